import { Button, Checkbox, Form, Input, Select, Space } from 'antd';

const DAY_OPTIONS = [
  { value: 'daily', label: 'Täglich' },
  { value: 'monday', label: 'Montag' },
  { value: 'tuesday', label: 'Dienstag' },
  { value: 'wednesday', label: 'Mittwoch' },
  { value: 'thursday', label: 'Donnerstag' },
  { value: 'friday', label: 'Freitag' },
  { value: 'saturday', label: 'Samstag' },
  { value: 'sunday', label: 'Sonntag' },
  { value: 'once', label: 'Einmalig (Datum)' },
];

const TIME = { pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: 'Format HH:mm' };

/**
 * Rules of spec 3 "Opening-hours rule": day type (or one date), from, to, closed. Product and category
 * schedules use it; a branch's hours have HoursRangesEditor (weekday ranges, holidays, preview).
 */
export function OpeningHoursEditor({ name, label }: { name: (string | number)[] | string; label: string }) {
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <fieldset className="bo-fieldset">
          <legend>{label}</legend>
          {fields.map((field, index) => {
            // Labels on the first row only (a table-like list); later rows name their inputs by aria-label.
            const label = (text: string) => (index === 0 ? text : undefined);
            const row = `Regel ${index + 1}`;
            return (
              <Space key={field.key} wrap align="start" className="bo-rule-row">
                <Form.Item name={[field.name, 'type']} rules={[{ required: true }]} label={label('Tag')}>
                  <Select options={DAY_OPTIONS} style={{ width: 170 }} aria-label={`${row}: Tag`} />
                </Form.Item>
                <Form.Item noStyle shouldUpdate>
                  {({ getFieldValue }) => {
                    const path = Array.isArray(name) ? name : [name];
                    return getFieldValue([...path, field.name, 'type']) === 'once' ? (
                      <Form.Item name={[field.name, 'date']} label={label('Datum')} rules={[{ required: true }]}>
                        <Input type="date" aria-label={`${row}: Datum`} />
                      </Form.Item>
                    ) : null;
                  }}
                </Form.Item>
                {/* A closed rule needs no times (issue 39): they are neither shown nor required. */}
                <Form.Item noStyle shouldUpdate>
                  {({ getFieldValue }) => {
                    const path = Array.isArray(name) ? name : [name];
                    if (getFieldValue([...path, field.name, 'isClosed'])) return null;
                    return (
                      <>
                        <Form.Item name={[field.name, 'from']} label={label('Von')} rules={[{ required: true }, TIME]}>
                          <Input type="time" style={{ width: 140 }} aria-label={`${row}: von`} />
                        </Form.Item>
                        <Form.Item name={[field.name, 'to']} label={label('Bis')} rules={[{ required: true }, TIME]}>
                          <Input type="time" style={{ width: 140 }} aria-label={`${row}: bis`} />
                        </Form.Item>
                      </>
                    );
                  }}
                </Form.Item>
                <Form.Item name={[field.name, 'isClosed']} valuePropName="checked" label={label(' ')}>
                  <Checkbox>Geschlossen</Checkbox>
                </Form.Item>
                <Form.Item label={label(' ')}>
                  <Button danger onClick={() => remove(field.name)} aria-label={`${row} entfernen`}>
                    Entfernen
                  </Button>
                </Form.Item>
              </Space>
            );
          })}
          <Button onClick={() => add({ type: 'daily', from: '08:00', to: '18:00', isClosed: false })}>
            Regel hinzufügen
          </Button>
        </fieldset>
      )}
    </Form.List>
  );
}
