import 'reflect-metadata';
import { RequestMethod, type Type } from '@nestjs/common';
import { z } from 'zod';
import { type AnyRoute, CONTRACT_METADATA, errorsSchema, type RawAnswer, type SecurityName } from './contract.js';
import { EXCLUDE_CONTROLLER_METADATA, TAGS_METADATA } from './tags.js';

/**
 * Builds the OpenAPI 3.1 document from Nest's route metadata and the routes' zod contracts (issue 22):
 * the controllers are found by walking the module tree (no server, no database), paths and methods
 * come from @Controller/@Get/…, security from the guards, and every schema is zod's own JSON Schema
 * 2020-12 output (the dialect of OpenAPI 3.1). Routes without a contract are listed with an
 * undocumented answer and `x-contract: false`, so the coverage test can count them.
 */

type Json = Record<string, unknown>;

export interface OpenApiInfo {
  title: string;
  version: string;
  description: string;
}

export interface DiscoveredRoute {
  controller: Type<unknown>;
  handler: string;
  method: string;
  /** OpenAPI path, e.g. /api/orders/{id}. */
  path: string;
  status: number;
  guards: string[];
  rateLimited: boolean;
  /** The handler reads @Body(): the operation needs a request schema. */
  takesBody: boolean;
  tags: string[];
  contract?: AnyRoute['spec'];
}

const METHODS: Partial<Record<RequestMethod, string>> = {
  [RequestMethod.GET]: 'get',
  [RequestMethod.POST]: 'post',
  [RequestMethod.PUT]: 'put',
  [RequestMethod.DELETE]: 'delete',
  [RequestMethod.PATCH]: 'patch',
  [RequestMethod.HEAD]: 'head',
  [RequestMethod.OPTIONS]: 'options',
};

type ModuleRef = Type<unknown> | { module?: Type<unknown>; imports?: unknown[]; controllers?: Type<unknown>[] };

/** Every controller class reachable from the root module (static and dynamic imports, forwardRef). */
export function controllersOf(root: unknown): Type<unknown>[] {
  const seen = new Set<unknown>();
  const found: Type<unknown>[] = [];
  const visit = (ref: unknown) => {
    if (!ref || seen.has(ref)) return;
    seen.add(ref);
    if (typeof ref === 'object' && 'forwardRef' in ref)
      return visit((ref as { forwardRef: () => unknown }).forwardRef());
    const mod = ref as ModuleRef;
    const classes: unknown[] = typeof mod === 'function' ? [mod] : mod.module ? [mod.module] : [];
    for (const cls of classes) {
      for (const c of (Reflect.getMetadata('controllers', cls as object) ?? []) as Type<unknown>[]) found.push(c);
      for (const i of (Reflect.getMetadata('imports', cls as object) ?? []) as unknown[]) visit(i);
    }
    if (typeof mod === 'object') {
      for (const c of mod.controllers ?? []) found.push(c);
      for (const i of mod.imports ?? []) visit(i);
    }
  };
  visit(root);
  return [...new Set(found)];
}

const joinPath = (...parts: string[]) =>
  '/' +
  parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/');
const openApiPath = (nestPath: string) => nestPath.replace(/:(\w+)/g, '{$1}');

