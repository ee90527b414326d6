// A small line of the last days for a key figure (the dashboard, issue 20): plain SVG, no chart library,
// so the dashboard stays light; today's point is marked.
export function Sparkline({ values, label, color = '#1677ff' }: { values: number[]; label: string; color?: string }) {
  const width = 120;
  const height = 32;
  const max = Math.max(...values, 0);
  const min = Math.min(...values, 0);
  const span = max - min || 1;
  const x = (i: number) => (values.length > 1 ? (i / (values.length - 1)) * (width - 4) + 2 : width / 2);
  const y = (v: number) => height - 3 - ((v - min) / span) * (height - 6);
  const points = values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const last = values.length - 1;
  return (
    <svg
      className="st-sparkline"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
    >
      <polyline points={points} fill="none" stroke={color} strokeWidth={1.5} strokeLinejoin="round" />
      {last >= 0 && <circle cx={x(last)} cy={y(values[last]!)} r={2.5} fill={color} />}
    </svg>
  );
}
