type Point = { day: string; views: number; visitors: number };

type Props = { series: Point[]; rtl: boolean; labels: { views: string; visitors: string } };

const WIDTH = 640;
const HEIGHT = 200;
const PAD = 28;

/** A round top for the y axis: 1, 2 or 5 times a power of ten, at least `max`. */
function niceTop(max: number): number {
  if (max <= 5) return 5;
  const power = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((m) => m * power).find((top) => top >= max)!;
}

/**
 * Views and visitors per day as two lines, drawn on the server's terms (plain SVG, no script, so the
 * admin's CSP is untouched). Colours come from the theme (currentColor on `text-*` classes), and
 * in Arabic time runs right to left. The figures are in the table beside it for screen readers.
 */
export function DayChart({ series, rtl, labels }: Props) {
  const top = niceTop(Math.max(0, ...series.map((p) => p.views)));
  const step = series.length > 1 ? (WIDTH - 2 * PAD) / (series.length - 1) : 0;
  const x = (i: number) => (rtl ? WIDTH - PAD - i * step : PAD + i * step);
  const y = (value: number) => HEIGHT - PAD - (value / top) * (HEIGHT - 2 * PAD);
  const line = (key: 'views' | 'visitors') =>
    series.map((p, i) => `${x(i).toFixed(1)},${y(p[key]).toFixed(1)}`).join(' ');
  const ticks = [0, top / 2, top];
  return (
    <div className="flex flex-col gap-2">
      {/* Laid out left to right whatever the page's direction (`rtl` mirrors the time axis itself),
          so the anchors of the figures mean the same in Arabic. */}
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        direction="ltr"
        className="h-auto w-full"
        aria-hidden="true"
        focusable="false"
      >
        {ticks.map((tick) => (
          <g key={tick} className="text-border">
            <line x1={PAD} x2={WIDTH - PAD} y1={y(tick)} y2={y(tick)} stroke="currentColor" strokeDasharray="3 4" />
            <text
              x={rtl ? WIDTH - 4 : 4}
              y={y(tick) + 4}
              textAnchor={rtl ? 'end' : 'start'}
              className="fill-muted text-[10px]"
            >
              {tick}
            </text>
          </g>
        ))}
        <polyline points={line('views')} fill="none" stroke="currentColor" strokeWidth="2" className="text-primary" />
        <polyline
          points={line('visitors')}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeDasharray="6 3"
          className="text-foreground"
        />
        {series.length > 0 && (
          <>
            <text x={x(0)} y={HEIGHT - 8} textAnchor="middle" className="fill-muted text-[10px]">
              {series[0]!.day.slice(5)}
            </text>
            <text x={x(series.length - 1)} y={HEIGHT - 8} textAnchor="middle" className="fill-muted text-[10px]">
              {series.at(-1)!.day.slice(5)}
            </text>
          </>
        )}
      </svg>
      <p className="flex gap-4 text-xs text-muted" aria-hidden="true">
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-0.5 w-5 bg-primary" /> {labels.views}
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-0.5 w-5 border-t-2 border-dashed border-foreground" /> {labels.visitors}
        </span>
      </p>
    </div>
  );
}
