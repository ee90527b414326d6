// Issue 39 item 3: a branch's opening or delivery hours as an owner writes them. Rows name several weekdays
// ('Mo–Fr'); branch-config stores them as the spec's one rule per day (domain groupRules / ungroupRows).
import {
  DEFAULT_TIMEZONE,
  HOLIDAY_STATES,
  HOURS_TEXTS,
  type HoursRow,
  openingHoursLines,
  ungroupRows,
  WEEK,
  WEEKDAY_SHORT,
  zonedParts,
} from '@bestell/domain';
import { Button, Checkbox, Form, Input, Select, Space, Typography } from 'antd';
import type { ReactNode } from 'react';

const TYPE_OPTIONS = [
  { value: 'weekdays', label: 'Wochentage' },
  { value: 'daily', label: 'Täglich' },
  { value: 'once', label: 'Ausnahme (Datum)' },
  { value: 'holidays', label: 'Feiertage' },
];
const DAY_OPTIONS = WEEK.map((day) => ({ value: day, label: WEEKDAY_SHORT[day] }));
const PRESETS: [string, HoursRow['days']][] = [
  ['Mo–Fr', ['monday', 'tuesday', 'wednesday', 'thursday', 'friday']],
  ['Sa', ['saturday']],
  ['So', ['sunday']],
  ['Mo–So', [...WEEK]],
];
const COUNTRY_OPTIONS = [
  { value: 'AT', label: 'Österreich' },
  { value: 'DE', label: 'Deutschland' },
];
const TIME = { pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: 'Format HH:mm' };
const REQUIRED = { required: true, message: 'Bitte angeben.' };

export const NEW_ROW: HoursRow = {
  type: 'weekdays',
  days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
  date: null,
  isClosed: false,
  from: '08:00',
  to: '18:00',
};
const NEW_EXCEPTION: HoursRow = { ...NEW_ROW, type: 'once', days: [], from: '08:00', to: '12:00' };
const NEW_HOLIDAYS: HoursRow = {
  type: 'holidays',
  days: [],
  date: null,
  isClosed: true,
  from: '',
  to: '',
  country: 'AT',
  state: null,
};

