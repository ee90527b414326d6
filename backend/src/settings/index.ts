// Public surface of settings/: other folders import only what is exported here (backend/README.md).
export { SettingsModule } from './settings.module.js';
export { ShopConfig } from './shop-config.entity.js';
export { ShopConfigService, shopConfigView } from './shop-config.service.js';
export { SetupChecksRepository } from './setup-checks.repository.js';
export type { SetupCheckKey, SetupCheckResult } from './setup-checks.repository.js';
