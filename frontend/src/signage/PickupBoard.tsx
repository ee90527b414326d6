// Pickup board zone: 'In Zubereitung' / 'Abholbereit' with ticket numbers only (never names).
import { useEffect, useReducer, useRef } from 'react';
import { SIGNAGE_TEXTS } from '@bestell/domain';
import { announcement, emptyBoard, isHighlighted, newlyReady, pickupReducer } from './pickup-board';
import { pickupHub } from './pickup-source';
import { useTick } from './use-tick';

export function PickupBoard({
  branchId,
  announce,
  showPreparing,
  readyTtlMs,
}: {
  branchId: string | null;
  announce: boolean;
  showPreparing: boolean;
  readyTtlMs: number;
}) {
  const [state, dispatch] = useReducer(pickupReducer, emptyBoard);
  const previous = useRef(state);
  const now = useTick(1_000);

  useEffect(() => {
    if (!branchId) return;
    return pickupHub.subscribe(branchId, {
      snapshot: (snapshot) => dispatch({ type: 'snapshot', snapshot, now: Date.now() }),
      event: (event) => dispatch({ type: 'event', event }),
    });
  }, [branchId]);

  useEffect(() => dispatch({ type: 'tick', now, readyTtlMs }), [now, readyTtlMs]);

  useEffect(() => {
    const numbers = newlyReady(previous.current, state);
    previous.current = state;
    if (!announce || !numbers.length || typeof speechSynthesis === 'undefined') return;
    const utterance = new SpeechSynthesisUtterance(announcement(numbers));
    utterance.lang = 'de-AT';
    speechSynthesis.speak(utterance);
  }, [state, announce]);

  return (
    <div className={showPreparing ? 'sg-pickup' : 'sg-pickup sg-pickup-single'}>
      {showPreparing && (
        <section className="sg-pickup-col" aria-label={SIGNAGE_TEXTS.preparing}>
          <h2>{SIGNAGE_TEXTS.preparing}</h2>
          <ul data-testid="pickup-preparing">
            {state.preparing.map((number) => (
              <li key={number}>{number}</li>
            ))}
          </ul>
        </section>
      )}
      <section className="sg-pickup-col sg-pickup-ready" aria-label={SIGNAGE_TEXTS.ready}>
        <h2>{SIGNAGE_TEXTS.ready}</h2>
        <ul data-testid="pickup-ready">
          {state.ready.map((t) => (
            <li key={t.number} className={isHighlighted(t, now) ? 'sg-new' : undefined}>
              {t.number}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
