import { describe, expect, it } from 'vitest';
import { dayLabel, labelIndexes, linePath, linearScale, nearestIndex, niceStep, niceTicks, pointPositions } from '../../../renderer/src/shell/charts/scale';

describe('line chart: y axis ticks', () => {
  it('steps 1, 2 or 5 times a power of ten, never below 1 (counts are whole)', () => {
    expect([0.3, 1, 1.2, 2, 2.5, 4, 5, 7, 10, 13, 40, 120, 2600].map(niceStep)).toEqual([1, 1, 2, 2, 5, 5, 5, 10, 10, 20, 50, 200, 5000]);
  });

  it('runs from 0 to the first round value at or above the largest, in about four steps', () => {
    expect(niceTicks(10)).toEqual([0, 5, 10]);
    expect(niceTicks(12)).toEqual([0, 5, 10, 15]);
    expect(niceTicks(37)).toEqual([0, 10, 20, 30, 40]);
    expect(niceTicks(100)).toEqual([0, 50, 100]);
    expect(niceTicks(101)).toEqual([0, 50, 100, 150]);
    expect(niceTicks(1234)).toEqual([0, 500, 1000, 1500]);
  });

  it('keeps whole numbers for small counts', () => {
    expect(niceTicks(1)).toEqual([0, 1]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    for (const max of [1, 2, 3, 7, 9, 11, 57, 99]) {
      const ticks = niceTicks(max);
      expect(ticks.every(Number.isInteger)).toBe(true);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks.length).toBeLessThanOrEqual(6);
    }
  });

  it('still draws an axis when everything is 0 (or nonsense)', () => {
    expect(niceTicks(0)).toEqual([0, 1, 2, 3, 4]);
    expect(niceTicks(-5)).toEqual([0, 1, 2, 3, 4]);
    expect(niceTicks(Number.NaN)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('line chart: scales and positions', () => {
  it('maps 0..max onto a downward svg axis', () => {
    const y = linearScale(40, 250, 10);
    expect(y(0)).toBe(250);
    expect(y(40)).toBe(10);
    expect(y(10)).toBe(190);
    // An empty domain puts everything on the base line.
    expect(linearScale(0, 250, 10)(0)).toBe(250);
  });

  it('spreads points evenly from left to right, one in the middle', () => {
    expect(pointPositions(3, 0, 100)).toEqual([0, 50, 100]);
    expect(pointPositions(1, 0, 100)).toEqual([50]);
    expect(pointPositions(0, 0, 100)).toEqual([]);
    const thirty = pointPositions(30, 50, 630);
    expect(thirty).toHaveLength(30);
    expect(thirty[0]).toBe(50);
    expect(thirty[29]).toBe(630);
  });

  it('labels every few days, counted back from the last so today always has one', () => {
    expect(labelIndexes(30, 10)).toEqual([2, 5, 8, 11, 14, 17, 20, 23, 26, 29]);
    expect(labelIndexes(30, 7)).toEqual([4, 9, 14, 19, 24, 29]);
    expect(labelIndexes(5, 10)).toEqual([0, 1, 2, 3, 4]);
    expect(labelIndexes(30, 0)).toEqual([29]);
    expect(labelIndexes(0, 10)).toEqual([]);
    for (const fit of [3, 6, 8, 12, 15]) expect(labelIndexes(30, fit).length).toBeLessThanOrEqual(fit);
  });

  it('finds the point nearest the pointer', () => {
    const xs = pointPositions(30, 50, 630);
    expect(nearestIndex(50, xs)).toBe(0);
    expect(nearestIndex(59, xs)).toBe(0);
    expect(nearestIndex(61, xs)).toBe(1);
    expect(nearestIndex(700, xs)).toBe(29);
    expect(nearestIndex(10, [])).toBeNull();
  });

  it('writes the svg path of a line', () => {
    expect(linePath([[0, 10], [5.04, 20.26], [10, 0]])).toBe('M0 10 L5 20.3 L10 0');
    expect(linePath([])).toBe('');
  });
});

describe('line chart: day labels', () => {
  it("reads the report's days as calendar days, 'D MMM' in Indonesian", () => {
    expect(dayLabel('2026-01-05')).toBe('5 Jan');
    expect(dayLabel('2026-8-17')).toBe('17 Agu');
    expect(dayLabel('2026-12-31')).toBe('31 Des');
    expect(dayLabel('2026-05-01', 'D MMM YYYY')).toBe('1 Mei 2026');
    // A timestamp's date part.
    expect(dayLabel('2026-10-09T00:00:00+07:00')).toBe('9 Okt');
    expect(dayLabel('kemarin')).toBe('kemarin');
  });
});
