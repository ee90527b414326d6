// Public surface of auth/: other folders import only what is exported here (backend/README.md).
export { Auth, branchScope, isAdmin, StaffAuth } from './auth-context.js';
export type { AuthContext, AuthedRequest } from './auth-context.js';
export { AuthModule } from './auth.module.js';
export { Admin, requireStaff, Staff } from './guards.js';
export { LoginLink } from './login-link.entity.js';
export { LoginThrottle } from './login-throttle.entity.js';
export { RealtimeRevocations } from './revocations.js';
export type { Revocation } from './revocations.js';
export { Session } from './session.entity.js';
export { SESSION_COOKIE, SessionService } from './session.service.js';
