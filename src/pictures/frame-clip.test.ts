import { describe, expect, test } from 'vitest';
import { clipToFrame, isSliver } from './frame-clip.ts';
import { traced } from './marks/outline.ts';
import { ellipse, HEIGHT, polygon, rect, SUN_COLOUR, WIDTH } from './shapes.ts';

const xs = (points: readonly (readonly [number, number])[]) => points.map(([x]) => x);

describe('clipToFrame', () => {
  test('a wall that runs past the frame is trimmed to it; a shape inside stays as it is', () => {
    const [wall] = clipToFrame(rect(-40, -10, WIDTH + 80, 200, '#f1dcc0', { role: 'wall' }));
    expect(Math.min(...xs(wall.points))).toBe(0);
    expect(Math.max(...xs(wall.points))).toBe(WIDTH);
    const stool = rect(100, 280, 40, 30, '#e0457b');
    expect(clipToFrame(stool)).toEqual([stool]);
  });
  test('a smooth hill cut by the frame still fills its corners: the smoothed outline passes through them', () => {
    const hill = polygon(
      [
        [-60, HEIGHT + 60],
        [-60, 200],
        [WIDTH / 2, 170],
        [WIDTH + 60, 200],
        [WIDTH + 60, HEIGHT + 60],
      ],
      '#a9c46a',
      { smooth: true, role: 'ground' },
    );
    const outline = traced(clipToFrame(hill)[0].points, true, true, 4);
    for (const corner of [
      [0, HEIGHT],
      [WIDTH, HEIGHT],
    ])
      expect(Math.min(...outline.map(([x, y]) => Math.hypot(x - corner[0], y - corner[1])))).toBeLessThan(1);
  });
  test('the frame leaves a sliver of a sun mostly above it, or half a sun along the top (a bowl); half a sun in a corner is no sliver', () => {
    const sliver = (shape: ReturnType<typeof ellipse>) => isSliver(shape, clipToFrame(shape)[0]);
    expect(sliver(ellipse(60, -20, 26, 26, SUN_COLOUR))).toBe(true);
    expect(sliver(ellipse(60, 0, 26, 26, SUN_COLOUR))).toBe(true);
    expect(sliver(ellipse(60, 8, 26, 26, '#f2c94c'))).toBe(false);
    expect(sliver(ellipse(14, 0, 26, 26, SUN_COLOUR))).toBe(false);
    expect(sliver(ellipse(60, 30, 26, 26, SUN_COLOUR))).toBe(false);
  });
  test('a person or what someone holds is never a sliver, however little shows', () => {
    for (const shape of [
      ellipse(20, HEIGHT + 20, 26, 26, '#f0c8a0', { who: 'child' }),
      ellipse(20, HEIGHT + 20, 26, 26, '#c95a4a', { held: 'kite' }),
    ])
      expect(isSliver(shape, clipToFrame(shape)[0])).toBe(false);
  });
});
