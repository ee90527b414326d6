// Issue 39 item 7: the branch's frontdesk link, shown again (QR code and copy button) without changing the
// key; a new key is a separate, confirmed action that disconnects the frontdesks using the old one.
import { App, Alert, Button, Card, Popconfirm, Space, Spin, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { isAdmin, useSession } from '../auth/session';
import { bo, boRequest } from '../core/api';
import { commandErrorMessage, resourceErrorMessage } from '../core/errors';

const FrontdeskQr = lazy(() => import('./FrontdeskQr'));

/** GET /api/branches/{id}/frontdesk-link (untyped until the API client is regenerated). */
type FrontdeskLink = { url: string };

export function FrontdeskLinkCard({ branchId }: { branchId: string }) {
  const { message } = App.useApp();
  const admin = isAdmin(useSession((s) => s.me));
  const [url, setUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<'show' | 'rotate' | null>(null);

  const show = async () => {
    setBusy('show');
    setProblem(null);
    try {
      setUrl((await boRequest<FrontdeskLink>(`/branches/${branchId}/frontdesk-link`)).url);
    } catch (error) {
      setUrl(null);
      setProblem(commandErrorMessage(error, 'Der Frontdesk-Link konnte nicht geladen werden.'));
    } finally {
      setBusy(null);
    }
  };
  const rotate = async () => {
    setBusy('rotate');
    setProblem(null);
    try {
      const result = await bo.post('/api/branches/{id}/api-key', { path: { id: branchId } });
      setUrl(`${window.location.origin}/backend#/frontdesk/${branchId}/${result.apiKey}`);
      message.success('Neuer Frontdesk-Link erzeugt; der bisherige gilt nicht mehr.');
    } catch (error) {
      message.error(resourceErrorMessage('branches', 'update', error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card title={<h2 className="bo-section-title">Frontdesk-Link</h2>}>
      <p>
        Mit diesem Link öffnet ein Tablet den Frontdesk der Filiale ohne Anmeldung. Ein neuer Link macht den bisherigen
        sofort ungültig; verbundene Frontdesks werden getrennt.
      </p>
      <Space wrap>
        {admin && (
          <Button onClick={show} loading={busy === 'show'}>
            Frontdesk-Link anzeigen
          </Button>
        )}
        <Popconfirm
          title="Neuen Frontdesk-Link erzeugen?"
          description="Der bisherige Link funktioniert danach nicht mehr."
          okText="Erzeugen"
          cancelText="Abbrechen"
          onConfirm={rotate}
        >
          <Button danger loading={busy === 'rotate'}>
            Neuen Link erzeugen
          </Button>
        </Popconfirm>
      </Space>
      {problem && <Alert style={{ marginTop: 12 }} type="warning" showIcon title={problem} />}
      {url && (
        <Space direction="vertical" style={{ marginTop: 12, maxWidth: '100%' }}>
          <Suspense fallback={<Spin />}>
            <FrontdeskQr url={url} />
          </Suspense>
          <Typography.Text
            copyable={{ text: url, tooltips: ['Link kopieren', 'Kopiert'] }}
            code
            style={{ wordBreak: 'break-all' }}
          >
            {url}
          </Typography.Text>
        </Space>
      )}
    </Card>
  );
}
