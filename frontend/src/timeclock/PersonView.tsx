// One person on the time-clock tablet (issue 18 item 5): their state with the running timer, the one
// big button (and the second action), today's shift and the week's hours.
import { formatHours, type TimeClockAction } from '@bestell/domain';
import { useNow } from '../shared/ui/use-now';
import { ACTION_LABEL, activityTimes, formatTimer, nextSteps, TIME_ZONE, type Person } from './time-clock-machine';

// The branches and the server count days in Vienna, whatever zone the tablet's browser is set to.
const clockTime = (iso: string) =>
  new Date(iso).toLocaleTimeString('de-AT', { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE });

export function PersonView(props: {
  person: Person;
  busy: boolean;
  notice?: string;
  error?: string;
  onAct: (action: TimeClockAction) => void;
  onDone: () => void;
}) {
  const { person, busy, notice, error, onAct, onDone } = props;
  const now = useNow(1000);
  const { primary, secondary } = nextSteps(person.clock);
  const activity = person.me?.workingActivity ?? null;
  const times = activity ? activityTimes(activity, now) : null;
  const status =
    person.clock === 'off' ? 'Nicht eingestempelt' : person.clock === 'working' ? 'Bei der Arbeit' : 'In Pause';
  return (
    <section className="tc-panel tc-person">
      <h1>{person.name}</h1>
      {notice && (
        <p className="tc-notice" role="status">
          {notice}
        </p>
      )}
      {error && (
        <p className="tc-error" role="alert">
          {error}
        </p>
      )}
      <div className={`tc-state tc-state-${person.clock}`}>
        <span className="tc-state-label">{status}</span>
        {activity && times && (
          <>
            <span className="tc-timer" aria-label="Arbeitszeit">
              {formatTimer(times.worked)}
            </span>
            <span className="tc-state-detail">
              seit {clockTime(activity.start)} Uhr
              {times.pausedSince && ` · Pause seit ${clockTime(times.pausedSince.toISOString())} Uhr`}
            </span>
          </>
        )}
      </div>
      <div className="tc-actions">
        <button
          type="button"
          className={`tc-btn tc-big tc-big-${primary}`}
          disabled={busy}
          onClick={() => onAct(primary)}
        >
          {ACTION_LABEL[primary]}
        </button>
        {secondary && (
          <button type="button" className="tc-btn tc-big tc-big-end" disabled={busy} onClick={() => onAct(secondary)}>
            {ACTION_LABEL[secondary]}
          </button>
        )}
      </div>
      <dl className="tc-facts">
        <div>
          <dt>Heute geplant</dt>
          <dd>
            {person.me === null
              ? 'offline nicht verfügbar'
              : person.todayShift
                ? `${clockTime(person.todayShift.start)}–${clockTime(person.todayShift.end)} Uhr`
                : 'keine Schicht'}
            {person.todayShift?.breakMinutes ? (
              <span className="tc-facts-note">{person.todayShift.breakMinutes} min Pause</span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>Diese Woche</dt>
          <dd>{person.me ? formatHours(person.me.weekWorkedMinutes) : 'offline nicht verfügbar'}</dd>
        </div>
      </dl>
      <button type="button" className="tc-btn tc-btn-secondary tc-back" onClick={onDone}>
        Fertig
      </button>
    </section>
  );
}
