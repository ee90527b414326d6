// Public surface of database/: other folders import only what is exported here (backend/README.md).
export { BackupError, createBackup, restoreBackup } from './backup.js';
export { BaseEntity } from './base.entity.js';
export { coordinate, money, quantity, rate } from './columns.js';
export { dataSourceOptions } from './data-source.js';
export { EmbeddedPostgres } from './embedded-postgres.js';
export { waitForDatabase } from './wait-for-database.js';
export { currentManager, inTransaction, TransactionalConnection, withManager } from './transaction-context.js';
