import { Module } from '@nestjs/common';
import {
  branchResource,
  categoryResource,
  divisionResource,
  donateeResource,
  menuResource,
  navigationResource,
  productResource,
  tableResource,
  tagResource,
} from '../catalog/index.js';
import type { AnyResource } from '../common/index.js';
import { blockResource, siteResource } from '../content/index.js';
import { crudController, CrudModule } from '../crud/index.js';
import { deviceResource } from '../devices/index.js';
import { imageTemplateResource } from '../media/index.js';
import { userResource } from '../users/index.js';

/** Every CRUD resource under /api, in the order GET /api/init lists them (spec section 7). */
export const RESOURCES: AnyResource[] = [
  divisionResource,
  branchResource,
  menuResource,
  categoryResource,
  productResource,
  tagResource,
  tableResource,
  siteResource,
  navigationResource,
  blockResource,
  donateeResource,
  userResource,
  deviceResource,
  imageTemplateResource,
];

/**
 * GET list, GET {id}, POST, PUT {id}, DELETE {id} for every resource. Imported after AuthModule, whose
 * GET /api/users/me must be routed before GET /api/users/{id}.
 */
@Module({ imports: [CrudModule], controllers: RESOURCES.map(crudController) })
export class ResourcesModule {}
