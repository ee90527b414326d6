import { Button, Card, Checkbox, Form, Input, Select, Space } from 'antd';
import { MoveButtons } from '../core/MoveButtons';

export const PART_TYPE_OPTIONS = [
  { value: 'select', label: 'Auswahl (eine Option)' },
  { value: 'multiselect', label: 'Mehrfachauswahl' },
  { value: 'text', label: 'Text (einzeilig)' },
  { value: 'textarea', label: 'Text (mehrzeilig)' },
  { value: 'image', label: 'Bild' },
  { value: 'images', label: 'Bilder' },
  { value: 'file', label: 'Datei' },
  { value: 'files', label: 'Dateien' },
];

export const MODIFIER_OPTIONS = [
  { value: 'add', label: 'Aufpreis (+)' },
  { value: 'subtract', label: 'Abzug (−)' },
  { value: 'overwrite', label: 'Ersetzt den Preis' },
];

const HAS_OPTIONS = new Set(['select', 'multiselect']);
const MONEY = { pattern: /^\d{1,8}([.,]\d{1,2})?$/, message: 'Betrag wie 1,50' };

/** Configurable parts (spec 3 "Configuration step"): each with type, options, value and modifier. */
export function PartsEditor() {
  return (
    <Form.List name={['config', 'parts']}>
      {(parts, { add, remove, move }) => (
        <div className="bo-parts">
          {parts.map((part, index) => (
            <Card
              key={part.key}
              size="small"
              className="bo-part"
              title={`Schritt ${index + 1}`}
              extra={
                <Space>
                  <MoveButtons index={index} count={parts.length} row={`Schritt ${index + 1}`} move={move} />
                  <Button size="small" danger onClick={() => remove(part.name)}>
                    Schritt entfernen
                  </Button>
                </Space>
              }
            >
              <Space wrap align="start">
                <Form.Item
                  name={[part.name, 'name']}
                  label="Bezeichnung"
                  rules={[{ required: true, message: 'Bitte eine Bezeichnung angeben.' }]}
                >
                  <Input style={{ width: 260 }} />
                </Form.Item>
                <Form.Item name={[part.name, 'type']} label="Art" rules={[{ required: true }]}>
                  <Select options={PART_TYPE_OPTIONS} style={{ width: 220 }} />
                </Form.Item>
                <Form.Item name={[part.name, 'optional']} valuePropName="checked" label=" ">
                  <Checkbox>Optional</Checkbox>
                </Form.Item>
              </Space>
              <Form.Item name={[part.name, 'description']} label="Beschreibung">
                <Input.TextArea rows={2} />
              </Form.Item>
              <Form.Item noStyle shouldUpdate>
                {({ getFieldValue }) =>
                  HAS_OPTIONS.has(getFieldValue(['config', 'parts', part.name, 'type'])) ? (
                    <OptionsEditor partName={part.name} />
                  ) : null
                }
              </Form.Item>
            </Card>
          ))}
          <Button onClick={() => add({ type: 'select', name: '', optional: false, options: [] })}>
            Schritt hinzufügen
          </Button>
        </div>
      )}
    </Form.List>
  );
}

function OptionsEditor({ partName }: { partName: number }) {
  return (
    <Form.List name={[partName, 'options']}>
      {(options, { add, remove }) => (
        <fieldset className="bo-fieldset">
          <legend>Optionen</legend>
          {options.map((option, index) => (
            <Space key={option.key} wrap align="start">
              <Form.Item
                name={[option.name, 'name']}
                label={`Option ${index + 1}`}
                rules={[{ required: true, message: 'Bitte einen Namen angeben.' }]}
              >
                <Input style={{ width: 220 }} />
              </Form.Item>
              <Form.Item
                name={[option.name, 'value']}
                label="Preis"
                rules={[{ required: true, message: 'Bitte einen Betrag angeben.' }, MONEY]}
              >
                <Input style={{ width: 110 }} inputMode="decimal" />
              </Form.Item>
              <Form.Item name={[option.name, 'modifier']} label="Wirkung">
                <Select options={MODIFIER_OPTIONS} style={{ width: 190 }} aria-label={`Wirkung Option ${index + 1}`} />
              </Form.Item>
              <Form.Item label=" ">
                <Button danger onClick={() => remove(option.name)}>
                  Entfernen
                </Button>
              </Form.Item>
            </Space>
          ))}
          <Button onClick={() => add({ name: '', value: '0', modifier: 'add' })}>Option hinzufügen</Button>
        </fieldset>
      )}
    </Form.List>
  );
}
