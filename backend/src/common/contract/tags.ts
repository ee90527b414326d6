/** The metadata keys @nestjs/swagger's ApiTags and ApiExcludeController write; openapi.ts reads them. */
export const TAGS_METADATA = 'swagger/apiUseTags';
export const EXCLUDE_CONTROLLER_METADATA = 'swagger/apiExcludeController';

/**
 * A controller's OpenAPI tags, recorded as @nestjs/swagger's decorator records them. Our own copy because
 * importing a controller must not load @nestjs/swagger and the es-toolkit it brings (~530 modules, ~17 MB
 * resident): the worker imports feature modules with their controllers but never builds the document
 * (issue 37 item 10). tags.spec.ts compares both decorators' metadata.
 */
export function ApiTags(...tags: string[]): ClassDecorator {
  return (target) => {
    const previous = (Reflect.getMetadata(TAGS_METADATA, target) ?? []) as string[];
    Reflect.defineMetadata(TAGS_METADATA, [...previous, ...tags], target);
  };
}

/** Leaves a controller out of the OpenAPI document (the integration guide's HTML pages). */
export function ApiExcludeController(): ClassDecorator {
  return (target) => Reflect.defineMetadata(EXCLUDE_CONTROLLER_METADATA, [true], target);
}
