// 'Streams': a schedule of Filmsequenzen (date range, weekdays, time windows also across midnight,
// priority), one-off takeovers and a fallback, with the week view of what plays when.
import { Button, Card, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import { SIGNAGE_TEXTS, type ScheduleEntry, type StreamTakeover, type StreamView } from '@bestell/domain';
import { fromLocalInput, toLocalInput } from '../core/form-values';
import { NAME_RULES } from '../core/fields';
import type { FormValues, ResourceConfig } from '../resources/types';
import { useOptions } from '../resources/resource-queries';
import { WeekView } from './WeekView';
import './signage-bo.css';

type Row = { id: string } & Record<string, unknown>;

const WEEKDAYS = [
  { value: 'monday', label: 'Mo' },
  { value: 'tuesday', label: 'Di' },
  { value: 'wednesday', label: 'Mi' },
  { value: 'thursday', label: 'Do' },
  { value: 'friday', label: 'Fr' },
  { value: 'saturday', label: 'Sa' },
  { value: 'sunday', label: 'So' },
];

// Text, not <input type="time">: '24:00' (until the end of the day) is a valid end.
const TIME_RULES = [
  { required: true, message: 'Bitte eine Zeit angeben.' },
  { pattern: /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, message: SIGNAGE_TEXTS.windowInvalid },
];

const newId = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 10)}`;
const ref = (id: unknown) => (id ? { id: id as string } : null);

/** Form values -> the stream's schedule parts (also what the live week view computes with). */
export function formToStream(v: FormValues): Pick<StreamView, 'entries' | 'takeovers' | 'fallbackSegment'> {
  const entries = ((v.entries as FormValues[] | undefined) ?? []).filter(Boolean).map((e): ScheduleEntry => ({
    id: (e.id as string) || newId('e'),
    segment: ref(e.segment) ?? { id: '' },
    dateFrom: (e.dateFrom as string) || null,
    dateTo: (e.dateTo as string) || null,
    weekdays: (e.weekdays as ScheduleEntry['weekdays']) ?? [],
    from: (e.from as string) || '00:00',
    to: (e.to as string) || '24:00',
    priority: Number(e.priority ?? 0),
  }));
  const takeovers = ((v.takeovers as FormValues[] | undefined) ?? []).filter(Boolean).map((t): StreamTakeover => ({
    id: (t.id as string) || newId('t'),
    name: String(t.name ?? ''),
    segment: ref(t.segment) ?? { id: '' },
    startsAt: fromLocalInput(t.startsAt) ?? '',
    endsAt: fromLocalInput(t.endsAt) ?? '',
  }));
  return { entries, takeovers, fallbackSegment: ref(v.fallbackSegment) };
}

function LiveWeek({ segments }: { segments: { value: string; label: string }[] }) {
  const form = Form.useFormInstance();
  Form.useWatch([], form);
  const values = form.getFieldsValue(true) as FormValues;
  const parsed = formToStream(values);
  // A half-typed window or takeover is left out until it is valid.
  const time = /^\d{1,2}:\d{2}$/;
  const stream = {
    ...parsed,
    entries: parsed.entries.filter((e) => e.segment.id && time.test(e.from) && time.test(e.to)),
    takeovers: parsed.takeovers.filter((t) => t.segment.id && t.startsAt && t.endsAt),
  };
  return (
    <Card size="small" title={<h2 className="bo-section-title">Wochenansicht</h2>}>
      <WeekView stream={stream} segmentNames={new Map(segments.map((s) => [s.value, s.label]))} />
    </Card>
  );
}

export function StreamFields() {
  const branches = useOptions('branches');
  const segments = useOptions('digital-signage-segments');
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Form.Item name="name" label="Name" rules={NAME_RULES}>
          <Input style={{ width: 260 }} />
        </Form.Item>
        <Form.Item name="branch" label="Filiale">
          <Select options={branches} allowClear placeholder="Alle Filialen" style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="fallbackSegment" label="Ersatz-Filmsequenz">
          <Select options={segments} allowClear style={{ width: 240 }} />
        </Form.Item>
      </Space>
      <Typography.Text>
        Zeitplan (ein Ende vor dem Beginn läuft über Mitternacht; höhere Priorität gewinnt)
      </Typography.Text>
      <Form.List name="entries">
        {(fields, { add, remove }) => (
          <Space direction="vertical" style={{ width: '100%' }}>
            {fields.map((field, index) => (
              <Card key={field.key} size="small" title={`Eintrag ${index + 1}`}>
                <Space wrap align="end">
                  <Form.Item
                    name={[field.name, 'segment']}
                    label="Filmsequenz"
                    rules={[{ required: true, message: 'Bitte eine Filmsequenz wählen.' }]}
                  >
                    <Select options={segments} style={{ width: 220 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'weekdays']} label="Wochentage">
                    <Select mode="multiple" options={WEEKDAYS} placeholder="Jeden Tag" style={{ width: 240 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'from']} label="Von" rules={TIME_RULES}>
                    <Input placeholder="hh:mm" inputMode="numeric" maxLength={5} style={{ width: 100 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'to']} label="Bis" rules={TIME_RULES}>
                    <Input placeholder="hh:mm" inputMode="numeric" maxLength={5} style={{ width: 100 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'dateFrom']} label="Ab Datum">
                    <Input type="date" style={{ width: 150 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'dateTo']} label="Bis Datum">
                    <Input type="date" style={{ width: 150 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'priority']} label="Priorität">
                    <InputNumber min={0} max={100} style={{ width: 90 }} />
                  </Form.Item>
                  <Form.Item>
                    <Button danger onClick={() => remove(field.name)}>
                      Entfernen
                    </Button>
                  </Form.Item>
                </Space>
              </Card>
            ))}
            <Button onClick={() => add({ id: newId('e'), from: '06:00', to: '11:00', priority: 1, weekdays: [] })}>
              Eintrag hinzufügen
            </Button>
          </Space>
        )}
      </Form.List>
      <Typography.Text>Sonderereignisse (ersetzen den Zeitplan)</Typography.Text>
      <Form.List name="takeovers">
        {(fields, { add, remove }) => (
          <Space direction="vertical" style={{ width: '100%' }}>
            {fields.map((field, index) => (
              <Card key={field.key} size="small" title={`Ereignis ${index + 1}`}>
                <Space wrap align="end">
                  <Form.Item name={[field.name, 'name']} label="Name">
                    <Input style={{ width: 200 }} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'segment']}
                    label="Filmsequenz"
                    rules={[{ required: true, message: 'Bitte eine Filmsequenz wählen.' }]}
                  >
                    <Select options={segments} style={{ width: 220 }} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'startsAt']}
                    label="Beginn"
                    rules={[{ required: true, message: 'Bitte einen Beginn angeben.' }]}
                  >
                    <Input type="datetime-local" style={{ width: 210 }} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'endsAt']}
                    label="Ende"
                    rules={[{ required: true, message: 'Bitte ein Ende angeben.' }]}
                  >
                    <Input type="datetime-local" style={{ width: 210 }} />
                  </Form.Item>
                  <Form.Item>
                    <Button danger onClick={() => remove(field.name)}>
                      Entfernen
                    </Button>
                  </Form.Item>
                </Space>
              </Card>
            ))}
            <Button onClick={() => add({ id: newId('t') })}>Ereignis hinzufügen</Button>
          </Space>
        )}
      </Form.List>
      <LiveWeek segments={segments} />
    </Space>
  );
}

export const streamToForm = (s: Row): FormValues => ({
  ...s,
  branch: (s.branch as { id: string } | null)?.id,
  fallbackSegment: (s.fallbackSegment as { id: string } | null)?.id,
  entries: ((s.entries as ScheduleEntry[]) ?? []).map((e) => ({ ...e, segment: e.segment.id })),
  takeovers: ((s.takeovers as StreamTakeover[]) ?? []).map((t) => ({
    ...t,
    segment: t.segment.id,
    startsAt: toLocalInput(t.startsAt),
    endsAt: toLocalInput(t.endsAt),
  })),
});

export const streamToBody = (v: FormValues): FormValues => ({
  name: String(v.name ?? '').trim(),
  branch: v.branch ? { id: v.branch as string } : null,
  ...formToStream(v),
});

export const streamConfig: ResourceConfig<Row> = {
  key: 'digital-signage-streams',
  title: 'Streams',
  singular: 'Stream',
  columns: [
    { title: 'Name', dataIndex: 'name' },
    { title: 'Einträge', dataIndex: 'entries', render: (e: unknown[]) => (Array.isArray(e) ? e.length : 0) },
  ],
  Fields: StreamFields,
  initial: { entries: [], takeovers: [] },
  toForm: streamToForm,
  toBody: streamToBody,
};
