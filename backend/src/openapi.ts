import { AppModule } from './app.module.js';
import { buildOpenApiDocument, type BuiltDocument } from './common/index.js';
import { type AppConfig, loadConfig } from './config/index.js';

const INFO = {
  title: 'Bestellwerk API',
  version: '0.1.0',
  description:
    'Ordering platform API (spec 7). Success answers carry their payload under `data`; failures answer ' +
    '`{ "errors": [{ "message", "field" }] }` with German messages. Generated from the zod schemas the ' +
    'server validates with (issue 22); operations marked `x-contract: false` are not yet described.',
};

/** The API's OpenAPI 3.1 document, from the same module tree the server runs (no database needed). */
export function apiDocument(config: AppConfig, databaseUrl = 'postgres://offline/openapi'): BuiltDocument {
  return buildOpenApiDocument(AppModule.forRoot(config, databaseUrl), INFO);
}

/** The document without any environment (CI lint, client generation): test defaults. */
export function offlineApiDocument(): BuiltDocument {
  return apiDocument(loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://offline/openapi', LOG_LEVEL: 'silent' }));
}
