// Divisions, categories, tags and donatees: flat forms on the generic scaffold.
import { Checkbox, Form, Input, InputNumber, Space } from 'antd';
import { OpeningHoursEditor } from '../branches/OpeningHoursEditor';
import { compact, fromLocalInput, optionalText, toLocalInput } from '../core/form-values';
import type { FormValues, ResourceConfig } from '../resources/types';
import { ImageField } from '../core/ImageField';

type Row = { id: string } & Record<string, unknown>;
const yesNo = (v: boolean) => (v ? 'ja' : 'nein');
const nameRule = [{ required: true, message: 'Bitte einen Namen angeben.' }];

function DivisionFields() {
  return (
    <>
      <Space wrap align="start">
        <Form.Item name="name" label="Name" rules={nameRule}>
          <Input style={{ width: 260 }} />
        </Form.Item>
        <Form.Item
          name="identifier"
          label="Kennung (URL)"
          rules={[{ required: true, pattern: /^[a-z0-9][a-z0-9_-]*$/, message: 'Kleinbuchstaben, Ziffern, - und _' }]}
        >
          <Input style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="title" label="Titel">
          <Input style={{ width: 260 }} />
        </Form.Item>
      </Space>
      <Form.Item name="description" label="Beschreibung">
        <Input.TextArea rows={3} />
      </Form.Item>
      <Space>
        <Form.Item name="isEnabled" valuePropName="checked">
          <Checkbox>Aktiv</Checkbox>
        </Form.Item>
        <Form.Item name="isPublic" valuePropName="checked">
          <Checkbox>Öffentlich</Checkbox>
        </Form.Item>
      </Space>
    </>
  );
}

export const divisionConfig: ResourceConfig<Row> = {
  key: 'divisions',
  title: 'Organisationen',
  singular: 'Organisation',
  columns: [
    { title: 'Name', dataIndex: 'name' },
    { title: 'Kennung', dataIndex: 'identifier' },
    { title: 'Aktiv', dataIndex: 'isEnabled', render: yesNo },
  ],
  Fields: DivisionFields,
  initial: { isEnabled: true, isPublic: true },
  toBody: (v) =>
    compact({
      name: v.name,
      identifier: v.identifier,
      title: optionalText(v.title) ?? '',
      description: optionalText(v.description) ?? '',
      isEnabled: !!v.isEnabled,
      isPublic: !!v.isPublic,
    }),
};

function CategoryFields() {
  return (
    <>
      <Space wrap align="start">
        <Form.Item name="name" label="Name" rules={nameRule}>
          <Input style={{ width: 260 }} />
        </Form.Item>
        <Form.Item name="position" label="Position">
          <InputNumber min={0} max={100000} />
        </Form.Item>
      </Space>
      <Form.Item name="image" label="Bild">
        <ImageField label="Kategoriebild" />
      </Form.Item>
      <Space wrap>
        <Form.Item name="isEnabled" valuePropName="checked">
          <Checkbox>Aktiv</Checkbox>
        </Form.Item>
        <Form.Item name="isPublic" valuePropName="checked">
          <Checkbox>Öffentlich</Checkbox>
        </Form.Item>
        <Form.Item name="isVisibleWhenUnavailable" valuePropName="checked">
          <Checkbox>Sichtbar, wenn nicht verfügbar</Checkbox>
        </Form.Item>
      </Space>
      <Space wrap align="start">
        <Form.Item name={['schedule', 'from']} label="Verfügbar ab">
          <Input type="datetime-local" />
        </Form.Item>
        <Form.Item name={['schedule', 'to']} label="Verfügbar bis">
          <Input type="datetime-local" />
        </Form.Item>
      </Space>
      <OpeningHoursEditor name={['schedule', 'rules']} label="Zeitplan" />
    </>
  );
}

type ScheduleForm = { from?: string; to?: string; rules?: unknown[] };

export const categoryConfig: ResourceConfig<Row> = {
  key: 'categories',
  title: 'Kategorien',
  singular: 'Kategorie',
  columns: [
    { title: 'Name', dataIndex: 'name' },
    { title: 'Position', dataIndex: 'position' },
    { title: 'Aktiv', dataIndex: 'isEnabled', render: yesNo },
  ],
  Fields: CategoryFields,
  initial: { isEnabled: true, isPublic: true, position: 0, schedule: { rules: [] } },
  toForm: (c) => {
    const schedule = (c.schedule as ScheduleForm | null) ?? {};
    return {
      ...c,
      schedule: { from: toLocalInput(schedule.from), to: toLocalInput(schedule.to), rules: schedule.rules ?? [] },
    };
  },
  toBody: (v): FormValues => {
    const schedule = (v.schedule ?? {}) as ScheduleForm;
    const has = !!(schedule.from || schedule.to || schedule.rules?.length);
    return compact({
      name: v.name,
      position: v.position ?? undefined,
      isEnabled: !!v.isEnabled,
      isPublic: !!v.isPublic,
      isVisibleWhenUnavailable: !!v.isVisibleWhenUnavailable,
      image: v.image ?? null,
      schedule: has
        ? { from: fromLocalInput(schedule.from), to: fromLocalInput(schedule.to), rules: schedule.rules ?? [] }
        : null,
    });
  },
};

export const tagConfig: ResourceConfig<Row> = {
  key: 'tags',
  title: 'Tags',
  singular: 'Tag',
  columns: [{ title: 'Name', dataIndex: 'name' }],
  Fields: () => (
    <Form.Item name="name" label="Name" rules={nameRule}>
      <Input style={{ maxWidth: 360 }} />
    </Form.Item>
  ),
  toBody: (v) => ({ name: v.name }),
};

export const donateeConfig: ResourceConfig<Row> = {
  key: 'donatees',
  title: 'Spendenempfänger',
  singular: 'Spendenempfänger',
  columns: [
    { title: 'Name', dataIndex: 'name' },
    { title: 'Aktiv', dataIndex: 'isEnabled', render: yesNo },
  ],
  Fields: () => (
    <>
      <Form.Item name="name" label="Name" rules={nameRule}>
        <Input style={{ maxWidth: 360 }} />
      </Form.Item>
      <Form.Item name="description" label="Beschreibung">
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item name="isEnabled" valuePropName="checked">
        <Checkbox>Aktiv</Checkbox>
      </Form.Item>
    </>
  ),
  initial: { isEnabled: true },
  toBody: (v) => compact({ name: v.name, description: optionalText(v.description) ?? '', isEnabled: !!v.isEnabled }),
};