/** The hours as customers read them, from the rows being edited (the same domain rules as the shop). */
export function HoursPreview({ rows, title }: { rows: HoursRow[] | undefined; title: string }) {
  const lines = openingHoursLines(ungroupRows(rows ?? []), zonedParts(new Date(), DEFAULT_TIMEZONE).date);
  return (
    <section className="bo-hours-preview" aria-label={title}>
      <Typography.Text strong>{title}</Typography.Text>
      {lines.length === 0 ? (
        <Typography.Paragraph type="secondary">Noch keine Zeiten eingetragen.</Typography.Paragraph>
      ) : (
        <ul>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Rows of weekdays, one date, every day or the public holidays, each with times or 'Geschlossen'
 * (which hides the times), the precedence in one sentence and the customers' view below.
 */
export function HoursRangesEditor({
  name,
  label,
  previewTitle,
  onAdd,
  children,
}: {
  name: string;
  label: string;
  previewTitle: string;
  /** Called when the owner adds a row (delivery hours switch themselves on). */
  onAdd?: () => void;
  /** Shown right below the legend (e.g. the switch the list depends on). */
  children?: ReactNode;
}) {
  const form = Form.useFormInstance();
  // useWatch answers the registered fields only: an empty list can come as {} (hence Object.values).
  const watched = Form.useWatch(name, form) as HoursRow[] | Record<string, HoursRow> | undefined;
  const rows = watched ? Object.values(watched).filter(Boolean) : undefined;
  return (
    <fieldset className="bo-fieldset">
      <legend>{label}</legend>
      {/* Outside the Form.List: names in there are relative to the list. */}
      {children}
      <Form.List name={name}>
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => {
              const row = `${label} ${index + 1}`;
              const value = (watched as Record<number, HoursRow | undefined> | undefined)?.[field.name];
              const type = value?.type ?? 'weekdays';
              return (
                <Space key={field.key} wrap align="start" className="bo-rule-row">
                  <Form.Item name={[field.name, 'type']} rules={[REQUIRED]}>
                    <Select options={TYPE_OPTIONS} style={{ width: 170 }} aria-label={`${row}: Art`} />
                  </Form.Item>
                  {type === 'weekdays' && (
                    <>
                      <Form.Item
                        name={[field.name, 'days']}
                        rules={[{ required: true, type: 'array', min: 1, message: 'Bitte Tage wählen.' }]}
                      >
                        <Select
                          mode="multiple"
                          options={DAY_OPTIONS}
                          style={{ minWidth: 200 }}
                          aria-label={`${row}: Tage`}
                        />
                      </Form.Item>
                      <Space.Compact>
                        {PRESETS.map(([text, days]) => (
                          <Button
                            key={text}
                            onClick={() => form.setFieldValue([name, field.name, 'days'], days)}
                            aria-label={`${row}: ${text}`}
                          >
                            {text}
                          </Button>
                        ))}
                      </Space.Compact>
                    </>
                  )}
                  {type === 'once' && (
                    <Form.Item name={[field.name, 'date']} rules={[REQUIRED]}>
                      <Input type="date" aria-label={`${row}: Datum`} />
                    </Form.Item>
                  )}
                  {type === 'holidays' && (
                    <>
                      <Form.Item name={[field.name, 'country']} rules={[REQUIRED]}>
                        <Select options={COUNTRY_OPTIONS} style={{ width: 140 }} aria-label={`${row}: Land`} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'state']}>
                        <Select
                          allowClear
                          placeholder="Bundesland"
                          style={{ width: 200 }}
                          aria-label={`${row}: Bundesland`}
                          options={Object.entries(HOLIDAY_STATES[value?.country ?? 'AT']).map(([code, text]) => ({
                            value: code,
                            label: text,
                          }))}
                        />
                      </Form.Item>
                    </>
                  )}
                  {/* A closed row has no times: they are neither shown nor required. */}
                  {!value?.isClosed && (
                    <>
                      <Form.Item name={[field.name, 'from']} rules={[REQUIRED, TIME]}>
                        <Input type="time" style={{ width: 120 }} aria-label={`${row}: von`} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'to']} rules={[REQUIRED, TIME]}>
                        <Input type="time" style={{ width: 120 }} aria-label={`${row}: bis`} />
                      </Form.Item>
                    </>
                  )}
                  <Form.Item name={[field.name, 'isClosed']} valuePropName="checked">
                    <Checkbox aria-label={`${row}: Geschlossen`}>Geschlossen</Checkbox>
                  </Form.Item>
                  <Button danger onClick={() => remove(field.name)} aria-label={`${row} entfernen`}>
                    Entfernen
                  </Button>
                </Space>
              );
            })}
            <Space wrap>
              <Button
                onClick={() => {
                  add(NEW_ROW);
                  onAdd?.();
                }}
              >
                Zeiten hinzufügen
              </Button>
              <Button
                onClick={() => {
                  add(NEW_EXCEPTION);
                  onAdd?.();
                }}
              >
                Ausnahme (Datum) hinzufügen
              </Button>
              <Button
                disabled={!!rows?.some((r) => r?.type === 'holidays')}
                onClick={() => {
                  add(NEW_HOLIDAYS);
                  onAdd?.();
                }}
              >
                Feiertage geschlossen
              </Button>
            </Space>
          </>
        )}
      </Form.List>
      <Typography.Paragraph type="secondary" className="bo-hours-precedence">
        {HOURS_TEXTS.precedence}
      </Typography.Paragraph>
      <HoursPreview rows={rows} title={previewTitle} />
    </fieldset>
  );
}
