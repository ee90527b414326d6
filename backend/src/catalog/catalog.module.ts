import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { CrudModule } from '../crud/index.js';
import { TransactionalConnection } from '../database/index.js';
import { BranchesController } from './branches/branches.controller.js';

/** Branches and the catalogue; the plain CRUD endpoints come from the resource list (resources.ts). */
@Module({ imports: [CrudModule, AuthModule], controllers: [BranchesController], providers: [TransactionalConnection] })
export class CatalogModule {}