/** Routes of the controllers in declaration order (Express matches in that order too). */
export function discoverRoutes(controllers: Type<unknown>[]): DiscoveredRoute[] {
  const routes: DiscoveredRoute[] = [];
  for (const controller of controllers) {
    if (Reflect.getMetadata(EXCLUDE_CONTROLLER_METADATA, controller)) continue;
    const prefixes = [Reflect.getMetadata('path', controller) ?? ''].flat() as string[];
    const classGuards = (Reflect.getMetadata('__guards__', controller) ?? []) as { name: string }[];
    const classTags = (Reflect.getMetadata(TAGS_METADATA, controller) ?? []) as string[];
    const proto = controller.prototype as Record<string, unknown>;
    for (const handler of Object.getOwnPropertyNames(proto)) {
      const fn = proto[handler];
      if (handler === 'constructor' || typeof fn !== 'function') continue;
      const method = METHODS[Reflect.getMetadata('method', fn) as RequestMethod];
      const subPaths = Reflect.getMetadata('path', fn) as string | string[] | undefined;
      if (!method || subPaths === undefined) continue;
      if (Reflect.getMetadata('swagger/apiExcludeEndpoint', fn)?.disable) continue;
      const guards = [...classGuards, ...((Reflect.getMetadata('__guards__', fn) ?? []) as { name: string }[])];
      const rateLimited = Reflect.getMetadataKeys(fn).some(
        (k) => typeof k === 'symbol' && k.description === 'rate-limit-rules',
      );
      // Nest's route argument keys are `${RouteParamtypes}:${index}`; 3 is BODY.
      const args = (Reflect.getMetadata('__routeArguments__', controller, handler) ?? {}) as Record<string, unknown>;
      const takesBody = Object.keys(args).some((k) => k.split(':')[0] === '3');
      for (const prefix of prefixes)
        for (const sub of [subPaths].flat()) {
          routes.push({
            controller,
            handler,
            method,
            path: openApiPath(joinPath(prefix, sub)),
            status: (Reflect.getMetadata('__httpCode__', fn) as number | undefined) ?? (method === 'post' ? 201 : 200),
            guards: guards.map((g) => g.name),
            rateLimited,
            takesBody,
            tags: classTags.length
              ? classTags
              : [
                  String(prefix)
                    .replace(/^api\//, '')
                    .split('/')[0] || 'misc',
                ],
            contract: Reflect.getMetadata(CONTRACT_METADATA, fn),
          });
        }
    }
  }
  return routes;
}

/** Guards -> security alternatives of the document. */
function securityOf(route: DiscoveredRoute): SecurityName[] {
  if (route.contract?.security) return route.contract.security;
  if (route.guards.includes('FrontdeskGuard')) return ['frontdeskKey', 'staffSession'];
  // The partner API (issue 22 item 5): external users' scoped bearer tokens.
  if (route.guards.includes('PartnerGuard')) return ['externalUserToken'];
  if (route.guards.some((g) => g === 'StaffGuard' || g === 'AdminGuard')) return ['staffSession'];
  return [];
}

const isRaw = (v: unknown): v is RawAnswer => !!v && typeof v === 'object' && 'description' in v && !('_zod' in v);

const HTTP_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  301: 'Moved Permanently',
  302: 'Found',
  304: 'Not Modified',
  400: 'Bad request: the body is no JSON or the path does not decode',
  401: 'Not logged in',
  403: 'Not allowed (role, branch or CSRF token)',
  404: 'Not found',
  409: 'Conflict (stale version, still referenced, state does not allow it)',
  410: 'Gone',
  413: 'Body too large',
  415: 'Unsupported media type',
  422: 'Invalid input: German messages per field',
  429: 'Too many requests (Retry-After)',
  500: 'Internal error',
  502: 'Provider failed',
  503: 'Unavailable',
};

/**
 * Converts zod schemas to JSON Schema, collecting schemas with a `.meta({ id })` as shared components.
 * Responses use the output side (what the server sends; objects closed with additionalProperties
 * false), bodies and parameters the input side (what a client may send).
 */
class SchemaCollector {
  readonly components: Record<string, Json> = {};

  convert(schema: z.ZodType, io: 'input' | 'output'): Json {
    const json = z.toJSONSchema(schema, {
      io,
      target: 'draft-2020-12',
      unrepresentable: 'any',
      override: (ctx) => {
        // Dates leave the API as ISO strings (JSON.stringify); z.date() is only used that way.
        if (ctx.zodSchema._zod.def.type === 'date')
          Object.assign(ctx.jsonSchema, { type: 'string', format: 'date-time' });
      },
    }) as Json;
    delete json.$schema;
    const defs = (json.$defs ?? {}) as Record<string, Json>;
    delete json.$defs;
    // Input-side copies of shared schemas differ (no additionalProperties: false, defaults optional).
    const suffix = io === 'input' ? 'Input' : '';
    const rewrite = (node: unknown): unknown => {
      if (Array.isArray(node)) return node.map(rewrite);
      if (!node || typeof node !== 'object') return node;
      const out: Json = {};
      for (const [k, v] of Object.entries(node))
        out[k] =
          k === '$ref' && typeof v === 'string' && v.startsWith('#/$defs/')
            ? `#/components/schemas/${v.slice(8)}${suffix}`
            : rewrite(v);
      return out;
    };
    for (const [id, def] of Object.entries(defs)) this.components[`${id}${suffix}`] = rewrite(def) as Json;
    const top = rewrite(json) as Json;
    // A top-level schema with an id becomes a component itself.
    // A top-level schema with an id comes back as a $ref to its own $defs entry (moved above).
    const id = z.globalRegistry.get(schema)?.id;
    if (id && !(typeof top.$ref === 'string' && Object.keys(top).length === 1)) {
      this.components[`${id}${suffix}`] = top;
      return { $ref: `#/components/schemas/${id}${suffix}` };
    }
    return top;
  }
}

