import { describe, expect, test } from 'vitest';
import { HAIR, OLD_HAIR, SKIN } from '../figures/palette.ts';
import { ellipse, layers, type Point, polygon, rect, type Shape } from '../shapes.ts';
import { framedFaces } from './paper-faces.ts';

/** A box with a point every 4 pixels along its top and bottom edges, as a hair piece has. */
const box = (left: number, top: number, width: number, height: number): Point[] => {
  const xs = Array.from({ length: width / 4 + 1 }, (_, index) => left + index * 4);
  return [...xs.map((x): Point => [x, top]), ...xs.reverse().map((x): Point => [x, top + height])];
};
const face = polygon(box(76, 76, 48, 48), SKIN.umber, { who: 'grandparent-1', part: 'head' });
const cap = polygon(box(74, 74, 52, 34), OLD_HAIR.white, { who: 'grandparent-1', part: 'head' });
const beard = polygon(box(76, 100, 48, 34), OLD_HAIR.white, { who: 'grandparent-1', part: 'head' });
const curls = ellipse(100, 100, 34, 34, HAIR.red, { who: 'grandparent-1' });
const bun = ellipse(100, 70, 6, 6, OLD_HAIR.white, { who: 'grandparent-1', part: 'head' });
const top = (shape: Shape) => Math.min(...shape.points.map(([, y]) => y));
const bottom = (shape: Shape) => Math.max(...shape.points.map(([, y]) => y));

describe('framedFaces', () => {
  const [, trimmedCap, trimmedBeard, smallerCurls, keptBun] = framedFaces(layers([], [], [face, cap, beard, curls, bun])).front;
  test('trims a cap or fringe to a band above the brows', () => {
    expect(bottom(cap)).toBe(108);
    const middle = trimmedCap.points.filter(([x]) => Math.abs(x - 100) < 12);
    expect(Math.max(...middle.map(([, y]) => y))).toBeLessThanOrEqual(76 + 48 * 0.3 + 0.01);
    expect(top(trimmedCap)).toBe(74);
    expect(bottom(trimmedCap)).toBe(108);
  });
  test('keeps a beard below the mouth', () => {
    const middle = trimmedBeard.points.filter(([x]) => Math.abs(x - 100) < 12);
    expect(Math.min(...middle.map(([, y]) => y))).toBeGreaterThanOrEqual(76 + 48 * 0.8 - 0.01);
    expect(top(trimmedBeard)).toBeGreaterThanOrEqual(76 + 48 * 0.62 - 0.01);
    expect(bottom(trimmedBeard)).toBe(134);
  });
  test('cuts a ball of curls behind the head a little smaller, and leaves small pieces and other things alone', () => {
    expect(bottom(smallerCurls)).toBeLessThan(bottom(curls));
    expect(bottom(smallerCurls)).toBeGreaterThan(bottom(face));
    expect(keptBun).toBe(bun);
    const stranger = rect(74, 74, 52, 34, OLD_HAIR.white, { who: 'child', part: 'head' });
    expect(framedFaces(layers([], [], [face, stranger])).front[1]).toBe(stranger);
  });
});
