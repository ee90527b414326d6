// 'Szenen': a layout of zones (spec 7 scenes) with a live preview next to the form.
import { Button, Card, Checkbox, Col, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import { useState } from 'react';
import type { SignageZone } from '@bestell/domain';
import { compact, nullableText, refIds, toRefs } from '../core/form-values';
import { NAME_RULES } from '../core/fields';
import type { FormValues, ResourceConfig } from '../resources/types';
import { useOptions } from '../resources/resource-queries';
import { ORIENTATIONS, orientationLabel, ZONE_KINDS } from './labels';
import { ScenePreview } from './ScenePreview';
import './signage-bo.css';

type Row = { id: string } & Record<string, unknown>;

const percent = { min: 0, max: 100, style: { width: 90 } };

function ZoneFields({ name, kind }: { name: number; kind?: string }) {
  const images = useOptions('images', (i) => ({ value: i.id, label: (i as { alt?: string }).alt || i.name || i.id }));
  const uploads = useOptions('uploads');
  const templates = useOptions('image-templates');
  const categories = useOptions('categories');
  const products = useOptions('products');
  switch (kind) {
    case 'image':
      return (
        <Form.Item
          name={[name, 'image', 'id']}
          label="Bild"
          rules={[{ required: true, message: 'Bitte ein Bild wählen.' }]}
        >
          <Select options={images} showSearch optionFilterProp="label" style={{ width: 280 }} />
        </Form.Item>
      );
    case 'video':
      return (
        <Form.Item
          name={[name, 'upload', 'id']}
          label="Video (Upload)"
          rules={[{ required: true, message: 'Bitte ein Video wählen.' }]}
        >
          <Select options={uploads} showSearch optionFilterProp="label" style={{ width: 280 }} />
        </Form.Item>
      );
    case 'image-template':
      return (
        <Space wrap>
          <Form.Item
            name={[name, 'imageTemplate', 'id']}
            label="Bildvorlage"
            rules={[{ required: true, message: 'Bitte eine Bildvorlage wählen.' }]}
          >
            <Select options={templates} style={{ width: 240 }} />
          </Form.Item>
          <Form.Item name={[name, 'productId']} label="Produkt (optional)">
            <Select options={products} allowClear showSearch optionFilterProp="label" style={{ width: 240 }} />
          </Form.Item>
        </Space>
      );
    case 'text':
      return (
        <Space wrap align="start">
          <Form.Item
            name={[name, 'text']}
            label="Text"
            rules={[{ required: true, message: 'Bitte einen Text angeben.' }]}
          >
            <Input.TextArea rows={2} style={{ width: 280 }} />
          </Form.Item>
          <Form.Item name={[name, 'ticker']} label="Laufschrift" valuePropName="checked">
            <Checkbox />
          </Form.Item>
          <Form.Item name={[name, 'fontSize']} label="Schriftgröße (% Höhe)">
            <InputNumber min={1} max={50} style={{ width: 90 }} />
          </Form.Item>
          <Form.Item name={[name, 'color']} label="Farbe">
            <Input type="color" style={{ width: 64 }} />
          </Form.Item>
          <Form.Item name={[name, 'background']} label="Hintergrund">
            <Input type="color" style={{ width: 64 }} />
          </Form.Item>
        </Space>
      );
    case 'web-page':
      return (
        <Form.Item
          name={[name, 'url']}
          label="Adresse"
          rules={[{ required: true, type: 'url', message: 'Bitte eine gültige Adresse angeben.' }]}
        >
          <Input placeholder="https://" style={{ width: 320 }} />
        </Form.Item>
      );
    case 'menu-board':
      return (
        <Space wrap align="start">
          <Form.Item name={[name, 'title']} label="Überschrift">
            <Input style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name={[name, 'categoryIds']} label="Kategorien">
            <Select mode="multiple" options={categories} optionFilterProp="label" style={{ width: 260 }} />
          </Form.Item>
          <Form.Item name={[name, 'productIds']} label="Einzelne Produkte">
            <Select mode="multiple" options={products} optionFilterProp="label" style={{ width: 260 }} />
          </Form.Item>
          <Form.Item name={[name, 'soldOut']} label="Ausverkauft">
            <Select
              options={[
                { value: 'mark', label: 'Markieren' },
                { value: 'hide', label: 'Ausblenden' },
              ]}
              style={{ width: 140 }}
            />
          </Form.Item>
          <Form.Item name={[name, 'showImages']} label="Bilder" valuePropName="checked">
            <Checkbox />
          </Form.Item>
          <Form.Item name={[name, 'columns']} label="Spalten">
            <InputNumber min={1} max={4} style={{ width: 80 }} />
          </Form.Item>
        </Space>
      );
    case 'pickup-board':
      return (
        <Space wrap>
          <Form.Item name={[name, 'readyMinutes']} label="Minuten unter „Abholbereit“">
            <InputNumber min={1} max={120} style={{ width: 90 }} />
          </Form.Item>
          <Form.Item name={[name, 'showPreparing']} label="„In Zubereitung“ zeigen" valuePropName="checked">
            <Checkbox />
          </Form.Item>
          <Form.Item name={[name, 'announce']} label="Ansage (Sprachausgabe)" valuePropName="checked">
            <Checkbox />
          </Form.Item>
        </Space>
      );
    default:
      return null;
  }
}

function nextZoneId(zones: { id?: string }[] | undefined): string {
  const used = new Set((zones ?? []).map((z) => z?.id));
  let n = (zones?.length ?? 0) + 1;
  while (used.has(`z${n}`)) n++;
  return `z${n}`;
}

export function SceneFields() {
  const branches = useOptions('branches');
  const form = Form.useFormInstance();
  const zones = (Form.useWatch('zones') as FormValues[] | undefined) ?? [];
  const background = Form.useWatch('background') as string | undefined;
  const orientation = Form.useWatch('orientation') as string | undefined;
  const branch = Form.useWatch('branch') as string | undefined;
  // Prices and sold-out marks are per branch: a scene for all branches is previewed for a chosen one.
  const [previewBranch, setPreviewBranch] = useState<string>();
  const shownBranch = previewBranch ?? branch ?? branches[0]?.value;
  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} xl={14}>
        <Space wrap align="start">
          <Form.Item name="name" label="Name" rules={NAME_RULES}>
            <Input style={{ width: 240 }} />
          </Form.Item>
          <Form.Item
            name="path"
            label="Pfad"
            rules={[{ required: true, pattern: /^\/[a-z0-9/_-]*$/, message: 'Ein Pfad wie /fruehstueck' }]}
          >
            <Input style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="branch" label="Filiale">
            <Select options={branches} allowClear placeholder="Alle Filialen" style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="orientation" label="Ausrichtung">
            <Select options={ORIENTATIONS} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="background" label="Hintergrund">
            <Input type="color" style={{ width: 64 }} />
          </Form.Item>
        </Space>
        <Form.List name="zones">
          {(fields, { add, remove }) => (
            <Space direction="vertical" style={{ width: '100%' }}>
              {fields.map((field) => {
                const kind = form.getFieldValue(['zones', field.name, 'kind']) as string | undefined;
                return (
                  <Card
                    key={field.key}
                    size="small"
                    title={`Zone ${field.name + 1}`}
                    extra={
                      <Button size="small" danger onClick={() => remove(field.name)}>
                        Entfernen
                      </Button>
                    }
                  >
                    <Space wrap align="start">
                      <Form.Item
                        name={[field.name, 'kind']}
                        label="Art"
                        rules={[{ required: true, message: 'Bitte eine Art wählen.' }]}
                      >
                        <Select options={ZONE_KINDS} style={{ width: 180 }} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'name']} label="Bezeichnung">
                        <Input style={{ width: 160 }} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'x']} label="Links %">
                        <InputNumber {...percent} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'y']} label="Oben %">
                        <InputNumber {...percent} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'width']} label="Breite %">
                        <InputNumber {...percent} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'height']} label="Höhe %">
                        <InputNumber {...percent} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'z']} label="Ebene">
                        <InputNumber min={0} max={99} style={{ width: 70 }} />
                      </Form.Item>
                    </Space>
                    <ZoneFields name={field.name} kind={kind} />
                    <Form.Item name={[field.name, 'id']} hidden>
                      <Input />
                    </Form.Item>
                  </Card>
                );
              })}
              <Button
                onClick={() =>
                  add({
                    id: nextZoneId(zones),
                    kind: 'text',
                    text: '',
                    x: 0,
                    y: 0,
                    width: 100,
                    height: 100,
                    showImages: true,
                    showPreparing: true,
                    soldOut: 'mark',
                  })
                }
              >
                Zone hinzufügen
              </Button>
            </Space>
          )}
        </Form.List>
      </Col>
      <Col xs={24} xl={10}>
        <ScenePreview
          zones={zones.map(formZoneToZone) as never}
          background={background}
          portrait={orientation === 'portrait'}
          branch={shownBranch}
        />
        <Form.Item label="Vorschau für Filiale" style={{ marginTop: 12 }}>
          <Select
            aria-label="Vorschau für Filiale"
            options={branches}
            value={shownBranch}
            onChange={setPreviewBranch}
            style={{ width: 260 }}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** Form values of a zone -> the API's zone (refs, numbers). */
