// A colour as '#rrggbb' for antd forms: the colour picker beside a text box for typing or pasting the
// hex value (the text box carries the Form.Item's id, so the label names it). The picker's swatch is a
// mouse shortcut that no keyboard reaches, so it is hidden from screen readers; the text box is the field.
import { ColorPicker, Input, Space } from 'antd';

type Props = {
  id?: string;
  value?: string | null;
  onChange?: (value: string) => void;
  'aria-label'?: string;
};

const HEX = /^#[0-9a-fA-F]{3,8}$/;

export function ColorField({ id, value, onChange, ...rest }: Props) {
  const color = value && HEX.test(value) ? value : '#000000';
  return (
    <Space.Compact>
      <ColorPicker
        value={color}
        disabledAlpha
        format="hex"
        aria-hidden="true"
        onChange={(next) => onChange?.(next.toHexString())}
      />
      <Input
        id={id}
        aria-label={rest['aria-label']}
        value={value ?? ''}
        maxLength={9}
        style={{ width: 110 }}
        onChange={(e) => onChange?.(e.target.value.trim())}
      />
    </Space.Compact>
  );
}

export const COLOR_RULE = { pattern: HEX, message: 'Farbe als #rrggbb angeben.' };
