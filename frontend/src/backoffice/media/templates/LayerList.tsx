// The ordered layers of an image template (spec 3 "image template layers"): add rectangle, text or
// image; move a layer to the front or back; remove it; edit its properties. The first layer is drawn
// first, so it lies at the very back.
import type { TemplateLayer } from '@bestell/domain';
import { Button, Form, Input, InputNumber, Select, Space, Tag } from 'antd';
import { ColorField } from '../ColorField';
import { FontSelect } from '../FontSelect';
import { ImagePicker } from '../ImagePicker';
import { useInit } from '../../../shared/api/init';
import { useFonts } from '../media-api';
import { defaultFont } from './layers';

export const LAYER_NAMES: Record<TemplateLayer['type'], string> = { rect: 'Rechteck', text: 'Text', image: 'Bild' };

export const NEW_LAYER: Record<TemplateLayer['type'], TemplateLayer> = {
  rect: { type: 'rect', x: 0, y: 0, width: 400, height: 120, color: '#000000', radius: 0 },
  text: {
    type: 'text',
    x: 40,
    y: 40,
    width: 600,
    text: '{name}',
    font: '',
    size: 48,
    color: '#000000',
    weight: 'bold',
    align: 'left',
  },
  image: { type: 'image', x: 0, y: 0, width: 400, height: 400, fit: 'cover', image: null, field: 'product.image' },
};

/** Fields of the data a template is filled with (the editor's product chooser provides them). */
const IMAGE_SOURCES = [
  { value: 'product.image', label: 'Produktbild (aus den Daten)' },
  { value: '', label: 'Bild aus der Bibliothek' },
];

type Path = (string | number)[];
type Values = { layers?: Record<string, unknown>[] };

/** Re-render a layer's part only when one property of that layer changed. */
const changed = (a: Values, b: Values, index: number, key: string) =>
  a.layers?.[index]?.[key] !== b.layers?.[index]?.[key];

function num(path: Path, label: string, min = -10000, max = 10000) {
  return (
    <Form.Item name={path} label={label} rules={[{ required: true, message: 'Pflichtfeld' }]}>
      <InputNumber min={min} max={max} precision={0} style={{ width: 96 }} />
    </Form.Item>
  );
}

function Geometry({ name, height = true }: { name: number; height?: boolean }) {
  return (
    <>
      {num([name, 'x'], 'X')}
      {num([name, 'y'], 'Y')}
      {num([name, 'width'], 'Breite', 1)}
      {height && num([name, 'height'], 'Höhe', 1)}
    </>
  );
}

function LayerFields({ name, type }: { name: number; type: TemplateLayer['type'] }) {
  if (type === 'rect')
    return (
      <div className="bo-layer__row">
        <Geometry name={name} />
        <Form.Item name={[name, 'color']} label="Farbe">
          <ColorField />
        </Form.Item>
        {num([name, 'radius'], 'Eckenradius', 0, 5000)}
      </div>
    );
  if (type === 'text')
    return (
      <>
        <Form.Item
          name={[name, 'text']}
          label="Text"
          extra="Platzhalter: {name}, {price}, {description}"
          rules={[{ required: true, message: 'Bitte einen Text angeben.' }]}
        >
          <Input.TextArea rows={2} />
        </Form.Item>
        <div className="bo-layer__row">
          <Geometry name={name} height={false} />
          {num([name, 'size'], 'Schriftgröße', 4, 1000)}
          <Form.Item
            name={[name, 'font']}
            label="Schriftart"
            rules={[{ required: true, message: 'Bitte eine Schriftart wählen.' }]}
          >
            <FontSelect allowSystem={false} />
          </Form.Item>
          <Form.Item name={[name, 'color']} label="Farbe">
            <ColorField />
          </Form.Item>
          <Form.Item name={[name, 'weight']} label="Stärke">
            <Select
              style={{ width: 110 }}
              options={[
                { value: 'normal', label: 'Normal' },
                { value: 'bold', label: 'Fett' },
              ]}
            />
          </Form.Item>
          <Form.Item name={[name, 'align']} label="Ausrichtung">
            <Select
              style={{ width: 120 }}
              options={[
                { value: 'left', label: 'Links' },
                { value: 'center', label: 'Mitte' },
                { value: 'right', label: 'Rechts' },
              ]}
            />
          </Form.Item>
        </div>
      </>
    );
  return (
    <>
      <div className="bo-layer__row">
        <Geometry name={name} />
        <Form.Item name={[name, 'fit']} label="Einpassen">
          <Select
            style={{ width: 190 }}
            options={[
              { value: 'cover', label: 'Füllen (zuschneiden)' },
              { value: 'contain', label: 'Ganz zeigen' },
            ]}
          />
        </Form.Item>
        <Form.Item name={[name, 'field']} label="Quelle">
          <Select style={{ width: 240 }} options={IMAGE_SOURCES} />
        </Form.Item>
      </div>
      <Form.Item noStyle shouldUpdate={(a, b) => changed(a, b, name, 'field')}>
        {({ getFieldValue }) =>
          getFieldValue(['layers', name, 'field']) ? null : (
            <Form.Item
              name={[name, 'image']}
              label="Bild"
              rules={[{ required: true, message: 'Bitte ein Bild wählen.' }]}
            >
              <ImagePicker label={`Bild der Ebene ${name + 1}`} />
            </Form.Item>
          )
        }
      </Form.Item>
    </>
  );
}

