// Devices (printers, TVs, frontdesk terminals). A printer's 'Adresse (Host:Port)' is where the print job
// sends its receipts (raw TCP, issue 6); only printers have one, so the field shows for them alone.
import { Form, Input, Select, Space } from 'antd';
import { compact, nullableText, optionalText } from '../core/form-values';
import { KioskExitPinField, KioskPairing } from './kiosk-fields';
import { showSecretOnce } from '../core/show-secret';
import type { FormValues, ResourceConfig } from '../resources/types';
import { useOptions } from '../resources/resource-queries';

type Row = { id: string } & Record<string, unknown>;

const TYPES = [
  { value: 'printer', label: 'Drucker' },
  { value: 'signage', label: 'TV' },
  { value: 'frontdesk', label: 'Frontdesk' },
  { value: 'kiosk', label: 'Kiosk' },
];
const typeLabel = (v: unknown) => TYPES.find((t) => t.value === v)?.label ?? String(v ?? '');

export function DeviceFields({ isNew }: { isNew: boolean }) {
  const branches = useOptions('branches');
  const type = Form.useWatch('type') as string | undefined;
  return (
    <Space wrap align="start">
      <Form.Item name="name" label="Name">
        <Input style={{ width: 240 }} />
      </Form.Item>
      <Form.Item
        name="identifier"
        label="Kennung"
        rules={[{ required: true, pattern: /^[a-z0-9][a-z0-9_-]*$/, message: 'Kleinbuchstaben, Ziffern, - und _' }]}
      >
        <Input style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="type" label="Typ" rules={[{ required: true, message: 'Bitte einen Typ wählen.' }]}>
        <Select options={TYPES} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="branch" label="Filiale" rules={[{ required: true, message: 'Bitte eine Filiale wählen.' }]}>
        <Select options={branches} style={{ width: 240 }} />
      </Form.Item>
      {type === 'printer' && (
        <Form.Item
          name="address"
          label="Adresse (Host:Port)"
          extra="Netzwerkdrucker (Standardport 9100). Leer: Druckeradresse der Filiale."
        >
          <Input placeholder="z. B. 192.168.1.50:9100" style={{ width: 260 }} />
        </Form.Item>
      )}
      {type === 'kiosk' && !isNew && <KioskExitPinField />}
      {type === 'kiosk' && isNew && <KioskPairing />}
    </Space>
  );
}

export const deviceToForm = (d: Row): FormValues => ({
  ...d,
  branch: (d.branch as { id: string } | null)?.id,
  address: d.address ?? '',
});

/** Only printers send an address; '' clears it (null), as the API expects. */
export const deviceToBody = (v: FormValues): FormValues =>
  compact({
    identifier: v.identifier,
    type: v.type,
    name: optionalText(v.name) ?? '',
    branch: v.branch ? { id: v.branch as string } : undefined,
    address: v.type === 'printer' ? nullableText(v.address) : null,
    // Kiosks: a typed PIN replaces the stored one; empty keeps it.
    exitPin: v.type === 'kiosk' ? optionalText(v.exitPin) : undefined,
  });

export const deviceConfig: ResourceConfig<Row> = {
  key: 'devices',
  title: 'Geräte',
  singular: 'Gerät',
  adminOnly: true,
  columns: [
    { title: 'Name', dataIndex: 'name' },
    { title: 'Kennung', dataIndex: 'identifier' },
    { title: 'Typ', dataIndex: 'type', render: typeLabel },
    { title: 'Adresse', dataIndex: 'address' },
  ],
  Fields: DeviceFields,
  initial: { type: 'printer' },
  toForm: deviceToForm,
  toBody: deviceToBody,
  onCreated: (created) => {
    // The device token is returned once, in the create response.
    if (typeof created.token !== 'string') return;
    showSecretOnce('Geräteschlüssel', created.token);
  },
};
