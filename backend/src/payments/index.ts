// Public surface of payments/: other folders import only what is exported here (backend/README.md).
export { verifyDatatransSignature } from './datatrans.gateway.js';
export { PaymentsModule } from './payments.module.js';
