// Who punches on the time-clock tablet (issue 18 item 5): a name from the list (or a typed username),
// then the PIN on big keys or a hardware keyboard.
import { useEffect, useState, type FormEvent } from 'react';
import { PIN_MIN } from './time-clock-machine';

export type People = { username: string; name: string }[];

export function NameList({ people, onPick }: { people: People; onPick: (username: string, name: string) => void }) {
  const [typed, setTyped] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const username = typed.trim().toLowerCase();
    if (!username) return;
    const known = people.find((p) => p.username === username);
    onPick(username, known?.name ?? typed.trim());
  };
  return (
    <section className="tc-panel">
      <h1>Wer bist du?</h1>
      {people.length > 0 && (
        <ul className="tc-names">
          {people.map((p) => (
            <li key={p.username}>
              <button type="button" className="tc-btn tc-name" onClick={() => onPick(p.username, p.name)}>
                {p.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="tc-type" onSubmit={submit}>
        <label htmlFor="tc-username">Oder Benutzername eingeben</label>
        <div className="tc-type-row">
          <input
            id="tc-username"
            className="tc-input"
            value={typed}
            autoComplete="off"
            autoCapitalize="none"
            onChange={(e) => setTyped(e.target.value)}
          />
          <button type="submit" className="tc-btn tc-btn-secondary" disabled={!typed.trim()}>
            Weiter
          </button>
        </div>
      </form>
    </section>
  );
}

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

export function PinPad(props: {
  name: string;
  pin: string;
  busy: boolean;
  error?: string;
  onDigit: (d: string) => void;
  onBackspace: () => void;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  const { name, pin, busy, error, onDigit, onBackspace, onSubmit, onCancel } = props;
  // A hardware keyboard works as well as the on-screen keys.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (/^[0-9]$/.test(e.key)) onDigit(e.key);
      else if (e.key === 'Backspace') onBackspace();
      else if (e.key === 'Enter') onSubmit();
      else if (e.key === 'Escape') onCancel();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onDigit, onBackspace, onSubmit, onCancel]);
  return (
    <section className="tc-panel tc-pin">
      <h1>Hallo {name}</h1>
      <p className="tc-pin-label" id="tc-pin-label">
        PIN eingeben
      </p>
      <div className="tc-dots" role="img" aria-label={`${pin.length} Ziffern eingegeben`}>
        {Array.from({ length: Math.max(4, pin.length) }, (_, i) => (
          <span key={i} className={i < pin.length ? 'tc-dot tc-dot-on' : 'tc-dot'} />
        ))}
      </div>
      {error && (
        <p className="tc-error" role="alert">
          {error}
        </p>
      )}
      <div className="tc-keys" role="group" aria-labelledby="tc-pin-label">
        {KEYS.map((k) => (
          <button key={k} type="button" className="tc-btn tc-key" disabled={busy} onClick={() => onDigit(k)}>
            {k}
          </button>
        ))}
        <button type="button" className="tc-btn tc-key tc-key-aux" disabled={busy} onClick={onBackspace}>
          <span aria-hidden="true">⌫</span>
          <span className="visually-hidden">Löschen</span>
        </button>
        <button type="button" className="tc-btn tc-key" disabled={busy} onClick={() => onDigit('0')}>
          0
        </button>
        <button
          type="button"
          className="tc-btn tc-key tc-key-ok"
          disabled={busy || pin.length < PIN_MIN}
          onClick={onSubmit}
        >
          OK
        </button>
      </div>
      <button type="button" className="tc-btn tc-btn-secondary tc-back" onClick={onCancel}>
        Zurück
      </button>
    </section>
  );
}
