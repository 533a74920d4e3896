import './charts.css';
import { useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { formatNumber } from '../../../../common/format';
import { labelIndexes, linePath, linearScale, nearestIndex, niceTicks, pointPositions } from './scale';

export interface LineSeries {
  name: string;
  /** Any CSS colour. */
  color: string;
  /** One value per x label. */
  values: readonly number[];
}

export interface LineChartProps {
  /** The x categories (e.g. '5 Jan'), one per point of every series. */
  labels: readonly string[];
  series: readonly LineSeries[];
  /** What the chart shows, for screen readers. */
  title: string;
  /** Shown over the axes when every value is 0. */
  emptyText: string;
  height?: number;
  formatValue?: (value: number) => string;
}

const MARGIN = { top: 14, right: 16, bottom: 30, left: 48 } as const;
/** Room one x label needs ('30 Des' at 11px plus a gap). */
const LABEL_WIDTH = 56;
const FALLBACK_WIDTH = 720;

/** The element's width, following it as the window resizes. */
function useWidth<T extends HTMLElement>(): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      if (element.clientWidth > 0) setWidth(element.clientWidth);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/**
 * A small dependency-free SVG line chart: y axis with round ticks and grid lines, x axis with a
 * label every few points, one line per series with a dot per point (its value in a tooltip),
 * and a legend. With nothing but zeros it still draws the axes and says so.
 */
export function LineChart({ labels, series, title, emptyText, height = 280, formatValue = formatNumber }: LineChartProps) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const max = Math.max(0, ...series.flatMap((s) => s.values));
  const ticks = niceTicks(max);
  const top = ticks.at(-1) ?? 1;
  const left = MARGIN.left;
  const right = Math.max(left + 1, width - MARGIN.right);
  const bottom = height - MARGIN.bottom;
  const y = linearScale(top, bottom, MARGIN.top);
  const xs = pointPositions(labels.length, left + 6, right - 6);
  const shown = labelIndexes(labels.length, Math.floor((right - left) / LABEL_WIDTH));
  const empty = max === 0;
  // The day under the pointer: a guide line and a box with every series' value.
  const [hover, setHover] = useState<number | null>(null);
  const hoverX = hover === null ? undefined : xs[hover];
  const onMove = (event: MouseEvent<SVGSVGElement>) => {
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left;
    setHover(x < left || x > right ? null : nearestIndex(x, xs));
  };

  return (
    <div className="erp-line-chart">
      <div className="erp-line-chart-legend">
        {series.map((s) => (
          <span key={s.name} className="erp-line-chart-legend-item">
            <span className="erp-line-chart-swatch" style={{ background: s.color }} aria-hidden />
            {s.name}
          </span>
        ))}
      </div>
      <div ref={ref} className="erp-line-chart-plot">
        <svg width={width} height={height} role="img" aria-label={title} className="erp-line-chart-svg" onMouseMove={onMove} onMouseLeave={() => setHover(null)}>
          <title>{title}</title>
          <g className="erp-line-chart-grid">
            {ticks.map((tick) => (
              <g key={tick}>
                <line x1={left} x2={right} y1={y(tick)} y2={y(tick)} className={tick === 0 ? 'erp-line-chart-axis' : undefined} />
                <text x={left - 8} y={y(tick)} dy="0.32em" textAnchor="end" className="erp-line-chart-tick">
                  {formatValue(tick)}
                </text>
              </g>
            ))}
          </g>
          <line x1={left} x2={left} y1={MARGIN.top} y2={bottom} className="erp-line-chart-axis" />
          <g className="erp-line-chart-xlabels">
            {shown.map((i) => (
              <text key={i} x={xs[i]} y={bottom + 18} textAnchor="middle" className="erp-line-chart-tick">
                {labels[i]}
              </text>
            ))}
          </g>
          {hoverX !== undefined && <line x1={hoverX} x2={hoverX} y1={MARGIN.top} y2={bottom} className="erp-line-chart-guide" />}
          {series.map((s) => {
            const points = s.values.slice(0, xs.length).map((value, i) => [xs[i] ?? left, y(value)] as const);
            return (
              <g key={s.name} className="erp-line-chart-series" data-series={s.name}>
                <path d={linePath(points)} fill="none" stroke={s.color} strokeWidth={2} strokeLinejoin="round" />
                {points.map(([px, py], i) => (
                  <g key={i} className="erp-line-chart-point">
                    <circle cx={px} cy={py} r={3} fill={s.color} />
                    {/* A wider, invisible target so the tooltip is easy to reach. */}
                    <circle cx={px} cy={py} r={8} fill="transparent">
                      <title>{`${labels[i] ?? ''}: ${s.name} ${formatValue(s.values[i] ?? 0)}`}</title>
                    </circle>
                  </g>
                ))}
              </g>
            );
          })}
          {empty && (
            <text x={(left + right) / 2} y={(MARGIN.top + bottom) / 2} textAnchor="middle" className="erp-line-chart-empty">
              {emptyText}
            </text>
          )}
        </svg>
        {hover !== null && hoverX !== undefined && (
          <div
            className="erp-line-chart-tooltip"
            aria-hidden
            // Beside the guide line, on its left once it nears the right edge.
            style={hoverX > width - 200 ? { right: width - hoverX + 10, top: MARGIN.top } : { left: hoverX + 10, top: MARGIN.top }}
          >
            <div className="erp-line-chart-tooltip-title">{labels[hover]}</div>
            {series.map((s) => (
              <div key={s.name} className="erp-line-chart-tooltip-row">
                <span className="erp-line-chart-swatch" style={{ background: s.color }} />
                <span>{s.name}</span>
                <strong>{formatValue(s.values[hover] ?? 0)}</strong>
              </div>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
