// A branch's rush mode and cut-offs (issue 21).
import { CAPACITY_TEXTS } from '@bestell/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, InputNumber, Space } from 'antd';
import { useEffect } from 'react';
import { commandErrorMessage } from '../core/errors';
import { capacityApi, capacityKeys, capacityQueries, type SettingsRow } from './capacity-api';
import { TIME_RULE } from './capacity-parts';

type SettingsForm = Omit<SettingsRow, 'id' | 'branch'>;

export function SettingsCard({ branchId }: { branchId: string }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const settings = useQuery(capacityQueries.settings(branchId));
  const [form] = Form.useForm<SettingsForm>();
  useEffect(() => {
    if (settings.isSuccess) form.setFieldsValue(settings.data ?? EMPTY_SETTINGS);
  }, [settings.isSuccess, settings.data, form]);
  const save = useMutation({
    mutationFn: (values: SettingsForm) =>
      capacityApi.saveSettings(
        settings.data?.id ?? null,
        {
          leadMinutes: values.leadMinutes ?? 0,
          rushThreshold: values.rushThreshold ?? null,
          rushLeadMinutes: values.rushLeadMinutes ?? 0,
          pauseThreshold: values.pauseThreshold ?? null,
          sameDayCutoff: values.sameDayCutoff || null,
          dayBeforeCutoff: values.dayBeforeCutoff || null,
        },
        branchId,
      ),
    onSuccess: () => {
      message.success('Einstellungen gespeichert');
      void client.invalidateQueries({ queryKey: capacityKeys.all });
    },
    onError: (error) =>
      message.error(commandErrorMessage(error, 'Die Einstellungen konnten nicht gespeichert werden.')),
  });

  return (
    <Card title="Vorlaufzeit, Hochbetrieb und Annahmeschluss">
      <Form<SettingsForm> form={form} layout="vertical" initialValues={EMPTY_SETTINGS} onFinish={(v) => save.mutate(v)}>
        <Space wrap align="start">
          <Form.Item name="leadMinutes" label="Vorlaufzeit (Min.)">
            <InputNumber min={0} />
          </Form.Item>
          <Form.Item name="rushThreshold" label="Hochbetrieb ab offenen Bestellungen" tooltip="Leer: nie">
            <InputNumber min={0} placeholder="nie" />
          </Form.Item>
          <Form.Item name="rushLeadMinutes" label="Zusätzliche Vorlaufzeit (Min.)">
            <InputNumber min={0} />
          </Form.Item>
          <Form.Item
            name="pauseThreshold"
            label="Online-Bestellungen pausieren ab"
            tooltip={`Kunden sehen: „${CAPACITY_TEXTS.paused}“`}
          >
            <InputNumber min={0} placeholder="nie" />
          </Form.Item>
        </Space>
        <Space wrap align="start">
          <Form.Item name="sameDayCutoff" label="Annahmeschluss für heute" rules={[TIME_RULE]}>
            <Input placeholder="z. B. 14:00" style={{ width: 140 }} allowClear />
          </Form.Item>
          <Form.Item name="dayBeforeCutoff" label="Annahmeschluss für morgen" rules={[TIME_RULE]}>
            <Input placeholder="z. B. 16:00" style={{ width: 140 }} allowClear />
          </Form.Item>
        </Space>
        <div>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Speichern
          </Button>
        </div>
      </Form>
    </Card>
  );
}

const EMPTY_SETTINGS: SettingsForm = {
  leadMinutes: 0,
  rushThreshold: null,
  rushLeadMinutes: 0,
  pauseThreshold: null,
  sameDayCutoff: null,
  dayBeforeCutoff: null,
};