export function LayerList() {
  const fonts = useFonts();
  const shopFont = useInit().data?.config.font;
  const fresh = (type: TemplateLayer['type']): TemplateLayer => {
    const layer = { ...NEW_LAYER[type] };
    if (layer.type === 'text') layer.font = defaultFont(fonts.data ?? [], shopFont);
    return layer;
  };
  return (
    <Form.List name="layers">
      {(layers, { add, remove, move }) => (
        <fieldset className="bo-fieldset bo-layers">
          <legend>Ebenen</legend>
          <p className="bo-muted">Die erste Ebene liegt ganz hinten, jede weitere wird darüber gezeichnet.</p>
          <ol className="bo-layer-list">
            {layers.map((layer, index) => (
              <li key={layer.key} className="bo-layer">
                <Form.Item noStyle shouldUpdate={(a, b) => changed(a, b, layer.name, 'type')}>
                  {({ getFieldValue }) => {
                    const type = getFieldValue(['layers', layer.name, 'type']) as TemplateLayer['type'];
                    const title = `Ebene ${index + 1}`;
                    return (
                      <section aria-label={`${title}: ${LAYER_NAMES[type]}`}>
                        <div className="bo-layer__head">
                          <strong>{title}</strong> <Tag>{LAYER_NAMES[type]}</Tag>
                          <Space size={4} wrap className="bo-layer__actions">
                            <Button
                              size="small"
                              aria-label={`${title} nach hinten`}
                              disabled={index === 0}
                              onClick={() => move(index, index - 1)}
                            >
                              Nach hinten
                            </Button>
                            <Button
                              size="small"
                              aria-label={`${title} nach vorne`}
                              disabled={index === layers.length - 1}
                              onClick={() => move(index, index + 1)}
                            >
                              Nach vorne
                            </Button>
                            <Button
                              size="small"
                              danger
                              aria-label={`${title} entfernen`}
                              onClick={() => remove(layer.name)}
                            >
                              Entfernen
                            </Button>
                          </Space>
                        </div>
                        <Form.Item name={[layer.name, 'type']} hidden>
                          <Input />
                        </Form.Item>
                        <LayerFields name={layer.name} type={type} />
                      </section>
                    );
                  }}
                </Form.Item>
              </li>
            ))}
          </ol>
          <Space wrap>
            {(Object.keys(NEW_LAYER) as TemplateLayer['type'][]).map((type) => (
              <Button key={type} onClick={() => add(fresh(type))}>
                {LAYER_NAMES[type]} hinzufügen
              </Button>
            ))}
          </Space>
        </fieldset>
      )}
    </Form.List>
  );
}