export function formZoneToZone(z: FormValues | undefined): Partial<SignageZone> {
  if (!z) return {};
  const base = {
    id: z.id as string,
    name: (z.name as string) || undefined,
    kind: z.kind as SignageZone['kind'],
    x: Number(z.x ?? 0),
    y: Number(z.y ?? 0),
    width: Number(z.width ?? 100),
    height: Number(z.height ?? 100),
    z: z.z === undefined || z.z === null ? undefined : Number(z.z),
  };
  switch (z.kind) {
    case 'image':
      return { ...base, kind: 'image', image: z.image as { id: string } };
    case 'video':
      return { ...base, kind: 'video', upload: z.upload as { id: string } };
    case 'image-template':
      return {
        ...base,
        kind: 'image-template',
        imageTemplate: z.imageTemplate as { id: string },
        product: z.productId ? { id: z.productId as string } : null,
      };
    case 'text':
      return compact({
        ...base,
        kind: 'text' as const,
        text: String(z.text ?? ''),
        ticker: !!z.ticker,
        fontSize: (z.fontSize as number | null) ?? undefined,
        color: (z.color as string) || undefined,
        background: (z.background as string) || undefined,
      });
    case 'web-page':
      return { ...base, kind: 'web-page', url: String(z.url ?? '') };
    case 'menu-board':
      return compact({
        ...base,
        kind: 'menu-board' as const,
        title: (z.title as string) || undefined,
        categories: toRefs(z.categoryIds),
        products: toRefs(z.productIds),
        soldOut: (z.soldOut as 'mark' | 'hide') ?? 'mark',
        showImages: z.showImages !== false,
        columns: (z.columns as number | null) ?? undefined,
      });
    case 'pickup-board':
      return compact({
        ...base,
        kind: 'pickup-board' as const,
        readyMinutes: (z.readyMinutes as number | null) ?? undefined,
        showPreparing: z.showPreparing !== false,
        announce: !!z.announce,
      });
    default:
      return base;
  }
}

