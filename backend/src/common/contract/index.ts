export {
  assertSameShape,
  Contract,
  CONTRACT_METADATA,
  defineRoute,
  errorsSchema,
  imageRefView,
  refView,
} from './contract.js';
export type { AnyRoute, Equals, RawAnswer, Route, RouteSpec, SecurityName } from './contract.js';
export { ApiExcludeController, ApiTags } from './tags.js';
export { buildOpenApiDocument, controllersOf, discoverRoutes } from './openapi.js';
export type { BuiltDocument, DiscoveredRoute, OpenApiInfo } from './openapi.js';
