// 'TVs': every signage TV with online/offline (live), what it shows, its version, and pairing by the code
// the TV shows.
import { App, Button, Card, Form, Input, Modal, Select, Space, Table, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SIGNAGE_TEXTS, type PairDeviceInput, type SignageDeviceView } from '@bestell/domain';
import { queryKeys } from '../../shared/api/query-keys';
import { bo } from '../core/api';
import { commandErrorMessage, resourceErrorMessage } from '../core/errors';
import { hashHref } from '../core/hash-route';
import { LoadError } from '../core/LoadError';
import { useOptions } from '../resources/resource-queries';
import { SOURCE_LABELS } from './labels';
import { storeTv, TVS, useLiveTvs } from './use-live-tvs';
import './signage-bo.css';

export function OnlineTag({ tv }: { tv: Pick<SignageDeviceView, 'online' | 'paired'> }) {
  if (!tv.paired) return <Tag>Nicht gekoppelt</Tag>;
  return tv.online ? <Tag color="green">Online</Tag> : <Tag color="red">Offline</Tag>;
}

export function useSceneNames(): Map<string, string> {
  return new Map(useOptions('scenes').map((o) => [o.value, o.label]));
}

export function currentText(tv: SignageDeviceView, scenes: Map<string, string>): string {
  const item = tv.currentItem;
  if (!item) return '–';
  const scene = item.sceneId ? (scenes.get(item.sceneId) ?? 'Szene') : '–';
  return `${scene} (${SOURCE_LABELS[item.source] ?? item.source})`;
}

function PairDialog({ open, onClose, tvs }: { open: boolean; onClose: () => void; tvs: SignageDeviceView[] }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const branches = useOptions('branches');
  const streams = useOptions('digital-signage-streams');
  const [form] = Form.useForm<{ code: string; device?: string; branch?: string; name?: string; stream?: string }>();
  const [busy, setBusy] = useState(false);
  const device = Form.useWatch('device', form);
  const submit = async () => {
    const v = await form.validateFields();
    const body: PairDeviceInput = {
      code: v.code.trim().toUpperCase(),
      ...(v.device
        ? { device: { id: v.device } }
        : { branch: v.branch ? { id: v.branch } : undefined, name: v.name?.trim() || undefined }),
      ...(v.stream ? { stream: { id: v.stream } } : {}),
    };
    setBusy(true);
    try {
      const tv = await bo.post('/api/digital-signage-devices/pair', { body });
      storeTv(client, tv);
      void client.invalidateQueries({ queryKey: queryKeys.resourceList(TVS) });
      message.success(`${tv.name || 'TV'} gekoppelt`);
      form.resetFields();
      onClose();
    } catch (error) {
      const text = commandErrorMessage(error, SIGNAGE_TEXTS.pairingCodeInvalid);
      form.setFields([{ name: 'code', errors: [text] }]);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      title="TV koppeln"
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="Koppeln"
      cancelText="Abbrechen"
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="code"
          label="Code am Bildschirm"
          rules={[{ required: true, message: 'Bitte den Code vom Bildschirm eingeben.' }]}
        >
          <Input autoComplete="off" maxLength={12} style={{ textTransform: 'uppercase', letterSpacing: 4 }} />
        </Form.Item>
        <Form.Item name="device" label="TV">
          <Select
            allowClear
            placeholder="Neuer TV"
            options={tvs.map((t) => ({ value: t.id, label: t.name || t.identifier }))}
          />
        </Form.Item>
        {!device && (
          <>
            <Form.Item name="name" label="Name">
              <Input />
            </Form.Item>
            <Form.Item
              name="branch"
              label="Filiale"
              rules={[{ required: true, message: 'Bitte eine Filiale wählen.' }]}
            >
              <Select options={branches} />
            </Form.Item>
          </>
        )}
        <Form.Item name="stream" label="Stream">
          <Select allowClear options={streams} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export default function TvsPage() {
  const list = useLiveTvs();
  const scenes = useSceneNames();
  const [pairing, setPairing] = useState(false);
  const tvs = list.data ?? [];
  return (
    <Card
      title={<h1 className="bo-page-title">TVs</h1>}
      extra={
        <Space wrap>
          <Button type="primary" onClick={() => setPairing(true)}>
            Koppeln
          </Button>
          <Button href={hashHref(`/${TVS}/new`)}>Neu</Button>
        </Space>
      }
    >
      {list.error ? (
        <LoadError message={resourceErrorMessage(TVS, 'loadList', list.error)} onRetry={() => void list.refetch()} />
      ) : (
        <Table<SignageDeviceView>
          rowKey="id"
          loading={list.isLoading}
          dataSource={tvs}
          pagination={false}
          scroll={{ x: true }}
          locale={{ emptyText: <span className="sg-empty">Noch keine TVs</span> }}
          columns={[
            {
              title: 'Name',
              dataIndex: 'name',
              render: (_: unknown, tv) => <a href={hashHref(`/${TVS}/${tv.id}`)}>{tv.name || tv.identifier}</a>,
            },
            { title: 'Status', key: 'online', render: (_: unknown, tv) => <OnlineTag tv={tv} /> },
            { title: 'Läuft gerade', key: 'current', render: (_: unknown, tv) => currentText(tv, scenes) },
            {
              title: 'Version',
              key: 'version',
              render: (_: unknown, tv) =>
                tv.contentVersion ? (
                  <span>
                    {tv.contentVersion.slice(0, 8)}
                    {tv.latestVersion && tv.latestVersion !== tv.contentVersion ? ' (aktualisiert …)' : ''}
                  </span>
                ) : (
                  '–'
                ),
            },
            {
              title: 'Letztes Lebenszeichen',
              dataIndex: 'lastHeartbeatAt',
              render: (v: string | null) => (v ? new Date(v).toLocaleString('de-AT') : '–'),
            },
          ]}
        />
      )}
      <PairDialog open={pairing} onClose={() => setPairing(false)} tvs={tvs} />
    </Card>
  );
}
