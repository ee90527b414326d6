import {
  canAnswerCounterProposal,
  formatDateTime,
  formatMoney,
  formatTotal,
  isCancelledLike,
  ORDER_LABELS,
  orderTimeline,
  OWN_TEXTS,
  showRatingPrompt,
  STOREFRONT_TEXTS,
  unitLabel,
} from '@bestell/domain';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { useInitData } from '../../shared/api/init';
import { answerCounterProposal } from '../../shared/api/orders';
import { useLiveOrder } from '../../shared/realtime/use-live-order';
import { baseDescription, baseTitle, pageTitle, useDocumentMeta } from '../../shared/ui/document-meta';
import { AppInstallPromotion } from '../app-install/AppInstall';
import { Questionnaire } from './Questionnaire';
import './status.css';

const dismissKey = (uid: string) => `rating-dismissed:${uid}`;

/** Public order status (spec 2, 4): heading, ticket, timeline, details, contact, counter proposal, rating. */
export function StatusPage() {
  const { uid = '', hash = '' } = useParams();
  const { config, branches } = useInitData();
  const tz = config.timezone;
  const currency = config.currency;
  const { order, error, reload } = useLiveOrder(uid, hash);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState(() => {
    try {
      return window.localStorage.getItem(dismissKey(uid)) === '1';
    } catch {
      return false;
    }
  });

  useDocumentMeta({
    title: pageTitle(STOREFRONT_TEXTS.statusTitle, baseTitle(config)),
    description: baseDescription(config),
    path: `/status/${uid}/${hash}`,
  });

  if (!order) {
    return (
      <div className="sf-page sf-status-page">
        {error ? (
          <Alert type="error" showIcon title={error} />
        ) : (
          <div className="sf-loading">
            <span className="sf-spinner" role="progressbar" aria-label="Wird geladen" />
          </div>
        )}
      </div>
    );
  }

  const branch = branches.find((entry) => entry.id === order.branch.id);
  const cancelled = isCancelledLike(order);
  const timeline = orderTimeline(order);
  const orderType = order.isDelivery ? 'delivery' : order.isDineIn ? 'dineIn' : 'takeaway';

  const answer = async (accept: boolean) => {
    setBusy(true);
    setActionError(null);
    try {
      await answerCounterProposal(uid, hash, accept);
    } catch (err) {
      setActionError(err instanceof ApiError ? err.message : STOREFRONT_TEXTS.unknownError);
    } finally {
      setBusy(false);
      reload();
    }
  };
  const dismiss = () => {
    setDismissed(true);
    try {
      window.localStorage.setItem(dismissKey(uid), '1');
    } catch {
      // Storage disabled: the prompt stays dismissed for this visit only.
    }
  };

  return (
    <div className="sf-page sf-status-page">
      <section className="sf-intro" aria-live="polite">
        <h1 className="sf-intro__title">
          {cancelled ? STOREFRONT_TEXTS.orderCancelled : 'Vielen Dank für Ihre Bestellung!'}
        </h1>
        {cancelled && order.rejectionMessage && <p className="sf-intro__text">{order.rejectionMessage}</p>}
        {order.ticketNumber !== null && order.ticketNumber !== undefined && (
          <p className="sf-st-ticket">
            Ticketnummer <strong>{order.ticketNumber}</strong>
          </p>
        )}
        <p className="sf-st-state" data-status={order.status}>
          {OWN_TEXTS.orderStatus[order.status]}
        </p>
      </section>

      <ol className="sf-st-timeline" aria-label="Bestellverlauf">
        {timeline.map((step) => (
          <li
            key={step.key}
            className={`sf-st-step${step.done ? ' sf-st-step--done' : ''}${step.current ? ' sf-st-step--current' : ''}`}
            aria-current={step.current ? 'step' : undefined}
          >
            <span className="sf-st-step__dot" aria-hidden="true">
              {step.done ? '✓' : ''}
            </span>
            {step.label}
          </li>
        ))}
      </ol>

      {canAnswerCounterProposal(order) && (
        <section className="sf-co-section sf-st-counter" aria-labelledby="st-counter-title">
          <h2 id="st-counter-title" className="sf-co-section__title">
            {OWN_TEXTS.orderStatus.counterProposed}
          </h2>
          <p>
            Wir schlagen Ihnen folgenden Termin vor:{' '}
            <strong>{formatDateTime(order.counterAppointment!, tz)} Uhr</strong>
          </p>
          <div className="sf-co-actions">
            <Button type="primary" loading={busy} onClick={() => void answer(true)}>
              Termin annehmen
            </Button>
            <Button danger disabled={busy} onClick={() => void answer(false)}>
              Termin ablehnen
            </Button>
          </div>
        </section>
      )}
      {actionError && <Alert type="error" showIcon title={actionError} />}

      {showRatingPrompt({ reviewsEnabled: !!config.enablePluginOrderReviews, order, dismissed }) && (
        <Questionnaire uid={uid} hash={hash} onSent={reload} onDismiss={dismiss} />
      )}

      <section className="sf-co-section" aria-labelledby="st-details-title">
        <h2 id="st-details-title" className="sf-co-section__title">
          Ihre Bestellung
        </h2>
        <dl className="sf-st-facts">
          <div>
            <dt>{STOREFRONT_TEXTS.deliveryType}</dt>
            <dd>{ORDER_LABELS.orderTypeCustomer[orderType]}</dd>
          </div>
          {order.appointmentDate && (
            <div>
              <dt>Termin</dt>
              <dd>{formatDateTime(order.appointmentDate, tz)} Uhr</dd>
            </div>
          )}
          {order.tableIdentifier && (
            <div>
              <dt>Tisch</dt>
              <dd>{order.tableIdentifier}</dd>
            </div>
          )}
          {order.deliveryArea && (
            <div>
              <dt>{STOREFRONT_TEXTS.deliveryArea}</dt>
              <dd>{order.deliveryArea}</dd>
            </div>
          )}
          <div>
            <dt>Bestellt am</dt>
            <dd>{formatDateTime(order.createdAt, tz)} Uhr</dd>
          </div>
        </dl>
        <ul className="sf-cart__items">
          {order.items.map((item) => (
            <li key={item.index} className="sf-cart-line">
              <div className="sf-cart-line__text">
                <span className="sf-cart-line__name">
                  {String(item.amount).replace('.', ',')} {unitLabel(item.unit)} {item.product.name}
                </span>
                {item.total !== null && (
                  <span className="sf-cart-line__price">{formatMoney(item.total, currency)}</span>
                )}
              </div>
            </li>
          ))}
        </ul>
        <dl className="sf-totals">
          {order.isDelivery && (
            <div>
              <dt>Lieferkosten</dt>
              <dd>{formatMoney(order.deliveryGross, currency)}</dd>
            </div>
          )}
          <div className="sf-totals__total">
            <dt>Gesamt</dt>
            <dd>{formatTotal(order, currency)}</dd>
          </div>
        </dl>
        {order.comment && <p className="sf-note">Anmerkung: {order.comment}</p>}
      </section>

      {branch && (
        <section className="sf-co-section" aria-labelledby="st-contact-title">
          <h2 id="st-contact-title" className="sf-co-section__title">
            Kontakt
          </h2>
          <address className="sf-st-contact">
            <strong>{branch.name}</strong>
            <br />
            {[branch.street, [branch.zipCode, branch.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
            {branch.phone && (
              <>
                <br />
                Telefon: <a href={`tel:${branch.phone.replace(/\s+/g, '')}`}>{branch.phone}</a>
              </>
            )}
            {branch.email && (
              <>
                <br />
                E-Mail: <a href={`mailto:${branch.email}`}>{branch.email}</a>
              </>
            )}
          </address>
          <Link to="/kontakt">Kontakt und Öffnungszeiten</Link>
        </section>
      )}
      <AppInstallPromotion />
    </div>
  );
}
