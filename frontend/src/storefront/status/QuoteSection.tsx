import {
  formatAmountDe,
  formatDate,
  formatDateTime,
  formatMoney,
  type PublicOrder,
  type PublicQuote,
  QUOTE_TEXTS,
  STOREFRONT_TEXTS,
  unitLabel,
} from '@bestell/domain';
import { useEffect, useState } from 'react';
import { ApiError } from '../../shared/api/client';
import { Alert } from '../../shared/shop-ui/Alert';
import { Button } from '../../shared/shop-ui/Button';
import { Dialog } from '../../shared/shop-ui/Dialog';
import { Input, TextArea } from '../../shared/shop-ui/fields';
import { answerQuote, fetchQuote, updateQuoteRequest } from './quote-api';
import './quote.css';

/** ISO instant -> value of a datetime-local input (the browser's clock). */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const amountText = (amount: string) => formatAmountDe(amount, 3).replace(/,?0+$/, '');

/**
 * The catering quote of a quotation order on the status page (issue 21 item 4): while staff price it the
 * customer completes the request (event date, guests, notes); once sent, the offer with accept/decline.
 */
export function QuoteSection({
  uid,
  hash,
  order,
  tz,
  currency,
  onChanged,
}: {
  uid: string;
  hash: string;
  order: Pick<PublicOrder, 'isQuotation' | 'version'>;
  tz: string;
  currency: string;
  onChanged: () => void;
}) {
  const [quote, setQuote] = useState<PublicQuote | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'accept' | 'decline' | null>(null);
  const [busy, setBusy] = useState(false);

  // Only quotation orders have a quote; an accepted one keeps the answer on screen (the order is no
  // quotation any more, but the quote fetched before stays).
  useEffect(() => {
    if (!order.isQuotation) return;
    const controller = new AbortController();
    fetchQuote(uid, hash, controller.signal)
      .then(setQuote)
      .catch((err: unknown) => {
        if (!controller.signal.aborted && err instanceof ApiError && err.status !== 404) setError(err.message);
      });
    return () => controller.abort();
  }, [uid, hash, order.isQuotation, order.version]);

  if (!quote) return null;

  const answer = async (accept: boolean) => {
    setBusy(true);
    setError(null);
    try {
      setQuote(await answerQuote(uid, hash, accept, quote.version));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : STOREFRONT_TEXTS.unknownError);
      fetchQuote(uid, hash).then(setQuote, () => undefined);
    } finally {
      setBusy(false);
      setConfirm(null);
      onChanged();
    }
  };

  return (
    <section className="sf-co-section sf-quote" aria-labelledby="st-quote-title" data-state={quote.state}>
      <h2 id="st-quote-title" className="sf-co-section__title">
        {quote.state === 'requested' ? QUOTE_TEXTS.requestHeading : QUOTE_TEXTS.heading}
      </h2>
      {error && <Alert type="error" showIcon title={error} />}
      {quote.state === 'requested' ? (
        <RequestForm uid={uid} hash={hash} quote={quote} onSaved={setQuote} />
      ) : (
        <>
          {(quote.eventDate || quote.guests) && (
            <dl className="sf-st-facts">
              {quote.eventDate && (
                <div>
                  <dt>{QUOTE_TEXTS.eventDate}</dt>
                  <dd>{formatDateTime(quote.eventDate, tz)} Uhr</dd>
                </div>
              )}
              {quote.guests && (
                <div>
                  <dt>{QUOTE_TEXTS.guests}</dt>
                  <dd>{quote.guests}</dd>
                </div>
              )}
            </dl>
          )}
          <ul className="sf-quote__lines">
            {quote.lines.map((line, index) => (
              <li key={index} className="sf-quote__line">
                <span>
                  <span className="sf-quote__line-name">
                    {amountText(line.amount)} {unitLabel(line.unit)} {line.name}
                  </span>
                  {line.description && <span className="sf-quote__line-details">{line.description}</span>}
                  <span className="sf-quote__line-details">à {formatMoney(line.unitPrice, currency)}</span>
                </span>
                <span className="sf-quote__line-price">{formatMoney(line.total, currency)}</span>
              </li>
            ))}
            {quote.fee && (
              <li className="sf-quote__line">
                <span className="sf-quote__line-name">{quote.fee.label || QUOTE_TEXTS.fee}</span>
                <span className="sf-quote__line-price">{formatMoney(quote.fee.amount, currency)}</span>
              </li>
            )}
          </ul>
          {quote.totals && (
            <dl className="sf-totals">
              <div>
                <dt>{QUOTE_TEXTS.net}</dt>
                <dd>{formatMoney(quote.totals.totalNet, currency)}</dd>
              </div>
              {Object.entries(quote.totals.taxes).map(([rate, tax]) => (
                <div key={rate}>
                  <dt>{QUOTE_TEXTS.tax(rate)}</dt>
                  <dd>{formatMoney(tax, currency)}</dd>
                </div>
              ))}
              <div className="sf-totals__total">
                <dt>{QUOTE_TEXTS.total}</dt>
                <dd>{formatMoney(quote.totals.totalGross, currency)}</dd>
              </div>
            </dl>
          )}
          {quote.message && <p className="sf-quote__message">{quote.message}</p>}
          {quote.state === 'sent' && (
            <>
              {quote.validUntil && (
                <p className="sf-quote__valid">{QUOTE_TEXTS.validUntil(formatDate(quote.validUntil, tz))}</p>
              )}
              <div className="sf-quote__actions">
                <Button variant="primary" disabled={busy} onClick={() => setConfirm('accept')}>
                  {QUOTE_TEXTS.accept}
                </Button>
                <Button danger disabled={busy} onClick={() => setConfirm('decline')}>
                  {QUOTE_TEXTS.decline}
                </Button>
              </div>
            </>
          )}
          {quote.state === 'accepted' && (
            <Alert type="success" showIcon role="status" title={QUOTE_TEXTS.acceptedNote} />
          )}
          {quote.state === 'declined' && <Alert type="info" showIcon role="status" title={QUOTE_TEXTS.declinedNote} />}
          {quote.state === 'expired' && <Alert type="warning" showIcon role="status" title={QUOTE_TEXTS.expiredNote} />}
        </>
      )}
      {confirm && (
        <Dialog
          title={confirm === 'accept' ? QUOTE_TEXTS.accept : QUOTE_TEXTS.decline}
          onClose={() => setConfirm(null)}
          closable={!busy}
          footer={
            <div className="sf-quote__actions">
              <Button disabled={busy} onClick={() => setConfirm(null)}>
                Abbrechen
              </Button>
              <Button
                variant="primary"
                danger={confirm === 'decline'}
                loading={busy}
                onClick={() => void answer(confirm === 'accept')}
              >
                {confirm === 'accept' ? QUOTE_TEXTS.accept : QUOTE_TEXTS.decline}
              </Button>
            </div>
          }
        >
          <p>{confirm === 'accept' ? QUOTE_TEXTS.acceptConfirm : QUOTE_TEXTS.declineConfirm}</p>
          {confirm === 'accept' && quote.totals && (
            <p>
              {QUOTE_TEXTS.total}: <strong>{formatMoney(quote.totals.totalGross, currency)}</strong>
            </p>
          )}
        </Dialog>
      )}
    </section>
  );
}

