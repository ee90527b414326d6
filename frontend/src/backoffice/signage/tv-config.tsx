// A TV's settings (branch, stream, own segment, orientation, screen times); pairing happens on 'TVs'.
import { Form, Input, Select, Space } from 'antd';
import type { ScreenTimes } from '@bestell/domain';
import { NAME_RULES } from '../core/fields';
import type { FormValues, ResourceConfig } from '../resources/types';
import { useOptions } from '../resources/resource-queries';
import { ORIENTATIONS } from './labels';
import { TvPanel } from './TvPanel';
import './signage-bo.css';

type Row = { id: string } & Record<string, unknown>;

export function TvFields() {
  const branches = useOptions('branches');
  const streams = useOptions('digital-signage-streams');
  const segments = useOptions('digital-signage-segments');
  return (
    <Space wrap align="start">
      <Form.Item name="name" label="Name" rules={NAME_RULES}>
        <Input style={{ width: 240 }} />
      </Form.Item>
      <Form.Item name="branch" label="Filiale" rules={[{ required: true, message: 'Bitte eine Filiale wählen.' }]}>
        <Select options={branches} style={{ width: 220 }} />
      </Form.Item>
      <Form.Item name="stream" label="Stream">
        <Select options={streams} allowClear style={{ width: 220 }} />
      </Form.Item>
      <Form.Item name="segment" label="Eigene Filmsequenz">
        <Select options={segments} allowClear style={{ width: 220 }} />
      </Form.Item>
      <Form.Item name="orientation" label="Ausrichtung">
        <Select options={ORIENTATIONS} style={{ width: 150 }} />
      </Form.Item>
      <Form.Item name="screenOn" label="Bildschirm ein">
        <Input type="time" style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="screenOff" label="Bildschirm aus">
        <Input type="time" style={{ width: 120 }} />
      </Form.Item>
    </Space>
  );
}

const id = (ref: unknown) => (ref as { id: string } | null)?.id;
const ref = (value: unknown) => (value ? { id: value as string } : null);

export const tvConfig: ResourceConfig<Row> = {
  key: 'digital-signage-devices',
  title: 'TVs',
  singular: 'TV',
  columns: [{ title: 'Name', dataIndex: 'name' }],
  Fields: TvFields,
  initial: { orientation: 'landscape' },
  toForm: (tv) => ({
    ...tv,
    branch: id(tv.branch),
    stream: id(tv.stream),
    segment: id(tv.segment),
    screenOn: (tv.screenTimes as ScreenTimes | null)?.on,
    screenOff: (tv.screenTimes as ScreenTimes | null)?.off,
  }),
  toBody: (v: FormValues) => ({
    name: String(v.name ?? '').trim(),
    branch: ref(v.branch),
    stream: ref(v.stream),
    segment: ref(v.segment),
    orientation: v.orientation ?? 'landscape',
    screenTimes: v.screenOn && v.screenOff ? { on: v.screenOn, off: v.screenOff } : null,
  }),
  Extra: TvPanel,
};
