// Below a TV's form: live status, what it shows, its last screenshot, and a button for each command
// (spec 4: the returned device replaces the stored one; errors 'Befehl konnte nicht ausgeführt werden' /
// 'Befehl konnte nicht abgebrochen werden').
import { App, Button, Card, Descriptions, Form, Input, InputNumber, Select, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SignageCommand, SignageDeviceView } from '@bestell/domain';
import { bo } from '../core/api';
import { commandErrorMessage } from '../core/errors';
import { useOptions } from '../resources/resource-queries';
import { ABORT_ERROR, COMMAND_ERROR, COMMAND_STATES } from './labels';
import { currentText, OnlineTag, useSceneNames } from './TvsPage';
import { storeTv, useLiveTv } from './use-live-tvs';

const COMMAND_LABELS: Record<SignageCommand['type'], string> = {
  'show-scene': 'Szene zeigen',
  'back-to-schedule': 'Zurück zum Zeitplan',
  reload: 'Neu laden',
  'show-message': 'Nachricht anzeigen',
  screenshot: 'Screenshot',
  'screen-times': 'Bildschirmzeiten',
};

function commandText(tv: SignageDeviceView): string {
  const payload = tv.pendingCommand?.payload;
  if (!payload) return '–';
  const label = 'abort' in payload ? 'Abbruch' : COMMAND_LABELS[payload.type];
  return `${label}: ${COMMAND_STATES[tv.commandState]}`;
}

export function TvPanel({ item }: { item: { id: string } }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const live = useLiveTv(item.id);
  const sceneNames = useSceneNames();
  const scenes = useOptions('scenes');
  const [busy, setBusy] = useState<string | null>(null);
  const [scene, setScene] = useState<string>();
  const [minutes, setMinutes] = useState(5);
  const [text, setText] = useState('');
  const [on, setOn] = useState('06:00');
  const [off, setOff] = useState('20:00');
  const tv = live.data;
  if (!tv) return null;

  const send = async (command: SignageCommand) => {
    setBusy(command.type);
    try {
      storeTv(
        client,
        await bo.post('/api/digital-signage-devices/{id}/command', { path: { id: tv.id }, body: { command } }),
      );
      message.success(`Befehl gesendet: ${COMMAND_LABELS[command.type]}`);
    } catch (error) {
      message.error(commandErrorMessage(error, COMMAND_ERROR));
    } finally {
      setBusy(null);
    }
  };
  const abort = async () => {
    setBusy('abort');
    try {
      storeTv(client, await bo.post('/api/digital-signage-devices/{id}/command/abort', { path: { id: tv.id } }));
      message.success('Befehl abgebrochen');
    } catch (error) {
      message.error(commandErrorMessage(error, ABORT_ERROR));
    } finally {
      setBusy(null);
    }
  };
  const button = (command: SignageCommand, disabled = false) => (
    <Button loading={busy === command.type} disabled={disabled || !!busy} onClick={() => void send(command)}>
      {COMMAND_LABELS[command.type]}
    </Button>
  );

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card title={<h2 className="bo-section-title">Status</h2>}>
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'online', label: 'Status', children: <OnlineTag tv={tv} /> },
            { key: 'current', label: 'Läuft gerade', children: currentText(tv, sceneNames) },
            {
              key: 'heartbeat',
              label: 'Letztes Lebenszeichen',
              children: tv.lastHeartbeatAt ? new Date(tv.lastHeartbeatAt).toLocaleString('de-AT') : '–',
            },
            { key: 'version', label: 'Version', children: tv.contentVersion?.slice(0, 8) ?? '–' },
            {
              key: 'command',
              label: 'Letzter Befehl',
              children: commandText(tv),
            },
            {
              key: 'player',
              label: 'Player-Adresse',
              children: <a href={`/signage/${tv.id}`}>{`/signage/${tv.id}`}</a>,
            },
          ]}
        />
      </Card>
      <Card title={<h2 className="bo-section-title">Befehle</h2>}>
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Space wrap>
            <Form.Item label="Szene" style={{ marginBottom: 0 }}>
              <Select aria-label="Szene" options={scenes} value={scene} onChange={setScene} style={{ width: 220 }} />
            </Form.Item>
            <Form.Item label="Minuten" style={{ marginBottom: 0 }}>
              <InputNumber
                aria-label="Minuten"
                min={1}
                max={1440}
                value={minutes}
                onChange={(v) => setMinutes(v ?? 5)}
              />
            </Form.Item>
            {button({ type: 'show-scene', scene: { id: scene ?? '' }, minutes }, !scene)}
          </Space>
          <Space wrap>
            <Form.Item label="Nachricht" style={{ marginBottom: 0 }}>
              <Input
                aria-label="Nachricht"
                value={text}
                onChange={(e) => setText(e.target.value)}
                style={{ width: 280 }}
              />
            </Form.Item>
            {button({ type: 'show-message', text: text.trim(), minutes }, !text.trim())}
          </Space>
          <Space wrap>
            <Form.Item label="Ein" style={{ marginBottom: 0 }}>
              <Input aria-label="Einschaltzeit" type="time" value={on} onChange={(e) => setOn(e.target.value)} />
            </Form.Item>
            <Form.Item label="Aus" style={{ marginBottom: 0 }}>
              <Input aria-label="Ausschaltzeit" type="time" value={off} onChange={(e) => setOff(e.target.value)} />
            </Form.Item>
            {button({ type: 'screen-times', screenTimes: { on, off } }, !on || !off)}
            <Button disabled={!!busy} onClick={() => void send({ type: 'screen-times', screenTimes: null })}>
              Immer an
            </Button>
          </Space>
          <Space wrap>
            {button({ type: 'back-to-schedule' })}
            {button({ type: 'reload' })}
            {button({ type: 'screenshot' })}
            <Button
              danger
              loading={busy === 'abort'}
              disabled={!!busy || tv.commandState !== 'pending'}
              onClick={() => void abort()}
            >
              Befehl abbrechen
            </Button>
          </Space>
        </Space>
      </Card>
      <Card title={<h2 className="bo-section-title">Letzter Screenshot</h2>}>
        {tv.screenshotUrl ? (
          <figure style={{ margin: 0 }}>
            <img className="sg-tv-shot" src={tv.screenshotUrl} alt={`Screenshot von ${tv.name || 'TV'}`} />
            <figcaption>{tv.screenshotAt ? new Date(tv.screenshotAt).toLocaleString('de-AT') : ''}</figcaption>
          </figure>
        ) : (
          <p>Noch kein Screenshot.</p>
        )}
      </Card>
    </Space>
  );
}
