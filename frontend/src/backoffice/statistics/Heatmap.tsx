// Weekday x hour table (order times, visitor times): a coloured cell per hour, the number on hover and
// for screen readers; rows Monday to Sunday in the branch's time zone.
export function Heatmap({ weekdays, heatmap, label }: { weekdays: string[]; heatmap: number[][]; label: string }) {
  const max = Math.max(1, ...heatmap.flat());
  return (
    <div className="st-heatmap" role="table" aria-label={label}>
      <div className="st-heatmap__row" role="row">
        <span className="st-heatmap__head st-heatmap__minor" role="columnheader">
          Tag
        </span>
        {Array.from({ length: 24 }, (_, h) => (
          // Every hour is named for screen readers; only every third is printed.
          <span key={h} className={`st-heatmap__hour${h % 3 === 0 ? '' : ' st-heatmap__minor'}`} role="columnheader">
            {h}
          </span>
        ))}
      </div>
      {heatmap.map((row, d) => (
        <div key={d} className="st-heatmap__row" role="row">
          <span className="st-heatmap__head" role="rowheader">
            {weekdays[d]}
          </span>
          {row.map((count, h) => (
            <span
              key={h}
              role="cell"
              className="st-heatmap__cell"
              title={`${weekdays[d]} ${h}–${h + 1} Uhr: ${count}`}
              aria-label={`${weekdays[d]} ${h} Uhr: ${count}`}
              style={{ backgroundColor: `rgba(22, 119, 255, ${count === 0 ? 0.04 : 0.15 + (0.85 * count) / max})` }}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
