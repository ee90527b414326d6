import type { StaffOrder } from '@bestell/domain';
import { canCheckPaymentStatus, ORDER_TRANSITIONS, VOUCHER_PAYMENT_METHOD } from '@bestell/domain';
import { App, Button, Input, Modal, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { commandErrorMessage } from '../core/errors';
import { fromLocalInput } from '../core/form-values';
import { actionFallback, type BranchKey, runOrderAction, type OrderAction } from './orders-api';

const FINAL = new Set(['completed', 'rejected', 'cancelled', 'failed', 'refunded']);
/** The server refuses redeeming a voucher on these (409); a completed order may still be settled. */
const VOUCHER_CLOSED = new Set(['rejected', 'cancelled', 'failed']);

/** Confirm, reject with message, cancel (after a question), propose another time, in delivery / ready, completed, print, resend,
 *  check payment (provider-paid orders only). Each result goes through `onResult`, which reconciles by
 *  version. `branchKey`: the frontdesk tablet acts by its branch's apiKey instead of a staff session. */
export function OrderActions({
  order,
  onResult,
  branchKey,
}: {
  order: StaffOrder;
  onResult: (order: StaffOrder) => void;
  branchKey?: BranchKey;
}) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [rejectionMessage, setRejectionMessage] = useState('');
  const [proposing, setProposing] = useState(false);
  const [proposal, setProposal] = useState('');

  const run = async (key: string, action: OrderAction, success: string) => {
    setBusy(key);
    try {
      onResult(await runOrderAction(order.id, action, branchKey));
      message.success(success);
      return true;
    } catch (error) {
      message.error(commandErrorMessage(error, actionFallback(action)));
      return false;
    } finally {
      setBusy(null);
    }
  };

  const open = !FINAL.has(order.status);
  const waiting = order.status === 'waitingForConfirmation' || order.status === 'counterProposed';
  const confirmed = order.status === 'confirmed' || order.status === 'inDelivery' || order.status === 'readyForPickup';
  // The same transitions table as the server: cancel is offered exactly where it will be accepted.
  const cancellable = ORDER_TRANSITIONS[order.status].includes('cancel');
  const redeemable =
    order.paymentMethod === VOUCHER_PAYMENT_METHOD && !order.isPaid && !VOUCHER_CLOSED.has(order.status);
  return (
    <Space wrap>
      {waiting && (
        <Button
          type="primary"
          loading={busy === 'confirm'}
          onClick={() => run('confirm', { kind: 'status', status: 'confirm' }, 'Bestellung bestätigt')}
        >
          Bestätigen
        </Button>
      )}
      {open && (
        <Button danger onClick={() => setRejecting(true)}>
          Ablehnen
        </Button>
      )}
      {cancellable && (
        <Popconfirm
          title="Bestellung stornieren?"
          description="Die Bestellung wird storniert; das lässt sich nicht rückgängig machen."
          okText="Stornieren"
          okButtonProps={{ danger: true }}
          cancelText="Abbrechen"
          onConfirm={() =>
            run('cancel', { kind: 'status', status: 'cancel' }, 'Bestellung storniert').then(() => undefined)
          }
        >
          <Button danger loading={busy === 'cancel'}>
            Stornieren
          </Button>
        </Popconfirm>
      )}
      {open && <Button onClick={() => setProposing(true)}>Anderen Termin vorschlagen</Button>}
      {order.status === 'confirmed' && (
        <Button
          loading={busy === 'in-delivery'}
          onClick={() => run('in-delivery', { kind: 'status', status: 'in-delivery' }, 'Status geändert')}
        >
          {order.isDelivery ? 'In Zustellung' : order.isDineIn ? 'Serviert' : 'Bereit zur Abholung'}
        </Button>
      )}
      {confirmed && (
        <Button
          loading={busy === 'completed'}
          onClick={() => run('completed', { kind: 'status', status: 'completed' }, 'Bestellung abgeschlossen')}
        >
          Abschließen
        </Button>
      )}
      <Button loading={busy === 'print'} onClick={() => run('print', { kind: 'print' }, 'Beleg wird gedruckt')}>
        Drucken
      </Button>
      <Button
        loading={busy === 'email'}
        onClick={() => run('email', { kind: 'resend-email' }, 'E-Mail wird versendet')}
      >
        E-Mail erneut senden
      </Button>
      <Button loading={busy === 'sms'} onClick={() => run('sms', { kind: 'resend-sms' }, 'SMS wird versendet')}>
        SMS erneut senden
      </Button>
      {canCheckPaymentStatus(order.paymentMethod) && (
        <Button
          loading={busy === 'payment'}
          onClick={() => run('payment', { kind: 'payment-status' }, 'Zahlungsstatus aktualisiert')}
        >
          Zahlungsstatus prüfen
        </Button>
      )}
      {redeemable && (
        <Popconfirm
          title="Gutschein als eingelöst markieren?"
          description={`Gutscheincode ${order.paymentReference ?? '–'} geprüft? Die Bestellung gilt dann als bezahlt.`}
          okText="Eingelöst"
          cancelText="Abbrechen"
          onConfirm={() =>
            run('voucher', { kind: 'redeem-voucher' }, 'Gutschein eingelöst, Bestellung bezahlt').then(() => undefined)
          }
        >
          <Button type="primary" loading={busy === 'voucher'}>
            Gutschein eingelöst
          </Button>
        </Popconfirm>
      )}
      <Modal
        open={rejecting}
        title="Bestellung ablehnen"
        okText="Ablehnen"
        cancelText="Abbrechen"
        okButtonProps={{ danger: true, loading: busy === 'reject' }}
        onCancel={() => setRejecting(false)}
        onOk={async () => {
          const ok = await run(
            'reject',
            { kind: 'status', status: 'reject', rejectionMessage: rejectionMessage.trim() || undefined },
            'Bestellung abgelehnt',
          );
          if (ok) setRejecting(false);
        }}
      >
        <label htmlFor="bo-reject-message">Nachricht an den Kunden (optional)</label>
        <Input.TextArea
          id="bo-reject-message"
          rows={3}
          maxLength={1000}
          value={rejectionMessage}
          onChange={(e) => setRejectionMessage(e.target.value)}
        />
      </Modal>
      <Modal
        open={proposing}
        title="Anderen Termin vorschlagen"
        okText="Vorschlagen"
        cancelText="Abbrechen"
        okButtonProps={{ disabled: !proposal, loading: busy === 'counter' }}
        onCancel={() => setProposing(false)}
        onOk={async () => {
          const at = fromLocalInput(proposal);
          if (!at) return;
          const ok = await run('counter', { kind: 'counter', counterAppointment: at }, 'Terminvorschlag gesendet');
          if (ok) setProposing(false);
        }}
      >
        <label htmlFor="bo-counter">Neuer Termin</label>
        <Input id="bo-counter" type="datetime-local" value={proposal} onChange={(e) => setProposal(e.target.value)} />
      </Modal>
    </Space>
  );
}
