// The branch's receipt printer. Its own endpoint, apart from the branch form: only admins may change
// where the print job sends order data on the network; the branch's staff see it.
import { App, Button, Card, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { isAdmin, useSession } from '../auth/session';
import { bo, boRequest } from '../core/api';
import { commandErrorMessage, resourceErrorMessage } from '../core/errors';
import { LoadError } from '../core/LoadError';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../shared/api/query-keys';

/** GET /api/branches/{id}/printer: the branch's receipt printer address (admins edit it). */
const printerQuery = (branchId: string) =>
  queryOptions({
    queryKey: queryKeys.printer(branchId),
    queryFn: () => bo.get('/api/branches/{id}/printer', { path: { id: branchId } }),
  });

export function PrinterCard({ branchId }: { branchId: string }) {
  const { message } = App.useApp();
  const admin = isAdmin(useSession((s) => s.me));
  const client = useQueryClient();
  const printer = useQuery(printerQuery(branchId));
  const [form] = Form.useForm<{ printerAddress?: string }>();
  const [saving, setSaving] = useState(false);
  const [testing, setTesting] = useState(false);
  // Issue 37 item 5: the server asks the printer for its status and prints a test receipt.
  const testPrint = async () => {
    setTesting(true);
    try {
      const result = await boRequest<{ message?: string }>(`/branches/${branchId}/test/print`, { method: 'POST' });
      message.success(result.message ?? 'Testdruck erfolgreich.');
    } catch (error) {
      message.error(commandErrorMessage(error, 'Test nicht erfolgreich'));
    } finally {
      setTesting(false);
      void client.invalidateQueries({ queryKey: queryKeys.setupChecklist });
    }
  };
  useEffect(() => form.setFieldsValue({ printerAddress: printer.data?.printerAddress ?? '' }), [form, printer.data]);

  const save = async ({ printerAddress }: { printerAddress?: string }) => {
    setSaving(true);
    try {
      const saved = await bo.put('/api/branches/{id}/printer', {
        path: { id: branchId },
        body: { printerAddress: printerAddress ?? '' },
      });
      client.setQueryData(queryKeys.printer(branchId), saved);
      message.success('Druckeradresse gespeichert.');
    } catch (error) {
      form.setFields([{ name: 'printerAddress', errors: [resourceErrorMessage('branches', 'update', error)] }]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={<h2 className="bo-section-title">Belegdrucker</h2>}>
      {printer.error ? (
        <LoadError
          message={resourceErrorMessage('branches', 'loadItem', printer.error)}
          onRetry={() => void printer.refetch()}
        />
      ) : (
        <Form form={form} layout="inline" onFinish={save} disabled={!admin || printer.isPending}>
          <Form.Item
            name="printerAddress"
            label="Druckeradresse"
            extra="Netzwerkdrucker als Host oder Host:Port (Standardport 9100). Leer: Standarddrucker des Servers."
          >
            <Input placeholder="z. B. 192.168.1.50:9100" style={{ width: 260, maxWidth: '100%' }} />
          </Form.Item>
          {admin && (
            <Button htmlType="submit" loading={saving}>
              Druckeradresse speichern
            </Button>
          )}
          <Button loading={testing} disabled={false} onClick={() => void testPrint()}>
            Testdruck
          </Button>
        </Form>
      )}
    </Card>
  );
}
