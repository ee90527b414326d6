// Public surface of config/: other folders import only what is exported here (backend/README.md).
export {
  APP_CONFIG,
  assertMailTransport,
  ConfigError,
  DEV_DEMO_PASSWORDS,
  loadConfig,
  loadConfigOrExit,
} from './app-config.js';
export type { AppConfig, TrustProxy } from './app-config.js';
export { ConfigModule } from './config.module.js';