function RequestForm({
  uid,
  hash,
  quote,
  onSaved,
}: {
  uid: string;
  hash: string;
  quote: PublicQuote;
  onSaved: (quote: PublicQuote) => void;
}) {
  const [eventDate, setEventDate] = useState(() => toLocalInput(quote.eventDate));
  const [guests, setGuests] = useState(quote.guests ? String(quote.guests) : '');
  const [notes, setNotes] = useState(quote.notes);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string; field?: string } | null>(null);

  const save = async () => {
    setBusy(true);
    setResult(null);
    try {
      const guestCount = guests.trim() ? Number.parseInt(guests, 10) : null;
      const saved = await updateQuoteRequest(uid, hash, {
        eventDate: eventDate ? new Date(eventDate).toISOString() : null,
        guests: Number.isNaN(guestCount) ? 0 : guestCount,
        notes,
      });
      onSaved(saved);
      setResult({ ok: true, text: QUOTE_TEXTS.requestSaved });
    } catch (err) {
      setResult({ ok: false, text: err instanceof ApiError ? err.message : STOREFRONT_TEXTS.unknownError });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <p className="sf-quote__intro">{QUOTE_TEXTS.requestIntro}</p>
      <div className="sf-quote__form">
        <div className="sf-field">
          <label className="sf-field__label" htmlFor="quote-eventDate">
            {QUOTE_TEXTS.eventDate}
          </label>
          <Input
            id="quote-eventDate"
            type="datetime-local"
            value={eventDate}
            onChange={(e) => setEventDate(e.target.value)}
          />
        </div>
        <div className="sf-field">
          <label className="sf-field__label" htmlFor="quote-guests">
            {QUOTE_TEXTS.guests}
          </label>
          <Input
            id="quote-guests"
            type="number"
            inputMode="numeric"
            min={1}
            max={10000}
            value={guests}
            onChange={(e) => setGuests(e.target.value)}
          />
        </div>
        <div className="sf-field sf-quote__wide">
          <label className="sf-field__label" htmlFor="quote-notes">
            {QUOTE_TEXTS.notes}
          </label>
          <TextArea id="quote-notes" rows={3} value={notes} onChange={(e) => setNotes(e.target.value)} />
        </div>
      </div>
      {result && (
        <Alert
          type={result.ok ? 'success' : 'error'}
          showIcon
          role={result.ok ? 'status' : 'alert'}
          title={result.text}
        />
      )}
      <div className="sf-quote__actions">
        <Button variant="primary" htmlType="submit" loading={busy}>
          {QUOTE_TEXTS.saveRequest}
        </Button>
      </div>
    </form>
  );
}
