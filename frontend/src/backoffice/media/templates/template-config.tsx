// Image templates ('Bildvorlagen', spec 3 and 7) on the generic list/edit scaffold: the list, the
// editor (TemplateFields) and the mapping of the layers between form and API.
import type { ImageTemplateView } from '@bestell/domain';
import type { FormValues, ResourceConfig } from '../../resources/types';
import { layersToBody, type LayerForm } from './layers';
import { TemplateFields } from './TemplateFields';

type TemplateRow = { id: string } & Record<string, unknown>;
export const templateConfig: ResourceConfig<TemplateRow> = {
  key: 'image-templates',
  title: 'Bildvorlagen',
  singular: 'Bildvorlage',
  columns: [
    { title: 'Name', dataIndex: 'name' },
    { title: 'Kennung', dataIndex: 'identifier' },
    { title: 'Größe', key: 'size', render: (_: unknown, t) => `${t.width} × ${t.height}` },
    { title: 'Ebenen', key: 'layers', render: (_: unknown, t) => (t.layers as unknown[] | undefined)?.length ?? 0 },
  ],
  searchText: (t) => `${t.name} ${t.identifier}`,
  Fields: TemplateFields,
  initial: { width: 1080, height: 1080, background: '#ffffff', layers: [] },
  toForm: (t) => {
    const template = t as unknown as ImageTemplateView;
    return {
      ...t,
      layers: template.layers.map((layer) => (layer.type === 'image' ? { ...layer, field: layer.field ?? '' } : layer)),
    };
  },
  toBody: (v): FormValues => ({
    name: v.name,
    identifier: v.identifier,
    width: v.width,
    height: v.height,
    background: v.background || '#ffffff',
    layers: layersToBody((v.layers as LayerForm[] | undefined) ?? []),
  }),
};
