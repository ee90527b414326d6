// Public surface of users/: other folders import only what is exported here (backend/README.md).
export { hashPassword, staffPassword, verifyPassword } from './passwords.js';
export { User } from './user.entity.js';
export type { Role } from './user.entity.js';
export { userResource } from './user.resource.js';
export { userView, userViewSchema } from './user.view.js';
export { UserRepository } from './user.repository.js';
