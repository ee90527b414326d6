// 'Öffnungszeiten von Filiale übernehmen' (issue 39 item 2): the opening and delivery hours of another
// branch replace this branch's; the server saves them, the form shows the saved branch.
import { Alert, App, Button, Modal, Select, Space, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { queryKeys } from '../../shared/api/query-keys';
import { boRequest } from '../core/api';
import { resourceErrorMessage } from '../core/errors';
import { useInvalidateResource, useOptions } from '../resources/resource-queries';

export const COPY_HOURS_TEXTS = {
  button: 'Öffnungszeiten von Filiale übernehmen',
  from: 'Von Filiale',
  hint: 'Öffnungs- und Lieferzeiten dieser Filiale werden durch die der gewählten Filiale ersetzt und sofort gespeichert.',
  ok: 'Übernehmen',
  done: (name: string) => `Öffnungszeiten von ${name} übernommen`,
} as const;

export function BranchCopyHours({ item }: { item: { id: string } }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const invalidate = useInvalidateResource();
  const branches = useOptions('branches').filter((o) => o.value !== item.id);
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const copy = async () => {
    if (!from) return;
    setBusy(true);
    try {
      const saved = await boRequest<Record<string, unknown>>(`/branches/${item.id}/copy-hours`, {
        method: 'POST',
        body: { from },
      });
      client.setQueryData(queryKeys.resourceItem('branches', item.id), saved);
      void invalidate('branches');
      message.success(COPY_HOURS_TEXTS.done(branches.find((b) => b.value === from)?.label ?? ''));
      setOpen(false);
    } catch (error) {
      message.error(resourceErrorMessage('branches', 'update', error));
    } finally {
      setBusy(false);
    }
  };

  if (branches.length === 0) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{COPY_HOURS_TEXTS.button}</Button>
      <Modal
        open={open}
        title={COPY_HOURS_TEXTS.button}
        okText={COPY_HOURS_TEXTS.ok}
        cancelText="Abbrechen"
        okButtonProps={{ disabled: !from, loading: busy }}
        onOk={copy}
        onCancel={() => setOpen(false)}
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text>{COPY_HOURS_TEXTS.from}</Typography.Text>
          <Select
            aria-label={COPY_HOURS_TEXTS.from}
            style={{ width: '100%' }}
            placeholder="Filiale wählen"
            options={branches}
            value={from}
            onChange={setFrom}
          />
          <Alert type="info" showIcon message={COPY_HOURS_TEXTS.hint} />
        </Space>
      </Modal>
    </>
  );
}
