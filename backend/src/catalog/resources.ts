import type { AnyResource } from '../common/crud/resource.js';
import { deviceResource } from '../devices/device.resource.js';
import { userResource } from '../users/user.resource.js';
import { branchResource } from './branches/branch.resource.js';
import { categoryResource } from './categories/category.resource.js';
import { divisionResource } from './divisions/division.resource.js';
import { donateeResource } from './donatees/donatee.resource.js';
import { menuResource } from './menus/menu.resource.js';
import { navigationResource } from './navigations/navigation.resource.js';
import { productResource } from './products/product.resource.js';
import { tableResource } from './tables/table.resource.js';
import { tagResource } from './tags/tag.resource.js';

/** Every CRUD resource under /api, in the order GET /api/init lists them (spec section 7). */
export const RESOURCES: AnyResource[] = [
  divisionResource,
  branchResource,
  menuResource,
  categoryResource,
  productResource,
  tagResource,
  tableResource,
  navigationResource,
  donateeResource,
  userResource,
  deviceResource,
];
