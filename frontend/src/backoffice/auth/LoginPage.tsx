import { AUTH } from '@bestell/domain';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../shared/api/client';
import { commandErrorMessage } from '../core/errors';
import { useSession } from './session';

interface Credentials {
  email: string;
  password: string;
}

/** /backend/login: the server's German message is shown as returned, including the throttle minutes. */
export function LoginPage() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const clear = useSession((s) => s.clear);

  useEffect(() => {
    document.title = 'Anmelden - Backoffice';
    clear();
  }, [clear]);

  const submit = async (values: Credentials) => {
    setBusy(true);
    setError(null);
    try {
      // The plain client: a 401 here means wrong credentials, not "go to the login page".
      await api.post('/auth/login', { email: values.email, password: values.password });
      navigate({ pathname: '/backend', hash: '#/dashboard' }, { replace: true });
    } catch (failure) {
      setError(commandErrorMessage(failure, AUTH.invalidCredentials));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="bo-login">
      <Card className="bo-login-card">
        <h1 className="bo-login-title">Backoffice</h1>
        <p className="bo-login-lead">Bitte melden Sie sich mit Ihrer E-Mail-Adresse an.</p>
        {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
        <Form<Credentials> layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item
            label="E-Mail"
            name="email"
            rules={[{ required: true, message: 'Bitte geben Sie Ihre E-Mail-Adresse an.' }]}
          >
            <Input type="email" autoComplete="username" size="large" autoFocus />
          </Form.Item>
          <Form.Item
            label="Passwort"
            name="password"
            rules={[{ required: true, message: 'Bitte geben Sie Ihr Passwort an.' }]}
          >
            <Input.Password autoComplete="current-password" size="large" />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={busy}>
            Anmelden
          </Button>
        </Form>
      </Card>
    </main>
  );
}
