// 'Arbeitsverträge' (issue 18 item 1): contracts with a valid-from date, hours per weekday, holiday
// days per year and the law (AT or DE, federal state for public holidays). A change is a new contract
// from a later date, so the past is never rewritten: the page lists, adds and deletes, it never edits.
// Its own page, not the generic one: 'work-contracts' is no resource of the spec's message catalogue.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, DatePicker, Form, Input, InputNumber, Modal, Popconfirm, Select, Space, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { firstErrorMessage } from '@bestell/domain';
import { ApiError } from '../../shared/api/client';
import type { ApiData } from '../../shared/api/typed';
import { bo } from '../core/api';
import { LoadError } from '../core/LoadError';
import { staffKeys, staffQueries } from './staff-api';

const WEEKDAYS = [
  ['monday', 'Mo'],
  ['tuesday', 'Di'],
  ['wednesday', 'Mi'],
  ['thursday', 'Do'],
  ['friday', 'Fr'],
  ['saturday', 'Sa'],
  ['sunday', 'So'],
] as const;
type Weekday = (typeof WEEKDAYS)[number][0];
const LAWS = [
  { value: 'AT', label: 'Österreich' },
  { value: 'DE', label: 'Deutschland' },
];

/** GET /api/work-contracts; `user` is null once the person was deleted (the contract stays, anonymised). */
type Contract = ApiData<'/api/work-contracts', 'get'>[number];
interface ContractForm {
  user: string;
  validFrom: Dayjs;
  hours: Partial<Record<Weekday, number | null>>;
  holidayDaysPerYear: number;
  jurisdiction: 'AT' | 'DE';
  state?: string;
}

const KEY = staffKeys.workContracts;
const message = (error: unknown, fallback: string) =>
  firstErrorMessage(error instanceof ApiError && error.status !== 0 ? error.errors : [], fallback);
const hoursDe = (n: number) => n.toLocaleString('de-AT', { maximumFractionDigits: 2 });

/** 'Mo 8 · Di 8 · …' for the days with hours. */
export const weekText = (hours: Contract['hoursPerWeekday']) =>
  WEEKDAYS.filter(([d]) => hours[d])
    .map(([d, label]) => `${label} ${hoursDe(hours[d]!)}`)
    .join(' · ');

