// The image template editor ('Bildvorlagen'): canvas size, background and layers on the left, the live
// preview (rendered by the server from the unsaved form) with a product to fill it on the right.
import type { TemplateLayer } from '@bestell/domain';
import { Alert, Col, Form, Row, Select, Spin } from 'antd';
import { useState } from 'react';
import { apiHref } from '../../core/api';
import { commandErrorMessage } from '../../core/errors';
import { field, FieldRow, IDENTIFIER_RULE, NAME_RULES } from '../../core/fields';
import { useOptions } from '../../resources/resource-queries';
import { ColorField, COLOR_RULE } from '../ColorField';
import type { TemplateRenderInput } from '../media-api';
import { LayerList } from './LayerList';
import { layersToBody } from './layers';
import { useTemplatePreview } from './use-template-preview';

const SIZES = [
  { value: '1080x1080', label: 'Quadrat 1080 × 1080 (Social Media)' },
  { value: '1080x1350', label: 'Hochformat 1080 × 1350' },
  { value: '1200x630', label: 'Link-Vorschau 1200 × 630' },
  { value: '1920x1080', label: 'Bildschirm 1920 × 1080 (Signage)' },
  { value: '800x500', label: 'Preisschild 800 × 500' },
];

function SizePreset() {
  const form = Form.useFormInstance();
  // Shows the format the size matches (or none): picking one only fills in width and height.
  const size = `${Form.useWatch('width', form) as number | undefined}x${Form.useWatch('height', form) as number | undefined}`;
  return (
    <Form.Item label="Format" htmlFor="template-size-preset">
      <Select
        id="template-size-preset"
        style={{ width: 300, maxWidth: '100%' }}
        placeholder="Eigene Größe"
        options={SIZES}
        value={SIZES.some((preset) => preset.value === size) ? size : null}
        onChange={(value: string) => {
          const [width, height] = value.split('x').map(Number);
          form.setFieldsValue({ width, height });
        }}
      />
    </Form.Item>
  );
}

export function TemplatePreview({ id }: { id?: string }) {
  const form = Form.useFormInstance();
  const products = useOptions('products');
  const [productId, setProductId] = useState<string | null>(null);
  const width = Form.useWatch('width', form) as number | undefined;
  const height = Form.useWatch('height', form) as number | undefined;
  const background = Form.useWatch('background', form) as string | undefined;
  const layers = Form.useWatch('layers', { form, preserve: true }) as TemplateLayer[] | undefined;
  const ready = !!width && !!height && width > 0 && height > 0;
  const input: TemplateRenderInput | null = ready
    ? { width, height, background: background || '#ffffff', layers: layersToBody(layers ?? []), productId }
    : null;
  const preview = useTemplatePreview(input);
  return (
    <aside className="bo-template-preview" aria-label="Vorschau">
      <h2 className="bo-section-title">Vorschau</h2>
      <Form.Item label="Vorschau mit Produkt" htmlFor="template-preview-product">
        <Select
          id="template-preview-product"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Beispieldaten"
          options={products}
          value={productId}
          onChange={(value: string | undefined) => setProductId(value ?? null)}
        />
      </Form.Item>
      <div className="bo-template-preview__frame" style={{ aspectRatio: ready ? `${width} / ${height}` : '1 / 1' }}>
        {preview.url && (
          <img
            src={preview.url}
            alt="Vorschau der Bildvorlage"
            width={width}
            height={height}
            data-testid="template-preview"
          />
        )}
        {(preview.isFetching || preview.pending) && (
          // antd's Spin is a div without a role, which may not carry a name: the wrapper is the status.
          <span className="bo-template-preview__spin" role="status" aria-label="Vorschau wird erstellt">
            <Spin />
          </span>
        )}
      </div>
      {preview.error && (
        <Alert
          type="error"
          showIcon
          title={commandErrorMessage(preview.error, 'Die Vorschau konnte nicht erstellt werden.')}
        />
      )}
      {id && (
        <p className="bo-muted">
          Gespeicherte Fassung:{' '}
          <a
            href={apiHref('/api/image-templates/{id}/{file}', {
              path: { id, file: 'render.png' },
              query: { product: productId || undefined },
            })}
            target="_blank"
            rel="noreferrer"
          >
            PNG öffnen
          </a>
        </p>
      )}
    </aside>
  );
}

export function TemplateFields({ id }: { isNew: boolean; id?: string }) {
  return (
    <Row gutter={[24, 16]}>
      {/* On a phone the preview comes first, above the long list of layers. */}
      <Col xs={{ span: 24, order: 1 }} xl={{ span: 14, order: 0 }}>
        <FieldRow
          fields={[
            field.text('name', 'Name', 260, NAME_RULES),
            field.text('identifier', 'Kennung', 200, [
              { required: true, message: 'Bitte eine Kennung angeben.' },
              IDENTIFIER_RULE,
            ]),
          ]}
        />
        <FieldRow
          fields={[
            { ...field.number('width', 'Breite (px)', 4096), rules: [{ required: true, message: 'Pflichtfeld' }] },
            { ...field.number('height', 'Höhe (px)', 4096), rules: [{ required: true, message: 'Pflichtfeld' }] },
            field.custom('background', 'Hintergrund', <ColorField />, [COLOR_RULE]),
          ]}
        />
        <SizePreset />
        <LayerList />
      </Col>
      <Col xs={{ span: 24, order: 0 }} xl={{ span: 10, order: 1 }}>
        <TemplatePreview id={id} />
      </Col>
    </Row>
  );
}
