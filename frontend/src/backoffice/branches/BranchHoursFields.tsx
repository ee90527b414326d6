// The branch's opening and delivery hours (issue 39 item 3). Delivery hours apply only with their switch,
// so it sits next to their list and adding a delivery row turns it on.
import { Checkbox, Form, Typography } from 'antd';
import { HoursRangesEditor } from './HoursRangesEditor';

export const DELIVERY_HOURS_HINT = 'Ohne eigene Lieferzeiten gelten die Öffnungszeiten.';

export function BranchHoursFields() {
  const form = Form.useFormInstance();
  return (
    <>
      <HoursRangesEditor
        name="openingHours"
        label="Öffnungszeiten"
        previewTitle="So sehen Kunden Ihre Öffnungszeiten"
      />
      <HoursRangesEditor
        name="deliveryHours"
        label="Lieferzeiten"
        previewTitle="So sehen Kunden Ihre Lieferzeiten"
        onAdd={() => form.setFieldValue('isDeliveryHoursEnabled', true)}
      >
        <Form.Item name="isDeliveryHoursEnabled" valuePropName="checked" style={{ marginBottom: 4 }}>
          <Checkbox>Eigene Lieferzeiten verwenden</Checkbox>
        </Form.Item>
        <Typography.Paragraph type="secondary">{DELIVERY_HOURS_HINT}</Typography.Paragraph>
      </HoursRangesEditor>
    </>
  );
}
