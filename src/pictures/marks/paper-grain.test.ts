import { describe, expect, test } from 'vitest';
import { seeded } from '../random.ts';
import type { Point } from '../shapes.ts';
import { area, grain, inside } from './paper-grain.ts';

const triangle: Point[] = [
  [0, 0],
  [100, 0],
  [0, 100],
];

describe('grain', () => {
  test('knows inside from outside', () => {
    expect(inside([10, 10], triangle)).toBe(true);
    expect(inside([80, 80], triangle)).toBe(false);
  });
  test('lays its fibres wholly inside the sheet, the same every time', () => {
    const d = grain(triangle, 12, seeded('a'));
    expect(d).toBe(grain(triangle, 12, seeded('a')));
    const fibres = [...d.matchAll(/M(-?\d+) (-?\d+)l(-?\d+) ?(-?\d+)/g)].map((match) => match.slice(1).map(Number));
    expect(fibres.length).toBeGreaterThan(4);
    expect(fibres.length).toBeLessThanOrEqual(12);
    for (const [x, y, dx, dy] of fibres) {
      expect(inside([x, y], triangle)).toBe(true);
      expect(inside([x + dx, y + dy], triangle)).toBe(true);
    }
  });
});

describe('area', () => {
  test('is the area the polygon covers, whichever way round it goes', () => {
    expect(area(triangle)).toBe(5000);
    expect(area([...triangle].reverse())).toBe(5000);
  });
});

describe('grain for a sheet the caller clips', () => {
  test('lays every fibre asked for, in the top band it is told, and never past the frame', () => {
    const sheet: Point[] = [
      [0, 200],
      [480, 190],
      [480, 360],
      [0, 360],
    ];
    const fibres = [...grain(sheet, 40, seeded('a'), { depth: 60, clipped: true }).matchAll(/M(-?\d+) (-?\d+)l(-?\d+) ?(-?\d+)/g)].map(
      (match) => match.slice(1).map(Number),
    );
    expect(fibres).toHaveLength(40);
    for (const [x, y, dx, dy] of fibres) {
      expect(y).toBeGreaterThanOrEqual(190);
      expect(y).toBeLessThanOrEqual(250);
      expect(x + dx).toBeGreaterThanOrEqual(0);
      expect(x + dx).toBeLessThanOrEqual(480);
      expect(y + dy).toBeLessThanOrEqual(360);
    }
  });
});

describe('grain of a sheet with a direction', () => {
  test('runs every fibre the way the sheet runs, as long as it is told', () => {
    const sheet: Point[] = [
      [0, 0],
      [480, 0],
      [480, 360],
      [0, 360],
    ];
    const fibres = [
      ...grain(sheet, 30, seeded('a'), { clipped: true, angle: 0, turn: 0, length: [14, 20] }).matchAll(/M(-?\d+) -?\d+l(-?\d+) ?(-?\d+)/g),
    ];
    expect(fibres.length).toBeGreaterThan(20);
    for (const [, x, dx, dy] of fibres) {
      if (Number(x) > 460) continue; // cut short by the frame's edge
      expect(Math.abs(Number(dy))).toBeLessThanOrEqual(1);
      expect(Math.abs(Number(dx))).toBeGreaterThanOrEqual(13);
    }
  });
});

describe('grain in clumps', () => {
  test('gathers every fibre of one clump into a part of the sheet, not strewn across it', () => {
    const sheet: Point[] = [
      [0, 0],
      [480, 0],
      [480, 360],
      [0, 360],
    ];
    const starts = (clumps?: number) =>
      [...grain(sheet, 60, seeded('clumps'), { clipped: true, clumps }).matchAll(/M(-?\d+) (-?\d+)/g)].map(([, x]) => Number(x));
    const spread = (xs: number[]) => Math.max(...xs) - Math.min(...xs);
    expect(spread(starts(1))).toBeLessThan(240);
    expect(spread(starts())).toBeGreaterThan(400);
  });
});
