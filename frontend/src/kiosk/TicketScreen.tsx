import { KIOSK_TEXTS, KIOSK_TICKET_SECONDS, type KioskOrderAnswer } from '@bestell/domain';
import { useEffect } from 'react';
import { Button } from '../shared/shop-ui/Button';

/** The ticket number in large type; the receipt prints at the branch (outbox 'print'); back to the start on its own. */
export function TicketScreen({ order, onDone }: { order: KioskOrderAnswer; onDone(): void }) {
  useEffect(() => {
    const id = window.setTimeout(onDone, KIOSK_TICKET_SECONDS * 1000);
    return () => window.clearTimeout(id);
  }, [onDone]);
  const paid = order.payment.method === 'card' && order.payment.approved;
  const declined = order.payment.method === 'card' && !order.payment.approved;

  return (
    <div className="ks-ticket ks-reach" role="status">
      <h1 className="ks-title">{KIOSK_TEXTS.ticketTitle}</h1>
      <p className="ks-ticket__label">{KIOSK_TEXTS.ticketNumber}</p>
      <p className="ks-ticket__number" data-testid="kiosk-ticket-number">
        {order.ticketNumber}
      </p>
      <p className="ks-ticket__pay">
        {paid ? KIOSK_TEXTS.ticketPaid : declined ? KIOSK_TEXTS.cardDeclined : KIOSK_TEXTS.ticketPayAtCounter}
      </p>
      <p className="ks-hint">{KIOSK_TEXTS.receiptPrinting}</p>
      <Button size="large" variant="primary" onClick={onDone}>
        {KIOSK_TEXTS.newOrder}
      </Button>
    </div>
  );
}
