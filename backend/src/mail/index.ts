// Public surface of mail/: other folders import only what is exported here (backend/README.md).
export { MailModule } from './mail.module.js';
export { InvalidAddressError, Mailer, safeMessage } from './mailer.js';
export type { MailMessage } from './mailer.js';
