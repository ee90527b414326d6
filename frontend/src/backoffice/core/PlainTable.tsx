// A read-only table for the screens that must load fast (dashboard, frontdesk): antd's Table brings
// filters, tree, pagination and select (~80 KB gzip), none of which these short lists use.
import type { Key, ReactNode } from 'react';

export interface PlainColumn<T> {
  key: string;
  title: ReactNode;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right';
}

interface Props<T> {
  rows: readonly T[];
  rowKey: (row: T) => Key;
  columns: PlainColumn<T>[];
  loading?: boolean;
  /** Shown in place of rows when there are none. */
  empty?: ReactNode;
}

export function PlainTable<T>({ rows, rowKey, columns, loading = false, empty = 'Keine Daten' }: Props<T>) {
  const note = loading ? 'Wird geladen …' : rows.length === 0 ? empty : null;
  return (
    <div className="bo-table-wrap bo-cards">
      <table className="bo-table" aria-busy={loading || undefined}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" style={c.align === 'right' ? { textAlign: 'right' } : undefined}>
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {note !== null ? (
            <tr>
              <td colSpan={columns.length} className="bo-table-note">
                {note}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => (
                  <td
                    key={c.key}
                    data-label={typeof c.title === 'string' ? c.title : undefined}
                    style={c.align === 'right' ? { textAlign: 'right' } : undefined}
                  >
                    {c.render(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
