import { describe, expect, test } from 'vitest';
import { AS_STAGED, throughLens } from './lens.ts';
import { ellipse, HEIGHT, type Layers, rect, WIDTH } from './shapes.ts';

const stage = (): Layers => ({
  back: [
    rect(0, 0, WIDTH, 250, '#f1dcc0', { role: 'wall' }),
    rect(0, 250, WIDTH, HEIGHT - 250, '#c08a5a', { role: 'floor' }),
    rect(300, 100, 60, 60, '#bfe3f5', { clip: [300, 100, 60, 60] }),
    ellipse(300, 330, 40, 8, '#6fb3d6'),
    // A door standing on the floor, its lower panel wholly below the floor line.
    rect(60, 150, 60, 160, '#3f6fb5'),
    rect(70, 255, 40, 50, '#365f9a'),
    // A mirror whose glass reaches below the floor line, and a shoe seen in it there.
    rect(360, 120, 60, 150, '#d8eef2', { clip: [360, 120, 60, 150] }),
    rect(380, 260, 12, 4, '#3b3b46', { clip: [360, 120, 60, 150] }),
  ],
  middle: [rect(100, 280, 80, 40, '#7aa89a')],
  front: [ellipse(200, 150, 20, 20, '#f0c8a0', { who: 'child', part: 'head' })],
});
const box = (points: readonly (readonly [number, number])[]) => [
  Math.min(...points.map(([x]) => x)),
  Math.min(...points.map(([, y]) => y)),
  Math.max(...points.map(([x]) => x)),
  Math.max(...points.map(([, y]) => y)),
];

describe('throughLens', () => {
  test('as staged, the setting stays where the scene put it', () => {
    const layers = stage();
    expect(throughLens(layers, AS_STAGED)).toEqual(layers);
  });
  test('a long lens brings the setting up behind the people, scaled about the ground line, and moves only the setting', () => {
    const layers = stage();
    const seen = throughLens(layers, { depth: 1.5, shift: 0.1 });
    expect(seen.middle).toEqual(layers.middle);
    expect(seen.front).toEqual(layers.front);
    // The window: about the head's middle (x 200) and the floor line (y 250), then 48 px to the right.
    expect(box(seen.back[2].points)).toEqual([398, 25, 488, 115]);
    expect(seen.back[2].clip).toEqual([398, 25, 90, 90]);
    // A puddle on the floor stays where the people jump in it.
    expect(seen.back[3]).toEqual(layers.back[3]);
    // A door's lower panel goes with its door: left behind, it read as a second door.
    const [door, panel] = [box(seen.back[4].points), box(seen.back[5].points)];
    expect(panel[0] - door[0]).toBeCloseTo(10 * 1.5);
    // A shoe in the mirror goes with the mirror, inside its glass: left behind, it stood on the floor outside.
    const [glass, shoe] = [box(seen.back[6].points), box(seen.back[7].points)];
    expect(seen.back[7].clip).toEqual(seen.back[6].clip);
    expect(shoe[0]).toBeGreaterThanOrEqual(glass[0]);
    expect(shoe[2]).toBeLessThanOrEqual(glass[2]);
    expect(shoe[3]).toBeLessThanOrEqual(glass[3]);
  });
  test('a wide lens or a step aside leaves no bare paper: what ran to the edge still does', () => {
    for (const lens of [
      { depth: 0.7, shift: 0.15 },
      { depth: 0.8, shift: -0.15 },
    ]) {
      const [wall, floor] = throughLens(stage(), lens).back;
      const [left, top, right] = box(wall.points);
      expect([left, top, right]).toEqual([Math.min(left, 0), 0, Math.max(right, WIDTH)]);
      expect(box(floor.points)[3]).toBe(HEIGHT);
      expect(box(floor.points)[1]).toBe(250);
    }
  });
});
