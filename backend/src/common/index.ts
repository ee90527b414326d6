// Public surface of common/: other folders import only what is exported here (backend/README.md).
export { ApiError } from './api-error.js';
export type { ErrorEntry } from './api-error.js';
export { Batcher } from './batcher.js';
export { installBodyParsing } from './body-parsing.js';
export { assignPlain, loadRef, loadRefs, resolveImageRefs } from './crud/references.js';
export { defineResource } from './crud/resource.js';
export type { AnyResource, Audience, Role } from './crud/resource.js';
export { DataInterceptor } from './data.interceptor.js';
export { ErrorsFilter } from './errors.filter.js';
export { isUuid, requireUuid } from './ids.js';
export { PathParamsGuard } from './input-guard.js';
export { maskFileName, maskSecretsInPath } from './log-masking.js';
export { COMPRESSIBLE, precompressed } from './precompressed.js';
export { hashMatches } from './secrets.js';
export { installSecurityHeaders } from './security-headers.js';
export { SwrCache } from './swr-cache.js';
export { decimal, INT4_MAX, parseInput, s, withoutReadOnly } from './validation.js';
