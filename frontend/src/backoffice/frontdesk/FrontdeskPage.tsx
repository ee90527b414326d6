import type { StaffOrder } from '@bestell/domain';
import { DEFAULT_WAITING_THRESHOLDS, minutesSince, waitingLevel } from '@bestell/domain';
import { COUNTER_TEXTS, ticketLabel } from '@bestell/domain';
import { Alert, App, Button, Card, Col, ConfigProvider, Empty, Row, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { type LiveOrders, useBackofficeOrders, useFrontdeskOrders } from '../../shared/realtime';
import { publicConfigQuery } from '../config/config-queries';
import { OrderActions } from '../orders/OrderActions';
import { OrderItems, OrderSummary } from '../orders/OrderDetail';
import { ReceiptPreview } from '../orders/ReceiptPreview';
import type { BranchKey } from '../orders/orders-api';
import { isMissed, loadAcknowledged, ringingOrders, saveAcknowledged } from './alerts';
import { webAudioChime, type Chime } from './chime';
import { FrontdeskOrderCard } from './FrontdeskOrderCard';
import { loadSoundSettings, saveSoundOn, saveSoundTapped } from './sound';
import { useFullscreen, useWakeLock } from './use-screen';

/** The phone-order dialog brings the storefront's item dialog along: loaded on the first 'Neue Bestellung'. */
const PhoneOrderDialog = lazy(async () => ({ default: (await import('./PhoneOrderDialog')).PhoneOrderDialog }));

const RING_EVERY_MS = 4000;
/** Read from arm's length on a tablet: antd's controls at 16 px instead of 14 px. */
const ARM_LENGTH = { token: { fontSize: 16 } };
const DEFAULT_MISSED_MINUTES = 10;

/** A speaker, struck out when muted: inline, since tablets may lack an emoji font. */
function SpeakerIcon({ muted }: { muted: boolean }) {
  return (
    <svg className="bo-speaker" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      {muted ? (
        <path d="M16 9l5 6m0-6l-5 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M16 8.5a5 5 0 010 7M18.5 6a8.5 8.5 0 010 12" stroke="currentColor" strokeWidth="2" fill="none" />
      )}
    </svg>
  );
}

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * Frontdesk of one branch (branchId + apiKey, no staff login): live list of current orders, a sound
 * and a blinking banner for each new order until it is acknowledged, missed orders marked. The
 * actions go out with the same branchId + apiKey (headers), so the tablet needs no session either.
 */
export function FrontdeskPage({ branchId, apiKey, chime }: { branchId: string; apiKey: string; chime?: Chime }) {
  const feed = useFrontdeskOrders(branchId, apiKey);
  const branchKey = useMemo(() => ({ branchId, apiKey }), [branchId, apiKey]);
  // A tablet on the counter: the screen stays on while the list is open.
  useWakeLock();
  return (
    <LiveOrdersView tablet feed={feed} storageKey={branchId} title="Frontdesk" chime={chime} branchKey={branchKey} />
  );
}

/** The same live screen inside the back office: the signed-in member's branches (session cookie). */
export function CurrentOrdersPage({ chime }: { chime?: Chime }) {
  const feed = useBackofficeOrders();
  return <LiveOrdersView feed={feed} storageKey="backoffice" title="Aktuelle Bestellungen" chime={chime} />;
}

function LiveOrdersView({
  feed,
  storageKey: branchId,
  title,
  chime: given,
  branchKey,
  tablet = false,
}: {
  feed: LiveOrders;
  storageKey: string;
  title: string;
  chime?: Chime;
  branchKey?: BranchKey;
  /** The branch's frontdesk tablet: full-screen button. */
  tablet?: boolean;
}) {
  const chime = useMemo(() => given ?? webAudioChime(), [given]);
  const { error, reload } = feed;
  const orders = feed.orders as unknown as StaffOrder[];
  const [acknowledged, setAcknowledged] = useState(() => loadAcknowledged(branchId));
  const [sound, setSound] = useState(loadSoundSettings);
  // Whether this page load may play sound: browsers need one gesture per load (and a new device one tap
  // even where autoplay is allowed), so until then a small banner says so (issue 40: no full-screen overlay).
  const [unlocked, setUnlocked] = useState(() => chime.ready && sound.tapped);
  const fullscreen = useFullscreen();
  const [selected, setSelected] = useState<string | null>(null);
  const [phoneOrder, setPhoneOrder] = useState(false);
  const { message } = App.useApp();
  // The frontdesk tablet has no session: the public config read, without the login redirect.
  const config = useQuery(publicConfigQuery());
  const missedMinutes = config.data?.missedOrderMinutes || DEFAULT_MISSED_MINUTES;
  // Red from the shop's missed-order minutes, amber from half of them (5 of the default 10).
  const thresholds = {
    waiting: Math.min(DEFAULT_WAITING_THRESHOLDS.waiting, Math.max(1, Math.floor(missedMinutes / 2))),
    overdue: missedMinutes,
  };
  const now = useNow(15_000);

  useEffect(() => {
    document.title = `${title} - Backoffice`;
  }, [title]);
  const ringing = ringingOrders(orders, acknowledged);

  useEffect(() => {
    if (!ringing.length || !sound.on) return;
    chime.play();
    const timer = window.setInterval(() => chime.play(), RING_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [ringing.length, chime, sound.on]);

  const unlock = useCallback(async () => {
    await chime.unlock();
    // resume() settles once the browser lets the page play: from then on no banner for this load.
    saveSoundTapped();
    setUnlocked(true);
  }, [chime]);
  // After a reload the browser wants a gesture again: the first touch anywhere resumes the sound.
  useEffect(() => {
    if (!sound.on || unlocked) return;
    const resume = () => void unlock();
    window.addEventListener('pointerdown', resume, { once: true, capture: true });
    window.addEventListener('keydown', resume, { once: true, capture: true });
    return () => {
      window.removeEventListener('pointerdown', resume, { capture: true });
      window.removeEventListener('keydown', resume, { capture: true });
    };
  }, [sound.on, unlocked, unlock]);

  const toggleSound = () => {
    const on = !sound.on;
    saveSoundOn(on);
    if (on) void unlock();
    setSound({ on, tapped: sound.tapped || on });
  };

  const acknowledge = useCallback(
    (ids: string[]) => {
      setAcknowledged((current) => {
        const next = new Set([...current, ...ids]);
        saveAcknowledged(
          branchId,
          next,
          orders.map((o) => o.id),
        );
        return next;
      });
    },
    [branchId, orders],
  );

  const onResult = (order: StaffOrder) => {
    // The answer usually arrives before the push: into the live list, by version like a push.
    feed.merge(order);
    acknowledge([order.id]);
  };

  const onPhoneOrder = (order: StaffOrder) => {
    setPhoneOrder(false);
    // Entered here: into the list at once, and no ringing for it.
    onResult(order);
    setSelected(order.id);
    void message.success(COUNTER_TEXTS.placed(order.ticketNumber));
  };

  const detail = orders.find((o) => o.id === selected) ?? null;
  return (
    <ConfigProvider theme={ARM_LENGTH}>
      <main className={`bo-frontdesk${ringing.length ? ' bo-frontdesk-ringing' : ''}`}>
        <header className="bo-frontdesk-header">
          <h1 className="bo-page-title">{title}</h1>
          <Space wrap>
            <Button type="primary" onClick={() => setPhoneOrder(true)}>
              {COUNTER_TEXTS.newOrder}
            </Button>
            <Button aria-pressed={sound.on} onClick={toggleSound} className={sound.on ? undefined : 'bo-sound-muted'}>
              <SpeakerIcon muted={!sound.on} /> {sound.on ? 'Ton an' : 'stumm'}
            </Button>
            {tablet && fullscreen.supported && (
              <Button onClick={fullscreen.toggle}>{fullscreen.active ? 'Vollbild beenden' : 'Vollbild'}</Button>
            )}
            <Button onClick={reload}>Aktualisieren</Button>
          </Space>
        </header>
        {sound.on && !unlocked && (
          // A tap anywhere does it too (the listener above); the banner says why and stays until then.
          <button type="button" className="bo-sound-banner" onClick={() => void unlock()}>
            <SpeakerIcon muted /> <strong>Ton aktivieren</strong>
            <span className="bo-sound-banner__hint">Einmal tippen, damit neue Bestellungen hörbar klingeln.</span>
          </button>
        )}
        {ringing.length > 0 && (
          <div className="bo-frontdesk-alert" role="alert">
            <strong>
              {ringing.length === 1 ? 'Neue Bestellung!' : `${ringing.length} neue Bestellungen!`}{' '}
              {ringing
                .map((o) => `#${ticketLabel({ ticketNumber: o.ticketNumber ?? 0, isTest: o.isTest })}`)
                .join(', ')}
            </strong>
            <Button size="large" onClick={() => acknowledge(ringing.map((o) => o.id))}>
              Gesehen
            </Button>
          </div>
        )}
        {error && (
          <Alert
            type="error"
            showIcon
            title={error}
            style={{ marginBottom: 16 }}
            action={
              <Button size="small" onClick={reload}>
                Erneut versuchen
              </Button>
            }
          />
        )}
        <Row gutter={16}>
          <Col xs={24} lg={detail ? 10 : 24}>
            {orders.length === 0 ? (
              <Card>
                <Empty description="Keine offenen Bestellungen" />
              </Card>
            ) : (
              <ul className="bo-frontdesk-list" aria-label="Offene Bestellungen">
                {orders.map((o) => {
                  const minutes = minutesSince(o.createdAt, now);
                  return (
                    <FrontdeskOrderCard
                      key={o.id}
                      order={o}
                      minutes={minutes}
                      level={waitingLevel(o.status, minutes, thresholds)}
                      missed={isMissed(o, missedMinutes, now)}
                      isNew={ringing.some((r) => r.id === o.id)}
                      selected={selected === o.id}
                      onSelect={() => {
                        setSelected(o.id);
                        acknowledge([o.id]);
                      }}
                    />
                  );
                })}
              </ul>
            )}
          </Col>
          {detail && (
            <Col xs={24} lg={14}>
              <Card
                title={
                  <h2 className="bo-section-title">
                    Bestellung #{ticketLabel({ ticketNumber: detail.ticketNumber ?? 0, isTest: detail.isTest })}
                  </h2>
                }
                extra={<Button onClick={() => setSelected(null)}>Schließen</Button>}
              >
                <Space orientation="vertical" size="large" style={{ width: '100%' }}>
                  <OrderActions order={detail} onResult={onResult} branchKey={branchKey} />
                  <OrderSummary order={detail} />
                  <OrderItems items={detail.items} />
                  <ReceiptPreview order={detail} />
                </Space>
              </Card>
            </Col>
          )}
        </Row>
        {phoneOrder && (
          <Suspense fallback={null}>
            <PhoneOrderDialog
              branchId={branchKey?.branchId}
              onClose={() => setPhoneOrder(false)}
              onPlaced={onPhoneOrder}
            />
          </Suspense>
        )}
      </main>
    </ConfigProvider>
  );
}
