import { FIRST_ADMIN_TEXTS, OWN_TEXTS } from '@bestell/domain';
import { Alert, Button, Card, Form, Input, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../shared/api/client';
import { queryKeys } from '../../shared/api/query-keys';
import { commandErrorMessage } from '../core/errors';
import { LOGIN_PATH } from '../core/api';
import { useSession } from './session';

interface NewAdmin {
  name: string;
  email: string;
  password: string;
  repeat: string;
}

const DASHBOARD = { pathname: '/backend', hash: '#/dashboard' };
const PASSWORD_MIN = 12;

/** GET /api/auth/setup?token=…: whether the one-time link is still good (410: already used). */
const setupLinkQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.setupLink(token),
    queryFn: () => apiRequest(`/auth/setup?${new URLSearchParams({ token })}`),
    staleTime: Infinity,
  });

/**
 * /backend/setup?token=… (issue 37 item 1): the one-time link printed at the server's start while no staff
 * account exists. Creates the first admin and logs them in; the server checks the staff password rules
 * (12 characters, not a common password) again and names the field of any error.
 */
export function SetupPage() {
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('token') ?? '';
  // Set by the submit (a link used up meanwhile); until then the state follows the link's check.
  const [state, setState] = useState<'done' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<NewAdmin>();
  const navigate = useNavigate();
  const clear = useSession((s) => s.clear);

  useEffect(() => {
    document.title = `${FIRST_ADMIN_TEXTS.title} - Backoffice`;
    clear();
  }, [clear]);

  const check = useQuery(setupLinkQuery(token));
  const gone = check.error instanceof ApiError && check.error.status === 410;
  const checked = check.isPending ? 'checking' : check.isSuccess ? 'ready' : gone ? 'done' : 'invalid';
  const shown = state ?? checked;
  const checkError = check.error
    ? commandErrorMessage(check.error, gone ? FIRST_ADMIN_TEXTS.alreadyDone : FIRST_ADMIN_TEXTS.invalidLink)
    : null;
  const message = error ?? (state === null ? checkError : null);

  const submit = async (values: NewAdmin) => {
    setBusy(true);
    setError(null);
    try {
      await apiRequest('/auth/setup', {
        method: 'POST',
        body: { token, name: values.name, email: values.email, password: values.password },
      });
      navigate(DASHBOARD, { replace: true });
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.errors.filter((e) => e.field) : [];
      if (fields.length > 0) {
        form.setFields(fields.map((e) => ({ name: e.field as keyof NewAdmin, errors: [e.message] })));
      } else {
        if (failure instanceof ApiError && failure.status === 410) setState('done');
        setError(commandErrorMessage(failure, FIRST_ADMIN_TEXTS.invalidLink));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="bo-login">
      <Card className="bo-login-card">
        <h1 className="bo-login-title">{FIRST_ADMIN_TEXTS.title}</h1>
        {shown === 'checking' && (
          <div className="bo-login-lead" role="status">
            <Spin size="small" /> {FIRST_ADMIN_TEXTS.checking}
          </div>
        )}
        {shown === 'ready' && <p className="bo-login-lead">{FIRST_ADMIN_TEXTS.lead}</p>}
        {message && <Alert type="error" showIcon title={message} role="alert" style={{ marginBottom: 16 }} />}
        {shown === 'done' && (
          <Button type="primary" size="large" block onClick={() => navigate(LOGIN_PATH, { replace: true })}>
            {FIRST_ADMIN_TEXTS.toLogin}
          </Button>
        )}
        {shown === 'ready' && (
          <Form<NewAdmin> form={form} layout="vertical" onFinish={submit} requiredMark={false}>
            <Form.Item
              label="Name"
              name="name"
              rules={[{ required: true, whitespace: true, message: FIRST_ADMIN_TEXTS.nameRequired }]}
            >
              <Input autoComplete="name" size="large" autoFocus maxLength={120} />
            </Form.Item>
            <Form.Item
              label="E-Mail"
              name="email"
              rules={[
                { required: true, message: OWN_TEXTS.emailRequired },
                { type: 'email', message: OWN_TEXTS.emailInvalid },
              ]}
            >
              <Input type="email" autoComplete="username" size="large" maxLength={180} />
            </Form.Item>
            <Form.Item
              label="Passwort"
              name="password"
              extra={FIRST_ADMIN_TEXTS.passwordRule}
              rules={[
                { required: true, message: FIRST_ADMIN_TEXTS.passwordTooShort },
                { min: PASSWORD_MIN, message: FIRST_ADMIN_TEXTS.passwordTooShort },
              ]}
            >
              <Input.Password autoComplete="new-password" size="large" maxLength={200} />
            </Form.Item>
            <Form.Item
              label={FIRST_ADMIN_TEXTS.passwordRepeat}
              name="repeat"
              dependencies={['password']}
              rules={[
                { required: true, message: FIRST_ADMIN_TEXTS.passwordMismatch },
                ({ getFieldValue }) => ({
                  validator: (_, value) =>
                    !value || value === getFieldValue('password')
                      ? Promise.resolve()
                      : Promise.reject(new Error(FIRST_ADMIN_TEXTS.passwordMismatch)),
                }),
              ]}
            >
              <Input.Password autoComplete="new-password" size="large" maxLength={200} />
            </Form.Item>
            <Button type="primary" htmlType="submit" size="large" block loading={busy}>
              {FIRST_ADMIN_TEXTS.submit}
            </Button>
          </Form>
        )}
      </Card>
    </main>
  );
}
