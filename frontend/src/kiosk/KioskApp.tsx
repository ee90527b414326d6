// Self-service kiosk (issue 21, spec 1 and 4): pairing on first start, then screensaver -> order type ->
// menu -> payment -> ticket number, with an idle reset that clears the cart and the stored order details.
// No cookie banner, no third-party scripts, no staff toolbar: the route is marked selfService (router.tsx).
import {
  KIOSK_TEXTS,
  STOREFRONT_TEXTS,
  type KioskDeviceView,
  type KioskOrderAnswer,
  type KioskOrderType,
  type KioskPayment,
} from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../shared/api/client';
import { useInitData } from '../shared/api/init';
import { queryKeys } from '../shared/api/query-keys';
import type { ApiBranch } from '../shared/api/types';
import { cartStore } from '../shared/cart/store';
import { Alert, Spinner } from '../shared/shop-ui/Alert';
import { Button } from '../shared/shop-ui/Button';
import { Dialog } from '../shared/shop-ui/Dialog';
import { kioskApi, kioskCredentials, type KioskCredentials } from './kiosk-api';
import { KioskPairing } from './KioskPairing';
import { MenuScreen, ORDER_TYPE_LABEL } from './MenuScreen';
import { PayScreen } from './PayScreen';
import { Screensaver } from './Screensaver';
import { StaffExit } from './StaffExit';
import { newIdempotencyKey, submitWithRetry } from './submit';
import { TicketScreen } from './TicketScreen';
import { useIdleReset } from './use-idle-reset';
import '../shared/menu/shop.css';
import './kiosk.css';

type Phase = 'saver' | 'type' | 'menu' | 'pay' | 'ticket';

export function KioskApp() {
  const [credentials, setCredentials] = useState<KioskCredentials | null>(() => kioskCredentials.read());
  const paired = useCallback((next: KioskCredentials) => {
    kioskCredentials.write(next);
    setCredentials(next);
  }, []);
  const unpair = useCallback(() => {
    kioskCredentials.clear();
    setCredentials(null);
  }, []);
  if (!credentials) {
    return (
      <div className="ks-app">
        <KioskPairing onPaired={paired} />
      </div>
    );
  }
  return <PairedKiosk credentials={credentials} onUnpair={unpair} />;
}

function PairedKiosk({ credentials, onUnpair }: { credentials: KioskCredentials; onUnpair(): void }) {
  const { branches } = useInitData();
  const device = useQuery({
    queryKey: queryKeys.kioskDevice(credentials.deviceId),
    queryFn: () => kioskApi.device(credentials.token),
    refetchInterval: 5 * 60_000,
    retry: (count, error) => !(error instanceof ApiError && error.status === 401) && count < 3,
  });
  const unauthorised = device.error instanceof ApiError && device.error.status === 401;
  useEffect(() => {
    // Unpaired or deleted in the back office: show a new pairing code.
    if (unauthorised) onUnpair();
  }, [unauthorised, onUnpair]);

  if (!device.data) {
    return (
      <div className="ks-app ks-center">
        {device.isError ? <Alert type="error" showIcon title={device.error.message} /> : <Spinner />}
      </div>
    );
  }
  const branch = branches.find((entry) => entry.id === device.data.branch.id);
  if (!branch) {
    return (
      <div className="ks-app ks-center">
        <Alert type="warning" showIcon title={STOREFRONT_TEXTS.unknownError} description={device.data.branch.name} />
      </div>
    );
  }
  return <KioskFlow branch={branch} device={device.data} token={credentials.token} onUnpair={onUnpair} />;
}

/** Clears what a customer left behind (spec 4: in self-service the stored order details are reset too). */
function resetOrder() {
  cartStore.getState().clear();
}

