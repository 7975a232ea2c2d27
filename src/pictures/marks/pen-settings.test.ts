import { describe, expect, test } from 'vitest';
import { seeded } from '../random.ts';
import { ellipse, HEIGHT, rect, WIDTH } from '../shapes.ts';
import { contour } from './contour.ts';
import { boards, corners, cumulus, nightSky, rays, tufts } from './pen-settings.ts';

const sky = rect(0, 0, WIDTH, 220, '#000').points;
const wall = rect(0, 0, WIDTH, 250, '#000').points;
const inFrame = (strokes: [readonly [number, number], readonly [number, number]][]) =>
  strokes.flat().every(([x, y]) => x >= 0 && x <= WIDTH && y >= 0 && y <= HEIGHT);

describe('the setting in pen', () => {
  test('a night sky is hatched all over in broken strokes, darkest at the top', () => {
    const night = nightSky(sky, -1, seeded('a'));
    expect(Math.max(...night.map(([[, y]]) => y))).toBeGreaterThan(200);
    expect(inFrame(night)).toBe(true);
    expect(Math.max(...night.map(([[x1], [x2]]) => Math.abs(x2 - x1)))).toBeLessThan(71);
    const inBand = (low: number, high: number) => night.filter(([[, y1], [, y2]]) => (y1 + y2) / 2 >= low && (y1 + y2) / 2 < high).length;
    expect(inBand(0, 60)).toBeGreaterThan(inBand(160, 220) * 1.3);
  });
  test('floorboards run toward a point beyond the floor, fanning out toward us', () => {
    const floor = rect(0, 250, WIDTH, 110, '#000').points;
    const seams = boards(floor, seeded('a')).filter(([[, y1], [, y2]]) => y1 !== y2);
    expect(seams.length).toBeGreaterThan(6);
    const slopes = seams.map(([[x1, y1], [x2, y2]]) => (x2 - x1) / (y2 - y1)).sort((a, b) => a - b);
    expect(slopes[0]).toBeLessThan(-0.5);
    expect(slopes[slopes.length - 1]).toBeGreaterThan(0.5);
  });
  test('corners darken the ends of a room’s wall, and only a wall that fills its box', () => {
    const strokes = corners(wall, [-Math.PI / 3, Math.PI / 7], seeded('a'));
    expect(strokes.length).toBeGreaterThan(20);
    for (const [[x1], [x2]] of strokes) expect(Math.min(x1, x2) < 60 || Math.max(x1, x2) > WIDTH - 60).toBe(true);
    expect(
      corners(
        [
          [0, 0],
          [WIDTH, 0],
          [0, 250],
        ],
        [-1, 0.4],
        seeded('a'),
      ),
    ).toEqual([]);
  });
  // The same two corners at the same slant in every room read as "identical patches at the same angle" (review 121).
  test('rooms differ in the slant of their corners, and some have one corner only', () => {
    const rooms = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].map((seed) =>
      corners(wall, [-Math.PI / 3, Math.PI / 7], seeded(seed)),
    );
    const slant = (strokes: (typeof rooms)[number]) => {
      const [[x1, y1], [x2, y2]] = strokes[0];
      return Math.round(Math.atan2(y2 - y1, x2 - x1) * 10);
    };
    expect(new Set(rooms.map(slant)).size).toBeGreaterThan(3);
    const oneSided = rooms.filter(
      (strokes) => strokes.every(([[x1], [x2]]) => Math.min(x1, x2) < 60) || strokes.every(([[x1], [x2]]) => Math.max(x1, x2) > WIDTH - 60),
    );
    expect(oneSided.length).toBeGreaterThan(0);
  });
  test('tufts and boards stay in the frame and repeat for the same seed', () => {
    const floor = rect(0, 250, WIDTH, 110, '#000').points;
    expect(inFrame(tufts(floor, seeded('a'))) && inFrame(boards(floor, seeded('a')))).toBe(true);
    expect(tufts(floor, seeded('a'))).toEqual(tufts(floor, seeded('a')));
  });
  test('a cumulus is wider than tall, its puffs above a flat base', () => {
    const cloud = cumulus(100, 40, 140, 80, seeded('a'));
    const xs = cloud.map(([x]) => x);
    const ys = cloud.map(([, y]) => y);
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan((Math.max(...ys) - Math.min(...ys)) * 1.5);
    expect(cumulus(100, 40, 140, 80, seeded('a'))).toEqual(cloud);
  });
  test('a round light gets rays outside it; a crescent gets none', () => {
    const sun = contour(ellipse(100, 100, 20, 20, '#000').points, true, true, 4);
    const strokes = rays(sun, seeded('a'));
    expect(strokes).toHaveLength(14);
    for (const [from] of strokes) expect(Math.hypot(from[0] - 100, from[1] - 100)).toBeGreaterThan(22);
    const crescent = contour(
      [
        [100, 80],
        [115, 90],
        [118, 100],
        [115, 110],
        [100, 120],
        [108, 100],
      ],
      true,
      false,
      4,
    );
    expect(rays(crescent, seeded('a'))).toEqual([]);
  });
});
