import 'reflect-metadata';
import * as swagger from '@nestjs/swagger';
import { ApiExcludeController, ApiTags, EXCLUDE_CONTROLLER_METADATA, TAGS_METADATA } from './tags.js';

// Our decorators must record what @nestjs/swagger's record, under the keys openapi.ts reads: if swagger
// changed its keys or shapes, the OpenAPI document would silently lose its tags.
describe('ApiTags / ApiExcludeController', () => {
  const keys = [TAGS_METADATA, EXCLUDE_CONTROLLER_METADATA];
  const metadataOf = (target: object) => Object.fromEntries(keys.map((k) => [k, Reflect.getMetadata(k, target)]));

  it('record the same metadata as @nestjs/swagger', () => {
    @ApiTags('orders')
    @ApiTags('staff', 'api')
    class Ours {}
    @swagger.ApiTags('orders')
    @swagger.ApiTags('staff', 'api')
    class Theirs {}
    expect(metadataOf(Ours)).toEqual(metadataOf(Theirs));
    expect(Reflect.getMetadata(TAGS_METADATA, Ours)).toEqual(['staff', 'api', 'orders']);

    @ApiExcludeController()
    class Hidden {}
    @swagger.ApiExcludeController()
    class HiddenToo {}
    expect(metadataOf(Hidden)).toEqual(metadataOf(HiddenToo));
  });
});
