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
import { ApiBody, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import type { AuthedRequest } from '../auth/index.js';
import { CrudService } from './crud.service.js';
import type { AnyResource } from '../common/index.js';

const jsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;

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
    @ApiBody({ schema: jsonSchema(def.schema) })
    create(@Body() body: unknown, @Req() req: AuthedRequest) {
      return this.crud.create(def, body, req);
    }

    @Put(':id')
    @ApiBody({ schema: jsonSchema(def.schema.partial()) })
    update(@Param('id') id: string, @Body() body: unknown, @Req() req: AuthedRequest) {
      return this.crud.update(def, id, body, req);
    }

    @Delete(':id')
    @HttpCode(200)
    remove(@Param('id') id: string, @Req() req: AuthedRequest) {
      return this.crud.remove(def, id, req);
    }
  }
  const name = def.path.replace(/(^|-)(\w)/g, (_m: string, _d: string, c: string) => c.toUpperCase());
  Object.defineProperty(ResourceController, 'name', { value: `${name}Controller` });
  return ResourceController;
}
