import { AUTH, OWN_TEXTS } from '@bestell/domain';
import { Alert, Button, Card, Form, Input, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { apiCall } from '../../shared/api/typed';
import { commandErrorMessage } from '../core/errors';
import { useSession } from './session';

interface Credentials {
  email: string;
  password: string;
}

/** The e-mailed link carries its token in the fragment (`#anmelde-link=…`), which no server sees. */
const LINK_PREFIX = '#anmelde-link=';
const DASHBOARD = { pathname: '/backend', hash: '#/dashboard' };

/**
 * /backend/login: password login, or a login link requested by e-mail. The server's German message is
 * shown as returned (including the throttle minutes); a link's token is spent by a POST from this page,
 * so a mail scanner that merely opens the link does not use it up.
 */
export function LoginPage() {
  const location = useLocation();
  // Sent here by a 401 whose session ran out: say so until the next attempt.
  const sent = (location.state as { sessionMessage?: string } | null)?.sessionMessage;
  const sessionMessage = sent === AUTH.noSession ? sent : null;
  const [error, setError] = useState<string | null>(sessionMessage);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [mode, setMode] = useState<'password' | 'link'>('password');
  const linkToken = location.hash.startsWith(LINK_PREFIX) ? location.hash.slice(LINK_PREFIX.length) : null;
  const [consuming, setConsuming] = useState(linkToken !== null);
  const spent = useRef<string | null>(null);
  const navigate = useNavigate();
  const clear = useSession((s) => s.clear);

  useEffect(() => {
    document.title = 'Anmelden - Backoffice';
    clear();
  }, [clear]);

  useEffect(() => {
    // Once per token, also when StrictMode runs the effect twice: a second POST would only fail.
    if (linkToken === null || spent.current === linkToken) return;
    spent.current = linkToken;
    // The token leaves the address bar (and the history) at once.
    navigate({ pathname: location.pathname }, { replace: true });
    setConsuming(true);
    apiCall('post', '/api/auth/login-link/consume', { body: { token: linkToken } })
      .then(() => navigate(DASHBOARD, { replace: true }))
      .catch((failure) => {
        setError(commandErrorMessage(failure, AUTH.invalidLoginLink));
        setConsuming(false);
      });
  }, [linkToken, location.pathname, navigate]);

  const submit = async (values: Credentials) => {
    setBusy(true);
    setError(null);
    try {
      // The plain client: a 401 here means wrong credentials, not "go to the login page".
      await apiCall('post', '/api/auth/login', { body: { email: values.email, password: values.password } });
      navigate(DASHBOARD, { replace: true });
    } catch (failure) {
      setError(commandErrorMessage(failure, AUTH.invalidCredentials));
    } finally {
      setBusy(false);
    }
  };

  const requestLink = async (values: { email: string }) => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const answer = await apiCall('post', '/api/auth/login-link', { body: { email: values.email } });
      setNotice(answer?.message ?? OWN_TEXTS.loginLinkSent);
    } catch (failure) {
      setError(commandErrorMessage(failure, OWN_TEXTS.loginLinkFailed));
    } finally {
      setBusy(false);
    }
  };

  const switchTo = (next: 'password' | 'link') => {
    setMode(next);
    setError(null);
    setNotice(null);
  };

  const emailItem = (
    <Form.Item label="E-Mail" name="email" rules={[{ required: true, message: OWN_TEXTS.emailRequired }]}>
      <Input type="email" autoComplete="username" size="large" autoFocus />
    </Form.Item>
  );

  return (
    <main className="bo-login">
      <Card className="bo-login-card">
        <h1 className="bo-login-title">Backoffice</h1>
        {consuming ? (
          <p className="bo-login-lead" role="status">
            <Spin size="small" /> Anmeldung mit Link …
          </p>
        ) : (
          <p className="bo-login-lead">
            {mode === 'password'
              ? 'Bitte melden Sie sich mit Ihrer E-Mail-Adresse an.'
              : 'Wir senden Ihnen einen Link, mit dem Sie sich ohne Passwort anmelden.'}
          </p>
        )}
        {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
        {notice && <Alert type="success" showIcon title={notice} role="status" style={{ marginBottom: 16 }} />}
        {!consuming && mode === 'password' && (
          <Form<Credentials> key="password" layout="vertical" onFinish={submit} requiredMark={false}>
            {emailItem}
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
            <Button type="link" block style={{ marginTop: 8 }} onClick={() => switchTo('link')}>
              Stattdessen Link per E-Mail erhalten
            </Button>
          </Form>
        )}
        {!consuming && mode === 'link' && (
          <Form<{ email: string }> key="link" layout="vertical" onFinish={requestLink} requiredMark={false}>
            {emailItem}
            <Button type="primary" htmlType="submit" size="large" block loading={busy}>
              Anmelde-Link senden
            </Button>
            <Button type="link" block style={{ marginTop: 8 }} onClick={() => switchTo('password')}>
              Zurück zur Anmeldung mit Passwort
            </Button>
          </Form>
        )}
      </Card>
    </main>
  );
}
