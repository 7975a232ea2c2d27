import { describe, expect, test } from 'vitest';
import { ellipse, line, rect } from '../shapes.ts';
import { asNotes } from './music-note.ts';

const head = ellipse(100, 100, 4, 3, '#fff3b8');
const stem = (x: number) =>
  line(
    [
      [x, 100],
      [x, 82],
    ],
    '#fff3b8',
    1.5,
    { smooth: false },
  );

describe('music notes', () => {
  test('a round head under a straight stem becomes a tilted head, a stem on its right and a flag', () => {
    for (const x of [103, 97]) {
      const [oval, redrawn, flag] = asNotes([head, stem(x)]);
      const right = Math.max(...oval.points.map(([px]) => px));
      expect(redrawn.points[0][0]).toBeGreaterThan(100);
      expect(redrawn.points[0][0]).toBeLessThanOrEqual(right);
      expect(Math.min(...redrawn.points.map(([, y]) => y))).toBeCloseTo(82, 0);
      expect(flag.closed).toBe(false);
      expect(Math.max(...flag.points.map(([px]) => px))).toBeGreaterThan(redrawn.points[0][0] + 2);
    }
  });
  test('a note the frame cut comes back whole inside the picture', () => {
    const cut = ellipse(478, 100, 4, 3, '#3a3030');
    cut.points = cut.points.map(([x, y]) => [Math.min(480, x), y]);
    const shapes = asNotes([
      cut,
      {
        ...stem(480),
        points: [
          [480, 100],
          [480, 82],
        ],
      },
    ]);
    for (const [x] of shapes.flatMap((shape) => shape.points)) expect(x).toBeLessThan(470);
  });
  test('leaves everything else as it was', () => {
    const things = [rect(0, 0, 40, 40, '#000'), head, rect(90, 90, 4, 30, '#000')];
    expect(asNotes(things)).toEqual(things);
  });
});
