// What a stream plays during the current week, hour by hour (resolvePlayback via week-view.ts).
import { useMemo } from 'react';
import type { StreamView } from '@bestell/domain';
import { SOURCE_LABELS } from './labels';
import { weekStart, weekView } from './week-view';

const PALETTE = ['#fde68a', '#bbf7d0', '#bfdbfe', '#fbcfe8', '#ddd6fe', '#fed7aa', '#a5f3fc', '#e7e5e4'];
const DAY_NAMES = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'];
const PX_PER_MINUTE = 576 / 1440;

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export function WeekView({
  stream,
  segmentNames,
  now = new Date(),
}: {
  stream: Pick<StreamView, 'entries' | 'takeovers' | 'fallbackSegment'>;
  segmentNames: Map<string, string>;
  now?: Date;
}) {
  const monday = weekStart(now);
  const days = useMemo(() => weekView(stream, monday), [stream, monday]);
  const colors = new Map<string, string>();
  const colorOf = (id: string | null) => {
    if (!id) return '#f5f5f4';
    if (!colors.has(id)) colors.set(id, PALETTE[colors.size % PALETTE.length]!);
    return colors.get(id)!;
  };
  return (
    <section className="sg-week" aria-label="Wochenansicht">
      <div className="sg-week-grid">
        <div />
        {days.map((day, i) => (
          <div key={day.date} className="sg-week-head">
            {DAY_NAMES[i]} {day.date.slice(8, 10)}.{day.date.slice(5, 7)}.
          </div>
        ))}
        <div className="sg-week-hours" aria-hidden>
          {[3, 6, 9, 12, 15, 18, 21].map((h) => (
            <span key={h} style={{ top: h * 60 * PX_PER_MINUTE }}>
              {h}:00
            </span>
          ))}
        </div>
        {days.map((day) => (
          <div key={day.date} className="sg-week-day">
            {day.blocks.map((block) => {
              const name = block.segmentId ? (segmentNames.get(block.segmentId) ?? 'Filmsequenz') : 'Nichts';
              const label = `${hhmm(block.from)}–${hhmm(block.to)} ${name} (${SOURCE_LABELS[block.source]})`;
              return (
                <div
                  key={block.from}
                  className="sg-week-block"
                  style={{
                    top: block.from * PX_PER_MINUTE,
                    height: (block.to - block.from) * PX_PER_MINUTE - 1,
                    background: colorOf(block.segmentId),
                  }}
                  title={label}
                  aria-label={label}
                >
                  {block.to - block.from >= 60 ? name : ''}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </section>
  );
}
