// Issue 37 item 2: the owner's setup checklist ('Einrichtung') on the dashboard, computed by the server
// (GET /api/setup/checklist); collapsed to one line once every required step is done. Admins only.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Space, Tag } from 'antd';
import { useState } from 'react';
import type { SetupStep } from '@bestell/domain';
import { queryKeys } from '../../shared/api/query-keys';
import { boRequest } from '../core/api';
import { commandErrorMessage } from '../core/errors';
import { hashHref } from '../core/hash-route';
import { LoadError } from '../core/LoadError';

interface SetupCheck {
  ok: boolean;
  message: string;
  checkedAt: string;
  succeededAt: string | null;
}
/** The answer of GET /api/setup/checklist (hand-typed until the client is regenerated). */
export interface SetupChecklistView {
  steps: SetupStep[];
  complete: boolean;
  checks: { testMail: SetupCheck | null; printerTest: SetupCheck | null };
}

const KEY = queryKeys.setupChecklist;
const LEGAL_HINT =
  'Solange AGB und Datenschutzerklärung fehlen, können Kundinnen und Kunden im Checkout nicht zustimmen und nicht bestellen.';

export const setupChecklistQuery = () =>
  queryOptions({ queryKey: KEY, queryFn: () => boRequest<SetupChecklistView>('/setup/checklist') });

export function SetupChecklist() {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const list = useQuery(setupChecklistQuery());

  const testMail = async () => {
    setSending(true);
    try {
      const result = await boRequest<SetupCheck>('/setup/test-mail', { method: 'POST' });
      message.success(result.message);
    } catch (error) {
      message.error(commandErrorMessage(error, 'Testmail konnte nicht versendet werden.'));
    } finally {
      setSending(false);
      void client.invalidateQueries({ queryKey: KEY });
    }
  };

  const title = <h2 className="bo-section-title">Einrichtung</h2>;
  if (list.error)
    return (
      <Card title={title}>
        <LoadError message="Die Einrichtung konnte nicht geladen werden." onRetry={() => void list.refetch()} />
      </Card>
    );
  if (!list.data) return <Card title={title} loading />;
  const { steps, complete, checks } = list.data;
  const done = steps.filter((s) => s.done).length;
  if (complete && !open)
    return (
      <Card size="small">
        <Space wrap>
          <span>Einrichtung abgeschlossen ({`${done} von ${steps.length}`} Schritten erledigt).</span>
          <Button size="small" type="link" onClick={() => setOpen(true)}>
            Einrichtung anzeigen
          </Button>
        </Space>
      </Card>
    );
  return (
    <Card title={title} extra={<span className="bo-setup__count">{`${done} von ${steps.length} erledigt`}</span>}>
      <ol className="bo-setup">
        {steps.map((step) => (
          <li key={step.key} className="bo-setup__step">
            <Space wrap size={[8, 4]}>
              <Tag color={step.done ? 'green' : step.required ? 'orange' : 'default'}>
                {step.done ? 'Erledigt' : step.required ? 'Offen' : 'Optional'}
              </Tag>
              <a href={hashHref(step.link)}>{step.label}</a>
              {step.key === 'email' && (
                <Button size="small" loading={sending} onClick={() => void testMail()}>
                  Testmail senden
                </Button>
              )}
            </Space>
            {step.key === 'email' && checks.testMail && (
              <p className={`bo-setup__note bo-setup__note--${checks.testMail.ok ? 'success' : 'danger'}`}>
                {checks.testMail.message}
              </p>
            )}
            {step.key === 'printer' && checks.printerTest && (
              <p className={`bo-setup__note bo-setup__note--${checks.printerTest.ok ? 'success' : 'danger'}`}>
                {checks.printerTest.message}
              </p>
            )}
            {step.key === 'legal' && !step.done && (
              <p className="bo-setup__note bo-setup__note--warning">{LEGAL_HINT}</p>
            )}
          </li>
        ))}
      </ol>
      {complete && (
        <Button size="small" type="link" onClick={() => setOpen(false)}>
          Einklappen
        </Button>
      )}
    </Card>
  );
}
