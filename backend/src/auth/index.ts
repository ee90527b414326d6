// Public surface of auth/: other folders import only what is exported here (backend/README.md).
export { Auth, branchScope, isAdmin, StaffAuth } from './auth-context.js';
export type { AuthContext, AuthedRequest } from './auth-context.js';
export { AuthModule } from './auth.module.js';
export { Admin, assertCsrf, requireStaff, Staff } from './guards.js';
export { createAdmin, type CreateAdminResult } from './first-admin.js';
export { FirstAdminService } from './first-admin.service.js';
export { LoginLink } from './login-link.entity.js';
export { RealtimeRevocations } from './revocations.js';
export type { Revocation } from './revocations.js';
export { Session } from './session.entity.js';
export { SetupToken } from './setup-token.entity.js';
export { CSRF_COOKIE, SESSION_COOKIE, sessionCookieName, SessionService } from './session.service.js';
