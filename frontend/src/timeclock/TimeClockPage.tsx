// /zeiterfassung on the branch tablet (issue 18 item 5): name, PIN, one big button. Plain React + CSS,
// no antd, so the tablet loads a small chunk; punches made offline wait in localStorage.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { ClockState, TimeClockAction } from '@bestell/domain';
import { ApiError } from '../shared/api/client';
import { describePunch, flushQueue, loadQueue, saveQueue, type QueuedPunch } from './offline-queue';
import { fetchMe, fetchPeople, fetchSchedules, isNetworkError, punch, sendQueued, TOKEN_KEY } from './time-clock-api';
import {
  afterAction,
  confirmation,
  idleTimeoutMs,
  initialScreen,
  PIN_MIN,
  reduce,
  TIME_ZONE,
  type Person,
  type ShiftView,
} from './time-clock-machine';
import { PersonView } from './PersonView';
import { NameList, PinPad, type People } from './TimeClockEntry';
import './timeclock.css';

const PEOPLE_KEY = 'timeclock-people';
const STATES_KEY = 'timeclock-states';
const RETRY_MS = 30_000;

function readJson<T>(key: string, fallback: T): T {
  try {
    return (JSON.parse(localStorage.getItem(key) ?? 'null') as T) ?? fallback;
  } catch {
    return fallback;
  }
}

/** `?token=` is stored once and taken out of the address bar; later opens read localStorage. */
function deviceToken(): string | null {
  const params = new URLSearchParams(window.location.search);
  const fromUrl = params.get('token');
  if (fromUrl) {
    localStorage.setItem(TOKEN_KEY, fromUrl);
    params.delete('token');
    const rest = params.toString();
    window.history.replaceState(null, '', `${window.location.pathname}${rest ? `?${rest}` : ''}`);
    return fromUrl;
  }
  return localStorage.getItem(TOKEN_KEY);
}

const messageOf = (err: unknown) =>
  err instanceof ApiError ? err.errors.map((e) => e.message).join(' ') : 'Ein unbekannter Fehler ist aufgetreten.';

// The branches and the server count days in Vienna, whatever zone the tablet's browser is set to.
const viennaDay = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: TIME_ZONE });

function todayShift(shifts: ShiftView[], now: Date): ShiftView | null {
  const today = viennaDay(now);
  return shifts.find((s) => viennaDay(new Date(s.start)) === today) ?? null;
}

