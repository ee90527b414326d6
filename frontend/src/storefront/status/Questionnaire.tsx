import {
  isQuestionnaireValid,
  ORDER_ACTION_ERRORS,
  RATING_FIELDS,
  showQuestionnaireComment,
  STOREFRONT_TEXTS,
  type Questionnaire as QuestionnaireValue,
} from '@bestell/domain';
import { useState } from 'react';
import { ApiError } from '../../shared/api/client';
import { sendQuestionnaire } from '../../shared/api/orders';
import { Alert } from '../../shared/shop-ui/Alert';
import { Button } from '../../shared/shop-ui/Button';
import { TextArea } from '../../shared/shop-ui/fields';
import { Rate } from '../../shared/shop-ui/Rate';

const RATING_LABELS: Record<(typeof RATING_FIELDS)[number], string> = {
  rating: 'Gesamteindruck',
  foodRating: 'Essen',
  serviceRating: 'Service',
  processRating: 'Bestellablauf',
};

/** Rating questionnaire (spec 5): four star ratings 1..5, the comment appears once all four are set; sent once. */
export function Questionnaire({
  uid,
  hash,
  onSent,
  onDismiss,
  send = sendQuestionnaire,
}: {
  uid: string;
  hash: string;
  onSent(): void;
  onDismiss(): void;
  send?: typeof sendQuestionnaire;
}) {
  const [value, setValue] = useState<QuestionnaireValue>({});
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setSending(true);
    setError(null);
    try {
      await send(uid, hash, value);
      onSent();
    } catch (err) {
      // The spec's text always; a server's own reason (e.g. already rated) follows it.
      const reason = err instanceof ApiError && err.status < 500 ? (err.errors[0]?.message ?? '') : '';
      setError(reason && reason !== ORDER_ACTION_ERRORS.questionnaire ? reason : '');
      setSending(false);
    }
  };

  return (
    <section className="sf-co-section sf-st-rating" aria-labelledby="st-rating-title">
      <h2 id="st-rating-title" className="sf-co-section__title">
        Wie zufrieden waren Sie?
      </h2>
      {RATING_FIELDS.map((field) => (
        <div key={field} className="sf-st-rating__row">
          <span id={`st-rating-${field}`}>{RATING_LABELS[field]}</span>
          <Rate
            aria-labelledby={`st-rating-${field}`}
            value={value[field] ?? 0}
            onChange={(stars) => setValue((current) => ({ ...current, [field]: stars || null }))}
          />
        </div>
      ))}
      {showQuestionnaireComment(value) && (
        <>
          <label className="sf-field__label" htmlFor="st-rating-comment">
            Kommentar
          </label>
          <TextArea
            id="st-rating-comment"
            rows={3}
            maxLength={2000}
            value={value.comment ?? ''}
            onChange={(event) => setValue((current) => ({ ...current, comment: event.target.value }))}
          />
        </>
      )}
      {error !== null && (
        <Alert type="error" showIcon title={ORDER_ACTION_ERRORS.questionnaire} description={error || undefined} />
      )}
      <div className="sf-co-actions">
        <Button onClick={onDismiss}>{STOREFRONT_TEXTS.notNow}</Button>
        <Button
          variant="primary"
          disabled={!isQuestionnaireValid(value)}
          loading={sending}
          onClick={() => void submit()}
        >
          Bewertung senden
        </Button>
      </div>
    </section>
  );
}
