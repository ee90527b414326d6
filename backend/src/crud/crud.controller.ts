import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Put,
  Query,
  Req,
  type Type,
} from '@nestjs/common';
import { z } from 'zod';
import type { AuthedRequest } from '../auth/index.js';
import { CrudService } from './crud.service.js';
import { type AnyResource, ApiTags, CONTRACT_METADATA, defineRoute, readBackBody } from '../common/index.js';

/** GET list, GET {id}, POST, PUT {id}, DELETE {id} under /api/{path} for one resource definition. */
export function crudController(def: AnyResource): Type<unknown> {
  @ApiTags(def.path)
  @Controller(`api/${def.path}`)
  class ResourceController {
    constructor(@Inject(CrudService) private readonly crud: CrudService) {}

    @Get()
    list(@Req() req: AuthedRequest, @Query() query: Record<string, unknown>) {
      return this.crud.list(def, req, undefined, query);
    }

    @Get(':id')
    get(@Param('id') id: string, @Query() query: Record<string, unknown>, @Req() req: AuthedRequest) {
      return this.crud.get(def, id, query, req);
    }

    @Post()
    @HttpCode(201)
    create(@Body() body: unknown, @Req() req: AuthedRequest) {
      return this.crud.create(def, body, req);
    }

    @Put(':id')
    update(@Param('id') id: string, @Body() body: unknown, @Req() req: AuthedRequest) {
      return this.crud.update(def, id, body, req);
    }

    @Delete(':id')
    @HttpCode(200)
    remove(@Param('id') id: string, @Req() req: AuthedRequest) {
      return this.crud.remove(def, id, req);
    }
  }
  documentResource(def, ResourceController.prototype as unknown as Record<string, object>);
  const name = def.path.replace(/(^|-)(\w)/g, (_m: string, _d: string, c: string) => c.toUpperCase());
  Object.defineProperty(ResourceController, 'name', { value: `${name}Controller` });
  return ResourceController;
}

/**
 * Route contracts of a resource with a `viewSchema` (issue 22): list, one, create, update and delete with
 * the view as answer and the create schema (partial on update) as body, the same schema the service
 * parses with. Resources without one stay listed as undocumented.
 */
function documentResource(def: AnyResource, proto: Record<string, object>): void {
  if (!def.viewSchema) return;
  const staff = def.viewSchema;
  const read = def.publicViewSchema ? z.union([staff, def.publicViewSchema]) : staff;
  // Keys shown once (a new branch's apiKey) extend the closed view; an intersection of closed objects fits nothing.
  const saved =
    def.savedExtras && staff instanceof z.ZodObject
      ? staff.extend(z.strictObject(def.savedExtras).partial().shape)
      : staff;
  const tags = [def.path];
  const readers: ('anonymous' | 'staffSession')[] = def.publicWhere ? ['anonymous', 'staffSession'] : ['staffSession'];
  const id = z.strictObject({ id: z.string() });
  const routes = {
    list: defineRoute({
      tags,
      summary: `${def.label.many}: list`,
      security: readers,
      responses: { 200: z.array(read) },
    }),
    get: defineRoute({
      tags,
      summary: `${def.label.one}: one (by id${def.identifierField ? ' or identifier' : ''})`,
      params: id,
      security: readers,
      responses: { 200: read },
      errors: [404],
    }),
    create: defineRoute({
      tags,
      summary: `${def.label.one}: create`,
      body: def.schema,
      security: ['staffSession'],
      responses: { 201: saved },
      errors: [409],
    }),
    update: defineRoute({
      tags,
      summary: `${def.label.one}: change (any subset of fields; a GET answer may be sent back as it is)`,
      params: id,
      body: readBackBody(def.schema.partial(), staff),
      security: ['staffSession'],
      responses: { 200: saved },
      errors: [404, 409],
    }),
    remove: defineRoute({
      tags,
      summary: `${def.label.one}: delete`,
      params: id,
      security: ['staffSession'],
      responses: { 200: null },
      errors: [404, 409],
    }),
  };
  for (const [handler, route] of Object.entries(routes))
    Reflect.defineMetadata(CONTRACT_METADATA, route.spec, proto[handler]!);
}
