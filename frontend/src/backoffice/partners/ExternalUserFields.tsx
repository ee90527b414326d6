// The fields of an external user, for the create dialog and the edit page.
import { PARTNER_SCOPE_LABELS, PARTNER_SCOPES, type ExternalUserView } from '@bestell/domain';
import { Checkbox, Form, Input, Select } from 'antd';
import { useOptions } from '../resources/resource-queries';
import type { ExternalUserInput } from './partners-api';

export interface ExternalUserForm {
  name: string;
  email?: string;
  scopes: string[];
  branches: string[];
  isActive: boolean;
}

export const SCOPE_OPTIONS = PARTNER_SCOPES.map((value) => ({ value, label: PARTNER_SCOPE_LABELS[value] }));

export const toForm = (u: ExternalUserView): ExternalUserForm => ({
  name: u.name,
  email: u.email ?? '',
  scopes: u.scopes,
  branches: u.branches.map((b) => b.id),
  isActive: u.isActive,
});

export const toBody = (v: ExternalUserForm): ExternalUserInput => ({
  name: v.name.trim(),
  email: v.email?.trim() ? v.email.trim() : null,
  scopes: v.scopes as ExternalUserInput['scopes'],
  branches: (v.branches ?? []).map((id) => ({ id })),
  isActive: !!v.isActive,
});

export function ExternalUserFields() {
  const branches = useOptions('branches');
  return (
    <>
      <Form.Item
        name="name"
        label="Name"
        rules={[{ required: true, whitespace: true, message: 'Bitte einen Namen angeben.' }]}
      >
        <Input maxLength={200} placeholder="z. B. Catering Huber" />
      </Form.Item>
      <Form.Item
        name="email"
        label="E-Mail (für Hinweise, z. B. einen deaktivierten Webhook)"
        rules={[{ type: 'email', message: 'Bitte eine gültige E-Mail-Adresse angeben.' }]}
      >
        <Input maxLength={200} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="branches"
        label="Filialen"
        rules={[{ required: true, message: 'Bitte mindestens eine Filiale wählen.' }]}
      >
        <Select mode="multiple" options={branches} placeholder="Filialen wählen" />
      </Form.Item>
      <Form.Item name="scopes" label="Berechtigungen des API-Tokens">
        <Checkbox.Group options={SCOPE_OPTIONS} className="bo-partner-scopes" />
      </Form.Item>
      <Form.Item name="isActive" valuePropName="checked">
        <Checkbox>Aktiv</Checkbox>
      </Form.Item>
    </>
  );
}