/** Multipart text fields plus the binary part `file`. */
function multipartSchema(fields: Json): Json {
  return {
    ...fields,
    properties: {
      ...((fields.properties ?? {}) as Json),
      file: { type: 'string', contentMediaType: 'application/octet-stream' },
    },
  };
}

export interface BuiltDocument {
  document: Json;
  routes: DiscoveredRoute[];
}

const SECURITY_SCHEMES: Record<Exclude<SecurityName, 'anonymous'> | 'xsrfToken' | 'branchId', Json> = {
  staffSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'sid',
    description:
      'Back-office session cookie from POST /api/auth/login (`__Host-sid` over HTTPS). Writes also need the X-XSRF-TOKEN header (xsrfToken) echoing the XSRF-TOKEN cookie.',
  },
  xsrfToken: {
    type: 'apiKey',
    in: 'header',
    name: 'X-XSRF-TOKEN',
    description: 'Double-submit CSRF token: the value of the XSRF-TOKEN cookie, on every staff write.',
  },
  frontdeskKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Api-Key',
    description: 'A branch tablet: its API key, sent together with X-Branch-Id (branchId). No CSRF token.',
  },
  branchId: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Branch-Id',
    description: 'The branch whose API key X-Api-Key carries.',
  },
  deviceToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'A registered device (signage screen, time clock): the token shown once when it was created.',
  },
  externalUserToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'An external user (point of sale, delivery partner, catering client): a scoped API token.',
  },
};

function securityRequirements(names: SecurityName[], method: string): Json[] {
  const write = method !== 'get' && method !== 'head';
  return names.map((n) => {
    if (n === 'staffSession') return write ? { staffSession: [], xsrfToken: [] } : { staffSession: [] };
    if (n === 'frontdeskKey') return { frontdeskKey: [], branchId: [] };
    if (n === 'anonymous') return {};
    return { [n]: [] };
  });
}

const operationId = (route: DiscoveredRoute) =>
  `${route.controller.name.replace(/Controller$/, '')}_${route.handler}`.replace(/^./, (c) => c.toLowerCase());