export default function WorkContractsPage() {
  const { message: toast } = App.useApp();
  const client = useQueryClient();
  const contracts = useQuery(staffQueries.workContracts());
  const users = useQuery(staffQueries.users());
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<ContractForm>();
  const nameOf = (id: string | undefined) => {
    if (!id) return '–';
    const u = users.data?.find((x) => x.id === id);
    return u ? u.name || u.email : '…';
  };

  const create = useMutation({
    mutationFn: (v: ContractForm) =>
      bo.post('/api/work-contracts', {
        body: {
          user: { id: v.user },
          validFrom: v.validFrom.format('YYYY-MM-DD'),
          hoursPerWeekday: Object.fromEntries(
            WEEKDAYS.map(([d]) => [d, v.hours[d] ?? 0]).filter(([, h]) => (h as number) > 0),
          ),
          holidayDaysPerYear: v.holidayDaysPerYear,
          jurisdiction: v.jurisdiction,
          state: v.state?.trim() || null,
        },
      }),
    onSuccess: () => {
      toast.success('Arbeitsvertrag gespeichert');
      setOpen(false);
      void client.invalidateQueries({ queryKey: KEY });
    },
    onError: (error) => toast.error(message(error, 'Arbeitsvertrag konnte nicht erstellt werden')),
  });
  const remove = useMutation({
    mutationFn: (id: string) => bo.delete('/api/work-contracts/{id}', { path: { id } }),
    onSuccess: () => {
      toast.success('Arbeitsvertrag gelöscht');
      void client.invalidateQueries({ queryKey: KEY });
    },
    onError: (error) => toast.error(message(error, 'Arbeitsvertrag konnte nicht gelöscht werden')),
  });

  const rows = [...(contracts.data ?? [])].sort(
    (a, b) => nameOf(a.user?.id).localeCompare(nameOf(b.user?.id), 'de') || b.validFrom.localeCompare(a.validFrom),
  );
  return (
    <Card
      title={<h1 className="bo-page-title">Arbeitsverträge</h1>}
      extra={
        <Button
          type="primary"
          onClick={() => {
            form.resetFields();
            setOpen(true);
          }}
        >
          Neuer Vertrag
        </Button>
      }
    >
      <p className="staff-muted">
        Eine Änderung ist ein neuer Vertrag ab einem späteren Datum; frühere Zeiträume bleiben wie sie waren.
      </p>
      {contracts.error ? (
        <LoadError
          message={message(contracts.error, 'Arbeitsverträge konnten nicht geladen werden')}
          onRetry={() => void contracts.refetch()}
        />
      ) : (
        <Table<Contract>
          rowKey="id"
          loading={contracts.isPending}
          dataSource={rows}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: 'Person', key: 'user', render: (_: unknown, c) => nameOf(c.user?.id) },
            { title: 'Gültig ab', dataIndex: 'validFrom', render: (v: string) => dayjs(v).format('DD.MM.YYYY') },
            {
              title: 'Wochenstunden',
              key: 'week',
              render: (_: unknown, c) => (
                <>
                  <strong>{hoursDe(Object.values(c.hoursPerWeekday).reduce((s, h) => s + (h ?? 0), 0))}</strong>
                  <div className="staff-muted">{weekText(c.hoursPerWeekday)}</div>
                </>
              ),
            },
            { title: 'Urlaub/Jahr', dataIndex: 'holidayDaysPerYear', render: (v: number) => `${hoursDe(v)} Tage` },
            {
              title: 'Recht',
              key: 'law',
              render: (_: unknown, c) =>
                `${LAWS.find((l) => l.value === c.jurisdiction)?.label ?? c.jurisdiction}${c.state ? ` (${c.state})` : ''}`,
            },
            {
              title: 'Aktionen',
              key: 'actions',
              render: (_: unknown, c) => (
                <Popconfirm
                  title="Arbeitsvertrag löschen?"
                  okText="Löschen"
                  cancelText="Abbrechen"
                  onConfirm={() => remove.mutate(c.id)}
                >
                  <Button size="small" danger>
                    Löschen
                  </Button>
                </Popconfirm>
              ),
            },
          ]}
        />
      )}
      <Modal
        open={open}
        title="Neuer Arbeitsvertrag"
        okText="Speichern"
        cancelText="Abbrechen"
        confirmLoading={create.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form<ContractForm>
          form={form}
          layout="vertical"
          initialValues={{
            validFrom: dayjs(),
            hours: { monday: 8, tuesday: 8, wednesday: 8, thursday: 8, friday: 8 },
            holidayDaysPerYear: 25,
            jurisdiction: 'AT',
          }}
          onFinish={(v) => create.mutate(v)}
        >
          <Form.Item name="user" label="Person" rules={[{ required: true, message: 'Bitte eine Person wählen.' }]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={(users.data ?? []).map((u) => ({ value: u.id, label: u.name || u.email }))}
            />
          </Form.Item>
          <Space wrap align="start">
            <Form.Item
              name="validFrom"
              label="Gültig ab"
              rules={[{ required: true, message: 'Bitte ein Datum wählen.' }]}
            >
              <DatePicker format="DD.MM.YYYY" allowClear={false} />
            </Form.Item>
            <Form.Item name="holidayDaysPerYear" label="Urlaubstage pro Jahr">
              <InputNumber min={0} max={100} step={0.5} />
            </Form.Item>
          </Space>
          <fieldset className="staff-fieldset">
            <legend>Stunden je Wochentag</legend>
            <Space wrap>
              {WEEKDAYS.map(([d, label]) => (
                <Form.Item key={d} name={['hours', d]} label={label}>
                  <InputNumber min={0} max={24} step={0.5} style={{ width: 72 }} />
                </Form.Item>
              ))}
            </Space>
          </fieldset>
          <Space wrap align="start">
            <Form.Item name="jurisdiction" label="Arbeitsrecht">
              <Select options={LAWS} style={{ width: 160 }} />
            </Form.Item>
            <Form.Item name="state" label="Bundesland (Code)" extra="für Feiertage, z. B. 9 = Wien, 6 = Steiermark, BY">
              <Input style={{ width: 120 }} maxLength={10} />
            </Form.Item>
          </Space>
        </Form>
      </Modal>
    </Card>
  );
}
