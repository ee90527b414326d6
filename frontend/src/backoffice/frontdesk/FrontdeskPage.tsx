import type { StaffOrder } from '@bestell/domain';
import { formatDateTime, formatMoney, formatTime, VOUCHER_PAYMENT_METHOD } from '@bestell/domain';
import { Alert, Badge, Button, Card, Col, Empty, Row, Space, Tag } from 'antd';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { api } from '../../shared/api/client';
import { queryKeys } from '../../shared/api/query-keys';
import { type LiveOrders, mergePushed, useBackofficeOrders, useFrontdeskOrders } from '../../shared/realtime';
import { StatusTag } from '../orders/OrdersPage';
import { OrderActions } from '../orders/OrderActions';
import { OrderItems, OrderSummary } from '../orders/OrderDetail';
import { ReceiptPreview } from '../orders/ReceiptPreview';
import type { BranchKey } from '../orders/orders-api';
import { isMissed, loadAcknowledged, ringingOrders, saveAcknowledged } from './alerts';
import { webAudioChime, type Chime } from './chime';

const RING_EVERY_MS = 4000;
const DEFAULT_MISSED_MINUTES = 10;

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
  return (
    <LiveOrdersView
      feed={feed}
      queryKey={queryKeys.frontdeskOrders(branchId, apiKey)}
      storageKey={branchId}
      title="Frontdesk"
      chime={chime}
      branchKey={branchKey}
    />
  );
}

/** The same live screen inside the back office: the signed-in member's branches (session cookie). */
export function CurrentOrdersPage({ chime }: { chime?: Chime }) {
  const feed = useBackofficeOrders();
  return (
    <LiveOrdersView
      feed={feed}
      queryKey={queryKeys.currentOrders}
      storageKey="backoffice"
      title="Aktuelle Bestellungen"
      chime={chime}
    />
  );
}

function LiveOrdersView({
  feed,
  queryKey,
  storageKey: branchId,
  title,
  chime: given,
  branchKey,
}: {
  feed: LiveOrders;
  queryKey: QueryKey;
  storageKey: string;
  title: string;
  chime?: Chime;
  branchKey?: BranchKey;
}) {
  const chime = useMemo(() => given ?? webAudioChime(), [given]);
  const { error, reload } = feed;
  const orders = feed.orders as unknown as StaffOrder[];
  const client = useQueryClient();
  const [acknowledged, setAcknowledged] = useState(() => loadAcknowledged(branchId));
  const [soundReady, setSoundReady] = useState(chime.ready);
  const [selected, setSelected] = useState<string | null>(null);
  // The frontdesk tablet has no session: the public config read, without the login redirect.
  const config = useQuery({
    queryKey: queryKeys.publicConfig,
    queryFn: () => api.get<{ missedOrderMinutes?: number }>('/config'),
  });
  const missedMinutes = config.data?.missedOrderMinutes || DEFAULT_MISSED_MINUTES;
  const now = useNow(15_000);

  useEffect(() => {
    document.title = `${title} - Backoffice`;
  }, [title]);
  const ringing = ringingOrders(orders, acknowledged);

  useEffect(() => {
    if (!ringing.length) return;
    chime.play();
    const timer = window.setInterval(() => chime.play(), RING_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [ringing.length, chime]);

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
    client.setQueryData<StaffOrder[]>(queryKey, (current) => mergePushed(current, order));
    acknowledge([order.id]);
  };

  const detail = orders.find((o) => o.id === selected) ?? null;
  return (
    <main className={`bo-frontdesk${ringing.length ? ' bo-frontdesk-ringing' : ''}`}>
      <header className="bo-frontdesk-header">
        <h1 className="bo-page-title">{title}</h1>
        <Space wrap>
          {!soundReady && (
            <Button
              type="primary"
              onClick={async () => {
                await chime.unlock();
                setSoundReady(chime.ready);
              }}
            >
              Ton aktivieren
            </Button>
          )}
          <Button onClick={reload}>Aktualisieren</Button>
        </Space>
      </header>
      {ringing.length > 0 && (
        <div className="bo-frontdesk-alert" role="alert">
          <strong>
            {ringing.length === 1 ? 'Neue Bestellung!' : `${ringing.length} neue Bestellungen!`}{' '}
            {ringing.map((o) => `#${o.ticketNumber ?? ''}`).join(', ')}
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
                const missed = isMissed(o, missedMinutes, now);
                const isNew = ringing.some((r) => r.id === o.id);
                return (
                  <li key={o.id}>
                    <button
                      type="button"
                      className={`bo-frontdesk-order${missed ? ' is-missed' : ''}${isNew ? ' is-new' : ''}${
                        selected === o.id ? ' is-selected' : ''
                      }`}
                      onClick={() => {
                        setSelected(o.id);
                        acknowledge([o.id]);
                      }}
                    >
                      <span className="bo-frontdesk-ticket">#{o.ticketNumber ?? '–'}</span>
                      <span>
                        {[o.companyName, o.firstName, o.lastName].filter(Boolean).join(' ') || 'Gast'} ·{' '}
                        {o.isDelivery ? 'Lieferung' : o.isDineIn ? `Tisch ${o.tableIdentifier ?? ''}` : 'Abholung'}
                      </span>
                      <span>
                        {o.appointment
                          ? `Termin ${formatDateTime(o.appointment)}`
                          : `Eingang ${formatTime(o.createdAt)}`}
                      </span>
                      <Space size={4} wrap>
                        <StatusTag status={o.status} />
                        {isNew && <Badge status="processing" text="neu" />}
                        {missed && <Tag color="#b91c1c">verpasst</Tag>}
                        {/* The voucher is collected at the counter; the tag reminds staff before handing over. */}
                        {o.paymentMethod === VOUCHER_PAYMENT_METHOD && !o.isPaid && <Tag>Gutschein offen</Tag>}
                        <span>{formatMoney(o.totalGross, 'EUR', o.isApproximate ? 'ca.' : '')}</span>
                      </Space>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </Col>
        {detail && (
          <Col xs={24} lg={14}>
            <Card
              title={<h2 className="bo-section-title">Bestellung #{detail.ticketNumber ?? ''}</h2>}
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
    </main>
  );
}