export function zoneToForm(zone: SignageZone): FormValues {
  const values: FormValues = { ...zone };
  if (zone.kind === 'menu-board') {
    values.categoryIds = refIds(zone.categories);
    values.productIds = refIds(zone.products ?? []);
  }
  if (zone.kind === 'image-template') values.productId = zone.product?.id;
  return values;
}

export const sceneToForm = (s: Row): FormValues => ({
  ...s,
  branch: (s.branch as { id: string } | null)?.id,
  zones: ((s.zones as SignageZone[]) ?? []).map(zoneToForm),
});

export const sceneToBody = (v: FormValues): FormValues => ({
  name: String(v.name ?? '').trim(),
  path: String(v.path ?? '').trim(),
  branch: v.branch ? { id: v.branch as string } : null,
  orientation: v.orientation ?? 'landscape',
  background: nullableText(v.background) ?? '#1c1917',
  zones: ((v.zones as FormValues[]) ?? []).map(formZoneToZone),
});

export const sceneConfig: ResourceConfig<Row> = {
  key: 'scenes',
  title: 'Szenen',
  singular: 'Szene',
  columns: [
    { title: 'Name', dataIndex: 'name' },
    { title: 'Pfad', dataIndex: 'path' },
    { title: 'Ausrichtung', dataIndex: 'orientation', render: orientationLabel },
    { title: 'Zonen', dataIndex: 'zones', render: (z: unknown[]) => (Array.isArray(z) ? z.length : 0) },
  ],
  searchText: (s) => `${String(s.name ?? '')} ${String(s.path ?? '')}`,
  Fields: SceneFields,
  initial: { orientation: 'landscape', background: '#1c1917', zones: [] },
  toForm: sceneToForm,
  toBody: sceneToBody,
};