function KioskFlow({
  branch,
  device,
  token,
  onUnpair,
}: {
  branch: ApiBranch;
  device: KioskDeviceView;
  token: string;
  onUnpair(): void;
}) {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('saver');
  const [orderType, setOrderType] = useState<KioskOrderType>('takeaway');
  const [accessible, setAccessible] = useState(false);
  const [staff, setStaff] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [ticket, setTicket] = useState<KioskOrderAnswer | null>(null);
  // One key per payment choice of this checkout: repeated taps and retries name the same order.
  const keys = useRef(new Map<KioskPayment, string>());

  const types = (['dineIn', 'takeaway'] as const).filter((type) =>
    type === 'dineIn' ? branch.isDineInEnabled : branch.isTakeawayEnabled,
  );

  const restart = useCallback(() => {
    resetOrder();
    keys.current.clear();
    setTicket(null);
    setError(null);
    setBusy(false);
    setAccessible(false);
    setStaff(false);
    setPhase('saver');
  }, []);
  const idle = useIdleReset(phase === 'type' || phase === 'menu' || (phase === 'pay' && !busy), restart);

  const start = () => {
    resetOrder();
    if (types.length === 1) chooseType(types[0]!);
    else setPhase('type');
  };
  const chooseType = (type: KioskOrderType) => {
    setOrderType(type);
    cartStore.getState().setOrderType(type);
    keys.current.clear();
    setPhase('menu');
  };
  const pay = async (payment: KioskPayment) => {
    const cart = cartStore.getState().cart;
    let key = keys.current.get(payment);
    if (!key) keys.current.set(payment, (key = newIdempotencyKey()));
    setBusy(true);
    setError(null);
    try {
      const body = {
        orderType,
        payment,
        items: cart.items.map((line) => ({
          product: { id: String(line.product.id) },
          amount: line.amount,
          unit: line.unit,
          parts: line.parts ?? [],
        })),
      };
      const answer = await submitWithRetry((b, k) => kioskApi.placeOrder(token, b, k), body, key);
      resetOrder();
      keys.current.clear();
      setTicket(answer);
      setPhase('ticket');
    } catch (err) {
      setError(err instanceof Error ? err.message : STOREFRONT_TEXTS.unknownError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={`ks-app${accessible ? ' ks-app--accessible' : ''}`} data-phase={phase}>
      {phase === 'saver' && <Screensaver branch={branch} onStart={start} />}
      {phase === 'type' && (
        <div className="ks-type ks-reach">
          <h1 className="ks-title">{KIOSK_TEXTS.chooseOrderType}</h1>
          <div className="ks-choices">
            {types.map((type) => (
              <button
                key={type}
                type="button"
                className={`ks-choice ks-choice--${type}`}
                onClick={() => chooseType(type)}
              >
                {ORDER_TYPE_LABEL[type]}
              </button>
            ))}
          </div>
          <Button size="large" onClick={restart}>
            Abbrechen
          </Button>
        </div>
      )}
      {phase === 'menu' && (
        <MenuScreen
          branch={branch}
          orderType={orderType}
          onCancel={restart}
          onPay={() => setPhase('pay')}
          onChangeType={() => setPhase('type')}
        />
      )}
      {phase === 'pay' && (
        <PayScreen
          branch={branch}
          payments={device.payments}
          busy={busy}
          error={error}
          onPay={(payment) => void pay(payment)}
          onBack={() => setPhase('menu')}
        />
      )}
      {phase === 'ticket' && ticket && <TicketScreen order={ticket} onDone={restart} />}

      {phase !== 'saver' && (
        <button
          type="button"
          className="ks-access"
          aria-pressed={accessible}
          onClick={() => setAccessible((on) => !on)}
        >
          {KIOSK_TEXTS.accessible}
        </button>
      )}
      {/* Always there: a PIN set after pairing counts at once (the server checks it). */}
      <button type="button" className="ks-staff-button" onClick={() => setStaff(true)}>
        {KIOSK_TEXTS.exit}
      </button>
      {staff && (
        <StaffExit
          token={token}
          onClose={() => setStaff(false)}
          onLeave={() => {
            restart();
            void navigate('/');
          }}
          onUnpair={() => {
            restart();
            onUnpair();
          }}
        />
      )}
      {idle.warning && (
        <Dialog title={KIOSK_TEXTS.idleWarning} onClose={() => undefined} width={560} className="ks-idle">
          <p className="ks-idle__text" data-testid="kiosk-idle-warning">
            {KIOSK_TEXTS.idleCountdown(idle.seconds)}
          </p>
          <Button size="large" variant="primary" block>
            {KIOSK_TEXTS.idleContinue}
          </Button>
        </Dialog>
      )}
    </div>
  );
}
