import { type ImageTemplateView, type TemplateLayer, templateLayerIssues } from '@bestell/domain';
import type { z } from 'zod';
import { ApiError, assertSameShape, defineResource } from '../../common/index.js';
import { ImageTemplate } from './image-template.entity.js';
import { imageTemplateSchema, imageTemplateViewSchema } from './image-template.schema.js';

export const imageTemplateView = (t: ImageTemplate) =>
  ({
    id: t.id,
    identifier: t.identifier,
    name: t.name,
    width: t.width,
    height: t.height,
    background: t.background,
    layers: t.layers,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  }) satisfies ImageTemplateView;
assertSameShape<
  Omit<z.output<typeof imageTemplateViewSchema>, 'layers'>,
  Omit<ReturnType<typeof imageTemplateView>, 'layers'>
>(true);

/** A layer wholly off the canvas or an image layer without a source is refused on its field. */
export function assertLayers(layers: TemplateLayer[], canvas: { width: number; height: number }): void {
  const issues = templateLayerIssues(layers, canvas);
  if (issues.length > 0) {
    throw ApiError.validation(issues.map((i) => ({ message: i.message, field: `layers.${i.index}.${i.field}` })));
  }
}

/** /api/image-templates (spec 7): staff manage price tags, social-media images and signage slides. */
export const imageTemplateResource = defineResource({
  path: 'image-templates',
  entity: ImageTemplate,
  label: { one: 'Bildvorlage', many: 'Bildvorlagen' },
  schema: imageTemplateSchema,
  order: { identifier: 'ASC' },
  identifierField: 'identifier',
  access: { read: 'staff', create: 'staff', update: 'staff', delete: 'staff' },
  apply: (t, input) => {
    if (input.identifier !== undefined) t.identifier = input.identifier as string;
    if (input.name !== undefined) t.name = input.name as string;
    if (input.width !== undefined) t.width = input.width as number;
    if (input.height !== undefined) t.height = input.height as number;
    if (input.background !== undefined) t.background = input.background as string;
    if (input.layers !== undefined) t.layers = input.layers as TemplateLayer[];
    t.name ??= '';
    t.background ??= '#ffffff';
    t.layers ??= [];
    // Checked on the result: a smaller canvas can push existing layers off it.
    assertLayers(t.layers, t);
  },
  viewSchema: imageTemplateViewSchema,
  view: (t) => imageTemplateView(t),
});
