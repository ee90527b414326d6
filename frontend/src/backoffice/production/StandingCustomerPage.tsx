// The customer's page of a standing order (issue 42 item 3), /backend#/serienbestellung/{token}: no login,
// the token is the key. It shows what is delivered when and lets the customer pause days (holidays) until
// each day's cut-off; a day past it is already ordered and stays as it is.
import type { StandingOrderCustomerView } from '@bestell/domain';
import { useCallback, useEffect, useState } from 'react';

// Plain React on purpose (fetch, native controls, its own few texts, no antd, no query cache): a module
// this lazy page shared with the back office's entry made the bundler split that entry anew, and the login,
// dashboard and frontdesk bundles grew by 0.4 to 1.1 KB gzip that way (measured with antd's Card, Button
// and Tag); like this the entry names one more chunk.
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const GERMAN_WEEKDAYS = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'];
const UNIT_LABELS: Record<string, string> = { piece: 'Stk.', kilogram: 'kg', gram: 'g', package: 'Pkg.' };
const germanDate = (date: string) => date.split('-').reverse().join('.');
/** The weekday of a local date ('2026-12-07' -> Montag). */
const weekdayName = (date: string) => GERMAN_WEEKDAYS[(new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7]!;
const unitText = (unit: string) => UNIT_LABELS[unit] ?? unit;
/** 'Mo, Mi' in week order. */
const dayList = (days: readonly string[]) =>
  DAYS.flatMap((d, i) => (days.includes(d) ? [GERMAN_WEEKDAYS[i]!.slice(0, 2)] : [])).join(', ');
const LIST = { listStyle: 'none', margin: 0, padding: 0 } as const;
const ROW = { display: 'flex', gap: 8, alignItems: 'center', padding: '4px 0', borderBottom: '1px solid #f0f0f0' };
const HEADING = { fontSize: 16, margin: '16px 0 4px' };
const PAGE = {
  maxWidth: 720,
  margin: '24px auto',
  padding: 24,
  background: '#fff',
  borderRadius: 8,
  border: '1px solid #f0f0f0',
  fontFamily: 'inherit',
} as const;
const BUTTON = {
  marginTop: 16,
  padding: '6px 16px',
  borderRadius: 6,
  border: 0,
  background: '#1677ff',
  color: '#fff',
  cursor: 'pointer',
} as const;
const TAG = (color: string) => ({ fontSize: 12, padding: '0 7px', borderRadius: 4, background: color });
// Twelve weeks of days run far below the fold on a phone: the save button stays in view at the bottom.
const FOOTER = { position: 'sticky', bottom: 0, background: '#fff', paddingBottom: 8 } as const;

/** The API's German message of a failed call, else the fallback. */
class CallError extends Error {}
async function call(path: string, init?: RequestInit): Promise<StandingOrderCustomerView> {
  const res = await fetch(path, { ...init, headers: { 'Content-Type': 'application/json' } });
  const body = (await res.json().catch(() => null)) as {
    data?: StandingOrderCustomerView;
    errors?: { message: string }[];
  } | null;
  if (!res.ok || !body?.data) throw new CallError(body?.errors?.map((e) => e.message).join(' ') || '');
  return body.data;
}
const errorText = (error: unknown, fallback: string) => (error instanceof CallError && error.message) || fallback;
const url = (token: string) => `/api/standing-orders/by-token/${encodeURIComponent(token)}`;

type Load =
  { state: 'loading' } | { state: 'failed'; error: string } | { state: 'ready'; data: StandingOrderCustomerView };

export function StandingCustomerPage({ token }: { token: string }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [paused, setPaused] = useState<Set<string>>(new Set());
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const show = useCallback((data: StandingOrderCustomerView) => {
    setLoad({ state: 'ready', data });
    setPaused(new Set(data.pausedDates));
  }, []);
  const fetchView = useCallback(() => {
    setLoad({ state: 'loading' });
    call(url(token)).then(show, (error: unknown) =>
      setLoad({ state: 'failed', error: errorText(error, 'Die Serienbestellung konnte nicht geladen werden.') }),
    );
  }, [token, show]);
  useEffect(fetchView, [fetchView]);

  const save = async () => {
    setSaving(true);
    setNotice(null);
    try {
      show(
        await call(`${url(token)}/pauses`, {
          method: 'PUT',
          body: JSON.stringify({ pausedDates: [...paused].sort() }),
        }),
      );
      setNotice({ ok: true, text: 'Ihre Pausen wurden gespeichert.' });
    } catch (error) {
      setNotice({ ok: false, text: errorText(error, 'Die Pausen konnten nicht gespeichert werden.') });
    } finally {
      setSaving(false);
    }
  };
  const toggle = (date: string, on: boolean) =>
    setPaused((before) => {
      const next = new Set(before);
      if (on) next.add(date);
      else next.delete(date);
      return next;
    });

  if (load.state === 'failed')
    return (
      <main style={PAGE}>
        <p role="alert">{load.error}</p>
        <button type="button" style={BUTTON} onClick={fetchView}>
          Erneut versuchen
        </button>
      </main>
    );
  if (load.state === 'loading') return <main style={PAGE} aria-busy="true" />;
  const s = load.data;
  const changed = [...paused].sort().join() !== [...s.pausedDates].sort().join();

  return (
    <main style={PAGE}>
      <h1 className="bo-page-title">Serienbestellung {s.customerName}</h1>
      <p>
        Abholung in der Filiale {s.branch.name}: {dayList(s.weekdays)}
        {s.endDate ? `, ${germanDate(s.startDate)} bis ${germanDate(s.endDate)}` : `, ab ${germanDate(s.startDate)}`}
      </p>
      <h2 style={HEADING}>Jedes Mal</h2>
      <ul style={LIST}>
        {s.items.map((i, index) => (
          <li key={index} style={ROW}>
            {`${i.amount} ${unitText(i.unit)} ${i.product.name}${i.option ? ` (${i.option})` : ''}`}
          </li>
        ))}
      </ul>
      <h2 style={HEADING}>Die nächsten Abholtage</h2>
      <p>
        Kreuzen Sie die Tage an, an denen Sie nichts brauchen (z. B. Betriebsurlaub). Bereits bestellte Tage können
        nicht mehr geändert werden.
      </p>
      {s.deliveries.length === 0 && <p>Keine Lieferungen geplant.</p>}
      <ul style={LIST}>
        {s.deliveries.map((d) => (
          <li key={d.date} style={ROW}>
            <label>
              <input
                type="checkbox"
                checked={paused.has(d.date)}
                disabled={d.locked}
                onChange={(e) => toggle(d.date, e.target.checked)}
              />{' '}
              {`${weekdayName(d.date)}, ${germanDate(d.date)}: pausieren`}
            </label>
            {/* Saved pauses show as such (a ticked box alone may be unsaved); placed days as 'bestellt'. */}
            {(d.locked || d.paused) && (
              <span style={TAG(d.paused ? '#f0f0f0' : '#f6ffed')}>{d.paused ? 'pausiert' : 'bestellt'}</span>
            )}
          </li>
        ))}
      </ul>
      <div style={FOOTER}>
        <button
          type="button"
          style={{ ...BUTTON, opacity: !changed || saving ? 0.5 : 1 }}
          disabled={!changed || saving}
          onClick={() => void save()}
        >
          Pausen speichern
        </button>
        {notice && (
          <p
            role={notice.ok ? 'status' : 'alert'}
            style={{ color: notice.ok ? '#237804' : '#cf1322', margin: '8px 0 0' }}
          >
            {notice.text}
          </p>
        )}
      </div>
    </main>
  );
}
