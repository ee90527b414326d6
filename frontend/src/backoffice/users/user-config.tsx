import { Checkbox, Form, Input, Select, Space, Tag } from 'antd';
import { compact, fromLocalInput, refIds, toLocalInput, toRefs } from '../core/form-values';
import type { ResourceConfig } from '../resources/types';
import { useOptions } from '../resources/resource-queries';

type Row = { id: string } & Record<string, unknown>;

const ROLE_OPTIONS = [
  { value: 'ROLE_ADMIN', label: 'Administrator' },
  { value: 'ROLE_EMPLOYEE', label: 'Mitarbeiter' },
];

function UserFields({ isNew }: { isNew: boolean }) {
  const branches = useOptions('branches');
  return (
    <>
      <Space wrap align="start">
        <Form.Item
          name="email"
          label="E-Mail"
          rules={[{ required: true, type: 'email', message: 'Bitte eine gültige E-Mail-Adresse angeben.' }]}
        >
          <Input style={{ width: 280 }} autoComplete="off" />
        </Form.Item>
        <Form.Item name="name" label="Name">
          <Input style={{ width: 240 }} />
        </Form.Item>
        <Form.Item
          name="password"
          label={isNew ? 'Passwort' : 'Neues Passwort (leer lassen zum Beibehalten)'}
          rules={[{ required: isNew, min: 12, message: 'Mindestens 12 Zeichen.' }]}
        >
          <Input.Password style={{ width: 260 }} autoComplete="new-password" />
        </Form.Item>
      </Space>
      <Space wrap align="start">
        <Form.Item
          name="roles"
          label="Rollen"
          rules={[{ required: true, message: 'Bitte mindestens eine Rolle wählen.' }]}
        >
          <Select mode="multiple" options={ROLE_OPTIONS} style={{ minWidth: 260 }} />
        </Form.Item>
        <Form.Item name="branches" label="Filialen">
          <Select mode="multiple" options={branches} style={{ minWidth: 300 }} />
        </Form.Item>
        <Form.Item name="expiresAt" label="Gültig bis">
          <Input type="datetime-local" />
        </Form.Item>
      </Space>
      <Form.Item name="isEnabled" valuePropName="checked">
        <Checkbox>Aktiv</Checkbox>
      </Form.Item>
      <Form.Item
        name="isLocked"
        valuePropName="checked"
        extra="Ein gesperrter Account kann sich nicht anmelden; die Anmeldung zeigt „Der Account ist gesperrt.“"
      >
        <Checkbox>Gesperrt</Checkbox>
      </Form.Item>
    </>
  );
}

export const userConfig: ResourceConfig<Row> = {
  key: 'users',
  title: 'Benutzer',
  singular: 'Benutzer',
  adminOnly: true,
  columns: [
    { title: 'E-Mail', dataIndex: 'email' },
    { title: 'Name', dataIndex: 'name' },
    {
      title: 'Rollen',
      dataIndex: 'roles',
      render: (roles: string[]) =>
        roles?.map((r) => <Tag key={r}>{ROLE_OPTIONS.find((o) => o.value === r)?.label ?? r}</Tag>),
    },
    { title: 'Aktiv', dataIndex: 'isEnabled', render: (v: boolean) => (v ? 'ja' : 'nein') },
    { title: 'Gesperrt', dataIndex: 'isLocked', render: (v: boolean) => (v ? 'ja' : 'nein') },
  ],
  searchText: (u) => `${u.email} ${u.name ?? ''}`,
  Fields: UserFields,
  initial: { roles: ['ROLE_EMPLOYEE'], branches: [], isEnabled: true, isLocked: false },
  toForm: (u) => ({ ...u, password: undefined, branches: refIds(u.branches), expiresAt: toLocalInput(u.expiresAt) }),
  toBody: (v) =>
    compact({
      email: v.email,
      name: (v.name as string | undefined) ?? '',
      // An empty password on edit keeps the current one.
      password: v.password ? v.password : undefined,
      roles: v.roles,
      branches: toRefs(v.branches),
      isEnabled: !!v.isEnabled,
      isLocked: !!v.isLocked,
      expiresAt: fromLocalInput(v.expiresAt),
    }),
};