/** The document for the given root module (AppModule.forRoot(...)). */
export function buildOpenApiDocument(root: unknown, info: OpenApiInfo): BuiltDocument {
  const routes = discoverRoutes(controllersOf(root));
  const schemas = new SchemaCollector();
  const errorsRef = schemas.convert(errorsSchema, 'output');
  const paths: Record<string, Record<string, Json>> = {};
  const usedIds = new Map<string, number>();
  const tags = new Set<string>();

  for (const route of routes) {
    const c = route.contract;
    const security = securityOf(route);
    const pathNames = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    const op: Json = {};
    let id = operationId(route);
    const n = usedIds.get(id) ?? 0;
    usedIds.set(id, n + 1);
    if (n) id = `${id}${n + 1}`;
    op.operationId = id;
    op.tags = c?.tags ?? route.tags;
    for (const t of op.tags as string[]) tags.add(t);
    op.summary = c?.summary ?? `${route.method.toUpperCase()} ${route.path}`;
    if (c?.description) op.description = c.description;
    op.security = security.length ? securityRequirements(security, route.method) : [];

    // Parameters: path (from the route; typed by the contract), query and headers.
    const parameters: Json[] = [];
    const paramSchema = c?.params ? (schemas.convert(c.params, 'input') as Json) : undefined;
    const paramProps = (paramSchema?.properties ?? {}) as Record<string, Json>;
    for (const name of pathNames)
      parameters.push({ name, in: 'path', required: true, schema: paramProps[name] ?? { type: 'string' } });
    if (c?.query) {
      const q = schemas.convert(c.query, 'input');
      const required = new Set((q.required ?? []) as string[]);
      for (const [name, schema] of Object.entries((q.properties ?? {}) as Record<string, Json>))
        parameters.push({ name, in: 'query', required: required.has(name), schema });
    }
    for (const [name, h] of Object.entries(c?.headers ?? {}))
      parameters.push({
        name,
        in: 'header',
        required: !!h.required,
        description: h.description,
        schema: h.schema ? schemas.convert(h.schema, 'input') : { type: 'string' },
      });
    if (parameters.length) op.parameters = parameters;

    if (c?.body) {
      const bodySchema = schemas.convert(c.body, 'input');
      op.requestBody = {
        // Optional when an empty object is valid (a reason on reject, a flag on payment status).
        required: !c.body.safeParse({}).success,
        content: {
          ...Object.fromEntries((c.bodyMediaTypes ?? ['application/json']).map((t) => [t, { schema: bodySchema }])),
          ...(c.multipart
            ? { 'multipart/form-data': { schema: multipartSchema(schemas.convert(c.multipart, 'input')) } }
            : {}),
        },
      };
    }

    const responses: Record<string, Json> = {};
    if (c) {
      for (const [status, answer] of Object.entries(c.responses)) {
        if (isRaw(answer)) {
          const headers = Object.fromEntries(
            (answer.headers ?? []).map((h) => [h, { schema: { type: 'string' }, description: h }]),
          );
          responses[status] = {
            description: answer.description,
            ...(answer.headers?.length ? { headers } : {}),
            ...(answer.contentType ? { content: { [answer.contentType]: { schema: {} } } } : {}),
          };
          continue;
        }
        const data = answer === null ? { type: 'null' } : schemas.convert(answer, 'output');
        responses[status] = {
          description: HTTP_TEXT[Number(status)] ?? 'Success',
          ...(c.responseHeaders
            ? {
                headers: Object.fromEntries(
                  Object.entries(c.responseHeaders).map(([h, d]) => [
                    h,
                    { description: d, schema: { type: 'string' } },
                  ]),
                ),
              }
            : {}),
          content: {
            'application/json': {
              schema: { type: 'object', properties: { data }, required: ['data'], additionalProperties: false },
            },
          },
        };
      }
      const errors = new Set(c.errors ?? []);
      // The global input guard refuses characters PostgreSQL cannot store in any path, query or body (422);
      // every write parses a JSON body, which may be too large (413).
      // A path that does not decode or a body that is no JSON is a 400; an unexpected failure is a 500 with
      // the same German `{ errors }` shape.
      [400, 422, 500].forEach((s) => errors.add(s));
      if (c.body || route.method !== 'get') errors.add(413);
      if (security.includes('staffSession')) [401, 403].forEach((s) => errors.add(s));
      if (route.rateLimited) errors.add(429);
      for (const status of [...errors].sort())
        responses[String(status)] = {
          description: HTTP_TEXT[status] ?? 'Failure',
          content: { 'application/json': { schema: errorsRef } },
        };
      op['x-contract'] = true;
    } else {
      responses.default = {
        description: 'Not yet documented (no route contract, issue 22).',
        content: { 'application/json': { schema: {} } },
      };
      op['x-contract'] = false;
    }
    op.responses = responses;
    (paths[route.path] ??= {})[route.method] = op;
  }

  const document: Json = {
    openapi: '3.1.0',
    info: { ...info, license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' } },
    servers: [{ url: '/' }],
    tags: [...tags].sort().map((name) => ({ name, description: `${name} (feature folder)` })),
    paths,
    components: { schemas: schemas.components, securitySchemes: SECURITY_SCHEMES },
  };
  return { document, routes };
}
