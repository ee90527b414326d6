// The back-office forms' fields as data: one builder per kind of input, one row renderer. The
// resource configs (branches, products, categories ...) list their fields instead of writing each
// Form.Item out, so the same kind of field looks and behaves the same on every screen.
import { Checkbox, Form, Input, InputNumber, Select, Space, type FormItemProps, type SelectProps } from 'antd';
import type { ReactNode } from 'react';

type Name = NonNullable<FormItemProps['name']>;
type Rules = FormItemProps['rules'];

export interface FieldDef {
  name?: Name;
  label?: ReactNode;
  rules?: Rules;
  extra?: ReactNode;
  tooltip?: FormItemProps['tooltip'];
  valuePropName?: string;
  /** Rendered without the item's label and margin (checkbox groups). */
  noStyle?: boolean;
  control: ReactNode;
}

const width = (w?: number) => (w ? { width: w } : undefined);

export const field = {
  text: (name: Name, label: ReactNode, w?: number, rules?: Rules): FieldDef => ({
    name,
    label,
    rules,
    control: <Input style={width(w)} />,
  }),
  /** Money, rates and quantities: decimal strings as the API takes them ("3,50" too). */
  decimal: (name: Name, label: ReactNode, w: number, rules?: Rules): FieldDef => ({
    name,
    label,
    rules,
    control: <Input inputMode="decimal" style={{ width: w }} />,
  }),
  textarea: (name: Name, label: ReactNode, rows: number): FieldDef => ({
    name,
    label,
    control: <Input.TextArea rows={rows} />,
  }),
  number: (name: Name, label: ReactNode, max: number): FieldDef => ({
    name,
    label,
    control: <InputNumber min={0} max={max} />,
  }),
  /** `type`: 'datetime-local' or 'time'. */
  moment: (name: Name, label: ReactNode, type: 'datetime-local' | 'time', rules?: Rules): FieldDef => ({
    name,
    label,
    rules,
    control: <Input type={type} />,
  }),
  select: (name: Name, label: ReactNode, options: SelectProps['options'], props: SelectProps = {}): FieldDef => ({
    name,
    label,
    control: <Select options={options} {...props} />,
  }),
  /** `label`: ' ' lines the box up with labelled inputs in the same row. */
  check: (name: Name, text: ReactNode, label?: ReactNode): FieldDef => ({
    name,
    label,
    valuePropName: 'checked',
    control: <Checkbox>{text}</Checkbox>,
  }),
  custom: (name: Name | undefined, label: ReactNode, control: ReactNode, rules?: Rules): FieldDef => ({
    name,
    label,
    rules,
    control,
  }),
};

export function renderField(def: FieldDef, index = 0): ReactNode {
  const { control, ...item } = def;
  const key = def.name === undefined ? `field-${index}` : String(def.name);
  return (
    <Form.Item key={key} {...item}>
      {control}
    </Form.Item>
  );
}

/** Fields side by side, wrapping on narrow screens. */
export function FieldRow({ fields }: { fields: FieldDef[] }) {
  return (
    <Space wrap align="start">
      {fields.map(renderField)}
    </Space>
  );
}

/** Fields one below the other, full width. */
export const FieldStack = ({ fields }: { fields: FieldDef[] }) => <>{fields.map(renderField)}</>;

export const IDENTIFIER_RULE = {
  required: true,
  pattern: /^[a-z0-9][a-z0-9_-]*$/,
  message: 'Kleinbuchstaben, Ziffern, - und _',
};
export const NAME_RULES = [{ required: true, message: 'Bitte einen Namen angeben.' }];
/** Active / public flags most resources share. */
export const VISIBILITY = [field.check('isEnabled', 'Aktiv'), field.check('isPublic', 'Öffentlich')];
/** The availability window of categories and products. */
export const SCHEDULE_WINDOW = [
  field.moment(['schedule', 'from'], 'Verfügbar ab', 'datetime-local'),
  field.moment(['schedule', 'to'], 'Verfügbar bis', 'datetime-local'),
];
