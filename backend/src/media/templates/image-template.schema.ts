import { z } from 'zod';
import { TEMPLATE_IMAGE_FIELDS, TEMPLATE_MAX_LAYERS, TEMPLATE_MAX_SIDE } from '@bestell/domain';
import { s } from '../../common/index.js';

const color = () => z.string().regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/);
const coordinate = () => z.number().int().min(-TEMPLATE_MAX_SIDE).max(TEMPLATE_MAX_SIDE);
const side = () => z.number().int().min(1).max(TEMPLATE_MAX_SIDE);

/** A library image as layers store it: the same ImageRef schema as every other image field. */
export const imageRefSchema = s.media();

export const layerSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('rect'),
    x: coordinate(),
    y: coordinate(),
    width: side(),
    height: side(),
    color: color(),
    radius: z.number().int().min(0).max(TEMPLATE_MAX_SIDE).optional(),
  }),
  z.strictObject({
    type: z.literal('image'),
    x: coordinate(),
    y: coordinate(),
    width: side(),
    height: side(),
    fit: z.enum(['cover', 'contain']),
    image: imageRefSchema.nullish(),
    field: z.enum(TEMPLATE_IMAGE_FIELDS).nullish(),
  }),
  z.strictObject({
    type: z.literal('text'),
    x: coordinate(),
    y: coordinate(),
    width: side(),
    text: s.text(2000),
    font: s.required(100),
    size: z.number().int().min(4).max(1000),
    color: color(),
    weight: z.enum(['normal', 'bold']).optional(),
    align: z.enum(['left', 'center', 'right']).optional(),
  }),
]);

/** POST /api/image-templates; PUT takes any subset (the generic CRUD makes it partial). */
export const imageTemplateSchema = z.strictObject({
  identifier: s.identifier(),
  name: s.text(200).optional(),
  width: side(),
  height: side(),
  background: color().optional(),
  layers: z.array(layerSchema).max(TEMPLATE_MAX_LAYERS).optional(),
});

/** POST /api/image-templates/render: an unsaved template (the editor's state) and optional product. */
export const renderRequestSchema = z.strictObject({
  template: z.strictObject({
    width: side(),
    height: side(),
    background: color().optional(),
    layers: z.array(layerSchema).max(TEMPLATE_MAX_LAYERS),
    // The editor may send back the whole view; these are ignored.
    id: z.string().optional(),
    identifier: z.string().optional(),
    name: z.string().optional(),
    createdAt: z.string().optional(),
    updatedAt: z.string().optional(),
  }),
  product: z.uuid().nullish(),
  format: z.enum(['png', 'webp']).optional(),
});

/** GET answers (issue 22): the stored template with its layers as the schema above describes them. */
export const imageTemplateViewSchema = z
  .strictObject({
    id: z.uuid(),
    identifier: z.string().meta({ example: 'produkt-karte' }),
    name: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    background: z.string().meta({ example: '#ffffff' }),
    layers: z.array(layerSchema),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'ImageTemplate' });
