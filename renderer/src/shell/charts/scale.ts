import { formatDate } from '../../../../common/format';

/**
 * The line chart's arithmetic, free of React and the DOM: the y axis' round ticks, value → pixel
 * scales, which x labels fit, and the day label. Counts of goods are whole numbers, so ticks are too.
 */

/** A step of 1, 2 or 5 times a power of ten, at least `rough` (and at least 1: counts are whole). */
export function niceStep(rough: number): number {
  if (!(rough > 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * Ticks of the y axis from 0 to the first round value at or above `max`, about `count` steps.
 * A max of 0 (nothing yet) still gives an axis: 0 to `count` in steps of 1.
 */
export function niceTicks(max: number, count = 4): number[] {
  const top = Number.isFinite(max) && max > 0 ? max : 0;
  const step = top === 0 ? 1 : niceStep(top / count);
  const steps = top === 0 ? count : Math.max(1, Math.ceil(top / step));
  return Array.from({ length: steps + 1 }, (_, i) => i * step);
}

/** Maps [0, domainMax] onto [rangeStart, rangeEnd] (an svg y axis runs downwards: start > end). */
export function linearScale(domainMax: number, rangeStart: number, rangeEnd: number): (value: number) => number {
  if (domainMax <= 0) return () => rangeStart;
  return (value) => rangeStart + (value / domainMax) * (rangeEnd - rangeStart);
}

/** The x position of each of `count` points spread evenly from `left` to `right` (one point sits in the middle). */
export function pointPositions(count: number, left: number, right: number): number[] {
  if (count <= 0) return [];
  if (count === 1) return [(left + right) / 2];
  const gap = (right - left) / (count - 1);
  return Array.from({ length: count }, (_, i) => left + i * gap);
}

/** The index of the position nearest to `x` (positions ascending), null when there are none. */
export function nearestIndex(x: number, positions: readonly number[]): number | null {
  let best: number | null = null;
  let distance = Infinity;
  positions.forEach((position, i) => {
    const d = Math.abs(position - x);
    if (d < distance) {
      best = i;
      distance = d;
    }
  });
  return best;
}

/**
 * Which of `count` points get an x label when at most `maxLabels` fit: every few, counted back
 * from the last, so the latest day (today) always has one.
 */
export function labelIndexes(count: number, maxLabels: number): number[] {
  if (count <= 0) return [];
  const step = Math.max(1, Math.ceil(count / Math.max(1, maxLabels)));
  const indexes: number[] = [];
  for (let i = count - 1; i >= 0; i -= step) indexes.unshift(i);
  return indexes;
}

/** An svg path through the points: 'M x0 y0 L x1 y1 …'. */
export function linePath(points: readonly (readonly [number, number])[]): string {
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${round(x)} ${round(y)}`).join(' ');
}

const round = (n: number) => Math.round(n * 10) / 10;

const DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})/;

/**
 * A calendar day ('2026-01-05' or '2026-1-5', as the report sends it) as the chart labels it:
 * '5 Jan'. Read as a calendar date, so the PC's time zone cannot move it a day.
 */
export function dayLabel(day: string, format = 'D MMM'): string {
  const match = DAY.exec(day);
  if (!match) return day;
  const [, year, month, date] = match;
  return formatDate(new Date(Date.UTC(Number(year), Number(month) - 1, Number(date))), format, 'UTC');
}
