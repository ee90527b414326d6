// Kiosks (issue 21): pairing by the code the kiosk shows (devices module, POST /api/devices/pair) and the
// staff exit PIN, stored hashed (write-only: the form never shows the stored one).
import { App, Button, Form, Input, Space } from 'antd';
import { KIOSK_TEXTS, PAIRING_TEXTS, PIN_TEXTS, pinRefusal } from '@bestell/domain';
import { useState } from 'react';
import { bo } from '../core/api';
import { commandErrorMessage } from '../core/errors';
import { useGo } from '../core/hash-route';

export function KioskExitPinField() {
  const form = Form.useFormInstance();
  const hasPin = Form.useWatch('hasExitPin', { form, preserve: true }) as boolean | undefined;
  return (
    <Form.Item
      name="exitPin"
      label="Exit-PIN für Personal"
      extra={hasPin ? 'Gesetzt. Eine neue PIN ersetzt sie.' : '4 bis 8 Ziffern; verlässt den Kioskmodus.'}
      rules={[
        // The server's rules (domain pinRefusal, issue 36), shown before saving; empty keeps the stored PIN.
        {
          validator: (_, value?: string) => {
            const refusal = value ? pinRefusal(value) : null;
            if (!refusal) return Promise.resolve();
            return Promise.reject(new Error(refusal === PIN_TEXTS.format ? KIOSK_TEXTS.exitPinFormat : refusal));
          },
        },
      ]}
    >
      <Input.Password inputMode="numeric" autoComplete="new-password" maxLength={8} style={{ width: 200 }} />
    </Form.Item>
  );
}

/** On a new kiosk: enter the code it shows; name and branch come from the form above. */
export function KioskPairing() {
  const form = Form.useFormInstance();
  const { message } = App.useApp();
  const go = useGo();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const pair = async () => {
    const branch = form.getFieldValue('branch') as string | undefined;
    if (!branch) {
      await form.validateFields(['branch']).catch(() => undefined);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const device = await bo.post('/api/devices/pair', {
        body: {
          code: code.trim(),
          branch: { id: branch },
          name: (form.getFieldValue('name') as string | undefined)?.trim() || undefined,
        },
      });
      message.success(`${device.name || 'Kiosk'} gekoppelt`);
      void go(`/devices/${device.id}`);
    } catch (err) {
      setError(commandErrorMessage(err, PAIRING_TEXTS.codeInvalid));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form.Item
      label="Kiosk koppeln"
      validateStatus={error ? 'error' : undefined}
      help={error ?? 'Code vom Kiosk-Bildschirm eingeben; der Kiosk wird mit Name und Filiale angelegt.'}
    >
      <Space.Compact>
        <Input
          aria-label="Code am Kiosk"
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          autoComplete="off"
          maxLength={12}
          style={{ width: 160, letterSpacing: 4 }}
        />
        <Button type="primary" loading={busy} disabled={code.trim().length < 4} onClick={() => void pair()}>
          Koppeln
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
