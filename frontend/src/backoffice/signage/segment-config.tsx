// 'Filmsequenzen': scenes in order with how long each shows and how it enters (spec 7 segments).
import { Button, Card, Form, Input, InputNumber, Select, Space } from 'antd';
import type { SegmentItem } from '@bestell/domain';
import { NAME_RULES } from '../core/fields';
import { MoveButtons } from '../core/MoveButtons';
import type { FormValues, ResourceConfig } from '../resources/types';
import { useOptions } from '../resources/resource-queries';
import { TRANSITIONS } from './labels';

type Row = { id: string } & Record<string, unknown>;

function loopText(items: unknown): string {
  const list = Array.isArray(items) ? (items as SegmentItem[]) : [];
  const seconds = list.reduce((sum, i) => sum + (Number(i.durationSeconds) || 0), 0);
  return `${list.length} Szenen, ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')} min`;
}

export function SegmentFields() {
  const branches = useOptions('branches');
  const scenes = useOptions('scenes');
  return (
    <>
      <Space wrap>
        <Form.Item name="name" label="Name" rules={NAME_RULES}>
          <Input style={{ width: 260 }} />
        </Form.Item>
        <Form.Item name="branch" label="Filiale">
          <Select options={branches} allowClear placeholder="Alle Filialen" style={{ width: 220 }} />
        </Form.Item>
      </Space>
      <Form.List name="items">
        {(fields, { add, remove, move }) => (
          <Space direction="vertical" style={{ width: '100%' }}>
            {fields.map((field, index) => (
              <Card key={field.key} size="small" title={`${index + 1}.`}>
                <Space wrap align="end">
                  <Form.Item
                    name={[field.name, 'scene']}
                    label="Szene"
                    rules={[{ required: true, message: 'Bitte eine Szene wählen.' }]}
                  >
                    <Select options={scenes} showSearch optionFilterProp="label" style={{ width: 240 }} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'durationSeconds']}
                    label="Dauer (Sekunden)"
                    rules={[{ required: true, message: 'Bitte eine Dauer angeben.' }]}
                  >
                    <InputNumber min={1} max={86_400} style={{ width: 120 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'transition']} label="Übergang">
                    <Select options={TRANSITIONS} style={{ width: 150 }} />
                  </Form.Item>
                  <Form.Item>
                    <Space>
                      <MoveButtons index={index} count={fields.length} row={`Szene ${index + 1}`} move={move} />
                      <Button danger onClick={() => remove(field.name)}>
                        Entfernen
                      </Button>
                    </Space>
                  </Form.Item>
                </Space>
              </Card>
            ))}
            <Button onClick={() => add({ durationSeconds: 15, transition: 'fade' })}>Szene hinzufügen</Button>
          </Space>
        )}
      </Form.List>
    </>
  );
}

export const segmentConfig: ResourceConfig<Row> = {
  key: 'digital-signage-segments',
  title: 'Filmsequenzen',
  singular: 'Filmsequenz',
  columns: [
    { title: 'Name', dataIndex: 'name' },
    { title: 'Ablauf', dataIndex: 'items', render: loopText },
  ],
  Fields: SegmentFields,
  initial: { items: [] },
  toForm: (s) => ({
    ...s,
    branch: (s.branch as { id: string } | null)?.id,
    items: ((s.items as SegmentItem[]) ?? []).map((i) => ({ ...i, scene: i.scene.id })),
  }),
  toBody: (v: FormValues) => ({
    name: String(v.name ?? '').trim(),
    branch: v.branch ? { id: v.branch as string } : null,
    items: ((v.items as FormValues[]) ?? []).map((i) => ({
      scene: { id: i.scene as string },
      durationSeconds: Number(i.durationSeconds),
      transition: (i.transition as string) ?? 'fade',
    })),
  }),
};
