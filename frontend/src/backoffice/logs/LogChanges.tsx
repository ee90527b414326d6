// The diff of one audit row: each changed field with its value before and after (create: after only,
// delete: before only). Secrets arrive masked from the server and are shown as 'verborgen'.
import type { AuditChanges } from '@bestell/domain';
import { formatValue, isStructured } from './log-labels';

function Value({ value, side }: { value: unknown; side: 'before' | 'after' }) {
  const text = formatValue(value);
  const className = `bo-log-value bo-log-value--${side}`;
  return isStructured(value) ? <pre className={className}>{text}</pre> : <span className={className}>{text}</span>;
}

export function LogChanges({ changes }: { changes: AuditChanges | null }) {
  const fields = Object.entries(changes ?? {});
  if (fields.length === 0) return <p className="bo-muted">Keine Feldänderungen aufgezeichnet.</p>;
  const hasBefore = fields.some(([, c]) => 'before' in c);
  const hasAfter = fields.some(([, c]) => 'after' in c);
  return (
    <table className="bo-log-diff" aria-label="Änderungen">
      <thead>
        <tr>
          <th scope="col">Feld</th>
          {hasBefore && <th scope="col">Vorher</th>}
          {hasAfter && <th scope="col">Nachher</th>}
        </tr>
      </thead>
      <tbody>
        {fields.map(([field, change]) => (
          <tr key={field}>
            <th scope="row" className="bo-log-field">
              {field}
            </th>
            {hasBefore && (
              <td data-label="Vorher">
                <Value value={change.before} side="before" />
              </td>
            )}
            {hasAfter && (
              <td data-label="Nachher">
                <Value value={change.after} side="after" />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