export function TimeClockPage() {
  const [token] = useState(deviceToken);
  const [screen, dispatch] = useReducer(reduce, initialScreen);
  const [people, setPeople] = useState<People>(() => readJson(PEOPLE_KEY, []));
  const [queue, setQueue] = useState<QueuedPunch[]>(() => loadQueue(localStorage));
  const [messages, setMessages] = useState<string[]>([]);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [touched, setTouched] = useState(0);
  const flushing = useRef(false);

  useEffect(() => {
    document.title = 'Zeiterfassung';
  }, []);

  useEffect(() => {
    if (!token) return;
    fetchPeople(token)
      .then((list) => {
        setPeople(list);
        localStorage.setItem(PEOPLE_KEY, JSON.stringify(list));
      })
      .catch((err: unknown) => {
        if (!isNetworkError(err)) setMessages((m) => [...m, messageOf(err)]);
      });
  }, [token]);

  const updateQueue = useCallback((next: QueuedPunch[]) => {
    saveQueue(localStorage, next);
    setQueue(next);
  }, []);

  const flush = useCallback(async () => {
    if (!token || flushing.current) return;
    const current = loadQueue(localStorage);
    if (!current.length) return;
    flushing.current = true;
    try {
      const result = await flushQueue(current, (p) => sendQueued(token, p), new Date());
      // Punches queued while this run was sending stay behind the ones it kept.
      const added = loadQueue(localStorage).slice(current.length);
      updateQueue([...result.remaining, ...added]);
      if (result.dropped.length) setMessages((m) => [...m, ...result.dropped.map((d) => d.reason)]);
      if (result.sent.length) setOnline(true);
    } finally {
      flushing.current = false;
    }
  }, [token, updateQueue]);

  // Send queued punches at start, when the browser is back online and every 30 s as a retry.
  useEffect(() => {
    void flush();
    const onOnline = () => {
      setOnline(true);
      void flush();
    };
    const onOffline = () => setOnline(false);
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    const timer = window.setInterval(() => void flush(), RETRY_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      window.clearInterval(timer);
    };
  }, [flush]);

  // Back to the name list after a while without a touch (5 s after a punch).
  useEffect(() => {
    const ms = idleTimeoutMs(screen);
    if (ms === null) return;
    const timer = window.setTimeout(() => dispatch({ type: 'reset' }), ms);
    return () => window.clearTimeout(timer);
  }, [screen, touched]);

  const rememberState = (username: string, clock: ClockState) => {
    localStorage.setItem(STATES_KEY, JSON.stringify({ ...readJson(STATES_KEY, {}), [username]: clock }));
  };

  /** Offline the state is the last known one plus this person's queued punches. */
  const offlineClock = (username: string): ClockState => {
    const pending = loadQueue(localStorage).filter((p) => p.username === username);
    const known = readJson<Record<string, ClockState>>(STATES_KEY, {})[username] ?? 'off';
    return pending.length ? afterAction(pending[pending.length - 1]!.action) : known;
  };

  const login = async (username: string, name: string, pin: string) => {
    if (!token) return;
    try {
      const [me, shifts] = await Promise.all([fetchMe(token, username, pin), fetchSchedules(token, username, pin)]);
      setOnline(true);
      // The server's state is behind while this person's offline punches still wait.
      const clock = queue.some((p) => p.username === username) ? offlineClock(username) : me.state;
      rememberState(username, clock);
      const person: Person = { username, name: me.name, pin, clock, me, todayShift: todayShift(shifts, new Date()) };
      dispatch({ type: 'logged-in', person });
    } catch (err) {
      if (!isNetworkError(err)) return dispatch({ type: 'login-failed', message: messageOf(err) });
      setOnline(false);
      const person: Person = { username, name, pin, clock: offlineClock(username), me: null, todayShift: null };
      dispatch({ type: 'logged-in', person });
    }
  };

  const enqueue = (person: Person, action: TimeClockAction, at: Date) => {
    const entry: QueuedPunch = {
      id: `${at.getTime()}-${Math.random().toString(36).slice(2, 8)}`,
      username: person.username,
      name: person.name,
      pin: person.pin,
      action,
      time: at.toISOString(),
    };
    updateQueue([...loadQueue(localStorage), entry]);
    const clock = afterAction(action);
    rememberState(person.username, clock);
    dispatch({
      type: 'punched',
      person: { ...person, clock, me: null },
      notice: confirmation(action, person.name, at),
    });
  };

  const act = async (person: Person, action: TimeClockAction) => {
    if (!token) return;
    dispatch({ type: 'punch' });
    const at = new Date();
    // Order matters: while older punches wait, this one waits behind them.
    if (loadQueue(localStorage).length) {
      await flush();
      if (loadQueue(localStorage).length) return enqueue(person, action, at);
    }
    try {
      await punch(token, person.username, person.pin, action);
      setOnline(true);
      const me = await fetchMe(token, person.username, person.pin).catch(() => null);
      const clock = me?.state ?? afterAction(action);
      rememberState(person.username, clock);
      dispatch({ type: 'punched', person: { ...person, clock, me }, notice: confirmation(action, person.name, at) });
    } catch (err) {
      if (!isNetworkError(err)) return dispatch({ type: 'punch-failed', message: messageOf(err) });
      setOnline(false);
      enqueue(person, action, at);
    }
  };

  const offline = !online || queue.length > 0;

  return (
    <main className="tc" onPointerDown={() => setTouched((n) => n + 1)} onKeyDown={() => setTouched((n) => n + 1)}>
      <header className="tc-top">
        <span className="tc-brand">Zeiterfassung</span>
        {offline && (
          <span className="tc-offline" role="status">
            Offline – Buchung wird nachgereicht
            {queue.length > 0 && <strong> ({queue.length} ausstehend)</strong>}
          </span>
        )}
      </header>
      {messages.length > 0 && (
        <div className="tc-messages" role="alert">
          {messages.map((m, i) => (
            <p key={i}>{m}</p>
          ))}
          <button type="button" className="tc-btn tc-btn-small" onClick={() => setMessages([])}>
            OK
          </button>
        </div>
      )}
      {!token ? (
        <section className="tc-panel">
          <h1>Gerät nicht eingerichtet</h1>
          <p>Bitte diese Seite einmal mit dem Geräte-Token öffnen: /zeiterfassung?token=…</p>
        </section>
      ) : screen.phase === 'names' ? (
        <NameList people={people} onPick={(username, name) => dispatch({ type: 'pick', username, name })} />
      ) : screen.phase === 'pin' ? (
        <PinPad
          name={screen.name}
          pin={screen.pin}
          busy={screen.busy}
          error={screen.error}
          onDigit={(digit) => dispatch({ type: 'digit', digit })}
          onBackspace={() => dispatch({ type: 'backspace' })}
          onSubmit={() => {
            if (screen.pin.length < PIN_MIN || screen.busy) return;
            dispatch({ type: 'submit' });
            void login(screen.username, screen.name, screen.pin);
          }}
          onCancel={() => dispatch({ type: 'reset' })}
        />
      ) : (
        <PersonView
          person={screen.person}
          busy={screen.busy}
          notice={screen.notice}
          error={screen.error}
          onAct={(action) => void act(screen.person, action)}
          onDone={() => dispatch({ type: 'reset' })}
        />
      )}
      {queue.length > 0 && screen.phase === 'names' && (
        <ul className="tc-queue" aria-label="Ausstehende Buchungen">
          {queue.map((p) => (
            <li key={p.id}>{describePunch(p)}</li>
          ))}
        </ul>
      )}
    </main>
  );
}
