import { useId } from 'react';
import './ui.css';

const STARS = [1, 2, 3, 4, 5] as const;
const starLabel = (count: number) => (count === 1 ? '1 Stern' : `${count} Sterne`);

export interface RateProps {
  value: number;
  /** 0 when the chosen star is pressed again (cleared). */
  onChange(value: number): void;
  'aria-labelledby'?: string;
}

/** Star rating 1..5 as a radio group: arrow keys choose, each star is named ('3 Sterne'). */
export function Rate({ value, onChange, ...aria }: RateProps) {
  const name = useId();
  return (
    <div role="radiogroup" className="sf-rate" {...aria}>
      {STARS.map((count) => (
        <label key={count} className={`sf-rate__star${count <= value ? ' sf-rate__star--on' : ''}`}>
          <input
            type="radio"
            className="sf-rate__input"
            name={name}
            value={count}
            aria-label={starLabel(count)}
            checked={value === count}
            onChange={() => onChange(count)}
            onClick={() => {
              if (value === count) onChange(0);
            }}
          />
          <span aria-hidden="true">★</span>
        </label>
      ))}
    </div>
  );
}
