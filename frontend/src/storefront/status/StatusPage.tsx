import {
  branchAddressLine,
  branchMapUrl,
  canAnswerCounterProposal,
  expectedReadyAt,
  formatDateTime,
  isCancelledLike,
  itemChoices,
  itemPhotos,
  moneyText,
  ORDER_LABELS,
  orderStatusText,
  orderTimeline,
  ORDER_OWN_TEXTS,
  orderTypeOf,
  partsWithoutPhotos,
  READY_TIME_LABELS,
  showRatingPrompt,
  statusMeta,
  STOREFRONT_TEXTS,
  TEST_ORDER_TEXTS,
  ticketLabel,
  totalText,
  unitLabel,
} from '@bestell/domain';
import { Alert } from '../../shared/shop-ui/Alert';
import { Button } from '../../shared/shop-ui/Button';
import { lazy, Suspense, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { useInitData } from '../../shared/api/init';
import { answerCounterProposal } from '../../shared/api/orders';
import { useLiveOrder } from '../../shared/realtime/use-live-order';
import { useDocumentMeta } from '../../shared/ui/document-meta';
import { AppInstallPromotion } from '../app-install/AppInstall';
import { Link } from '../../shared/shop-ui/Link';
import './status.css';

// Only quotation orders load the quote view, and only rateable (completed) orders the rating form, each
// its own chunk, so the status route stays within its budget (issue 17).
const QuoteSection = lazy(() => import('./QuoteSection').then((m) => ({ default: m.QuoteSection })));
const Questionnaire = lazy(() => import('./Questionnaire').then((m) => ({ default: m.Questionnaire })));

const dismissKey = (uid: string) => `rating-dismissed:${uid}`;

/** What the appointment means for the order type: when to pick up, when it arrives, when the table is. */
const TIME_LABELS = { takeaway: 'Abholzeit', delivery: 'Lieferzeit', dineIn: 'Termin' } as const;
export const RATING_THANKS = 'Vielen Dank für Ihre Bewertung!';

/** Public order status (spec 2, 4): heading, ticket, timeline, details, contact, counter proposal, rating. */
export function StatusPage() {
  const { uid = '', hash = '' } = useParams();
  const { config, branches } = useInitData();
  const tz = config.timezone;
  const currency = config.currency;
  const { order, error, reload } = useLiveOrder(uid, hash);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [rated, setRated] = useState(false);
  // Stays true once the order was a quotation, so the accepted quote keeps showing after the conversion.
  const hadQuote = useRef(false);
  if (order?.isQuotation) hadQuote.current = true;
  const [dismissed, setDismissed] = useState(() => {
    try {
      return window.localStorage.getItem(dismissKey(uid)) === '1';
    } catch {
      return false;
    }
  });

  useDocumentMeta({ ...statusMeta(config), path: `/status/${uid}/${hash}` });

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
  const orderType = orderTypeOf(order);
  const readyAt = expectedReadyAt(order);
  const mapUrl = branch ? branchMapUrl(branch) : null;

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
            Ticketnummer <strong>{ticketLabel(order)}</strong>
          </p>
        )}
        {order.isTest && (
          <p className="sf-st-test" role="note">
            <strong>{TEST_ORDER_TEXTS.marker}</strong> {TEST_ORDER_TEXTS.statusNote}
          </p>
        )}
        <p className="sf-st-state" data-status={order.status}>
          {orderStatusText(order)}
        </p>
        {readyAt && (
          <p className="sf-st-ready">
            {READY_TIME_LABELS[orderType]}: <strong>{formatDateTime(readyAt, tz)} Uhr</strong>
          </p>
        )}
      </section>

      {canAnswerCounterProposal(order) && (
        <section className="sf-co-section sf-st-counter" aria-labelledby="st-counter-title">
          <h2 id="st-counter-title" className="sf-co-section__title">
            {ORDER_OWN_TEXTS.orderStatus.counterProposed}
          </h2>
          <p>Zu Ihrem gewünschten Zeitpunkt können wir leider nicht. Wir schlagen Ihnen folgenden Termin vor:</p>
          <p className="sf-st-counter__time">
            <strong>{formatDateTime(order.counterAppointment!, tz)} Uhr</strong>
          </p>
          {order.appointmentDate && (
            <p className="sf-st-counter__was">
              Ihr Wunschtermin: <s>{formatDateTime(order.appointmentDate, tz)} Uhr</s>
            </p>
          )}
          <p>Bitte nehmen Sie den Termin an. Lehnen Sie ihn ab, wird Ihre Bestellung storniert.</p>
          <div className="sf-co-actions">
            <Button variant="primary" loading={busy} onClick={() => void answer(true)}>
              Termin annehmen
            </Button>
            <Button danger disabled={busy} onClick={() => void answer(false)}>
              Termin ablehnen
            </Button>
          </div>
        </section>
      )}
      {actionError && <Alert type="error" showIcon title={actionError} />}
      {hadQuote.current && (
        <Suspense fallback={null}>
          <QuoteSection uid={uid} hash={hash} order={order} tz={tz} currency={currency} onChanged={reload} />
        </Suspense>
      )}

      <ol className="sf-st-timeline" aria-label="Bestellverlauf">
        {timeline.map((step) => {
          const crossed = step.key === 'cancelled';
          const classes = [
            'sf-st-step',
            crossed ? 'sf-st-step--cancelled' : step.done ? 'sf-st-step--done' : '',
            step.current ? 'sf-st-step--current' : '',
          ];
          return (
            <li
              key={step.key}
              className={classes.filter(Boolean).join(' ')}
              aria-current={step.current ? 'step' : undefined}
            >
              <span className="sf-st-step__dot" aria-hidden="true">
                {crossed ? '✕' : step.done ? '✓' : ''}
              </span>
              {step.label}
            </li>
          );
        })}
      </ol>

      {showRatingPrompt({ reviewsEnabled: !!config.enablePluginOrderReviews, order, dismissed }) && !rated && (
        <Suspense fallback={null}>
          <Questionnaire
            uid={uid}
            hash={hash}
            onSent={() => {
              setRated(true);
              reload();
            }}
            onDismiss={dismiss}
          />
        </Suspense>
      )}
      {rated && <Alert className="sf-st-thanks" type="success" showIcon role="status" title={RATING_THANKS} />}

      <section className="sf-co-section" aria-labelledby="st-details-title">
        <h2 id="st-details-title" className="sf-co-section__title">
          Ihre Bestellung
        </h2>
        <dl className="sf-st-facts">
          {branch && (
            // Which branch, by name: with two branches in one city the city alone would not tell (issue 39).
            <div>
              <dt>Filiale</dt>
              <dd>{branch.name}</dd>
            </div>
          )}
          <div>
            <dt>{STOREFRONT_TEXTS.deliveryType}</dt>
            <dd>{ORDER_LABELS.orderTypeCustomer[orderType]}</dd>
          </div>
          {!cancelled && (
            <div>
              <dt>{TIME_LABELS[orderType]}</dt>
              <dd>
                {order.appointmentDate ? `${formatDateTime(order.appointmentDate, tz)} Uhr` : 'So bald wie möglich'}
              </dd>
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
          {order.items.map((item) => {
            // The customer's own photos as thumbnails (issue 40), instead of '1 Bild' in the text.
            const photos = itemPhotos(item.parts);
            return (
              <li key={item.index} className="sf-cart-line">
                <div className="sf-cart-line__text">
                  <span className="sf-cart-line__name">
                    {String(item.amount).replace('.', ',')} {unitLabel(item.unit)} {item.product.name}
                  </span>
                  {itemChoices(partsWithoutPhotos(item.parts, photos), item.partNames).map((choice) => (
                    <span key={choice.name} className="sf-cart-line__details">
                      {choice.name}: {choice.value}
                    </span>
                  ))}
                  {photos.length > 0 && (
                    <span className="sf-st-photos">
                      {photos.map((photo, i) => (
                        <a key={photo.url} href={photo.url} target="_blank" rel="noopener noreferrer">
                          <img
                            className="sf-st-photo"
                            src={photo.url}
                            alt={`${item.partNames[photo.step] || 'Foto'} ${i + 1} zu ${item.product.name}`}
                            width={72}
                            height={72}
                            loading="lazy"
                          />
                        </a>
                      ))}
                    </span>
                  )}
                  {item.total !== null && (
                    <span className="sf-cart-line__price">{moneyText(item.total, currency)}</span>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
        <dl className="sf-totals">
          {order.isDelivery && (
            <div>
              <dt>Lieferkosten</dt>
              <dd>{moneyText(order.deliveryGross, currency)}</dd>
            </div>
          )}
          <div className="sf-totals__total">
            <dt>Gesamt</dt>
            <dd>{totalText(order, currency)}</dd>
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
            {branchAddressLine(branch)}
            {mapUrl && (
              <>
                <br />
                <a href={mapUrl} target="_blank" rel="noopener noreferrer">
                  Route planen
                </a>
              </>
            )}
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
