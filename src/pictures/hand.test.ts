import { describe, expect, test } from 'vitest';
import { drawnBy } from './hand.ts';
import { HEIGHT, type Layers, line, rect, type Shape, WIDTH } from './shapes.ts';

const HAND = { drift: 5, reach: 120 };

const stage = (): Layers => ({
  back: [rect(0, 0, WIDTH, HEIGHT, '#f1dcc0', { role: 'wall' }), rect(100, 60, 120, 100, '#bfe3f5')],
  middle: [
    line(
      [
        [40, 250],
        [440, 250],
      ],
      '#6a4128',
      4,
      { smooth: false },
    ),
  ],
  front: [rect(200, 200, 40, 40, '#c0448f'), rect(240, 200, 40, 40, '#1f6fe0')],
});

describe('drawnBy', () => {
  const drawn = drawnBy(stage(), HAND, 'a scene');

  test('the same scene drifts the same way every time, and another scene its own way', () => {
    expect(drawnBy(stage(), HAND, 'a scene')).toEqual(drawn);
    expect(drawnBy(stage(), HAND, 'another scene')).not.toEqual(drawn);
  });

  test('a ruled line bows: its points leave the straight line, by no more than the hand strays', () => {
    const ys = drawn.middle[0].points.map(([, y]) => y);
    expect(ys.length).toBeGreaterThan(10);
    expect(Math.max(...ys) - Math.min(...ys)).toBeGreaterThan(1);
    for (const y of ys) expect(Math.abs(y - 250)).toBeLessThan(HAND.drift * 2.5);
  });

  test('the frame stays put: a wall that filled the picture still fills it', () => {
    const xs = drawn.back[0].points.map(([x]) => x);
    const ys = drawn.back[0].points.map(([, y]) => y);
    expect([Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]).toEqual([0, WIDTH, 0, HEIGHT]);
  });

  test('what touches still touches: a corner two things share moves as one', () => {
    const nearest = ({ points }: Shape) =>
      points.reduce((best, point) =>
        Math.hypot(point[0] - 240, point[1] - 200) < Math.hypot(best[0] - 240, best[1] - 200) ? point : best,
      );
    const [left, right] = drawn.front;
    expect(nearest(left)).not.toEqual([240, 200]);
    expect(nearest(left)).toEqual(nearest(right));
  });
});
