import { Inject, Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import { CrudModule } from '../crud/index.js';
import { TransactionalConnection } from '../database/index.js';
import { useApiKeySecret } from './branches/api-key-seal.js';
import { BranchHoursController } from './branches/branch-hours.controller.js';
import { BranchesController } from './branches/branches.controller.js';
import { ProductTransferService } from './products/product-transfer.service.js';
import { ProductsController } from './products/products.controller.js';

/** Branches and the catalogue; the plain CRUD endpoints come from the resource list (resources.ts). */
@Module({
  imports: [CrudModule, AuthModule],
  controllers: [BranchesController, BranchHoursController, ProductsController],
  providers: [TransactionalConnection, ProductTransferService],
})
export class CatalogModule {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    useApiKeySecret(config.appSecret);
  }
}
