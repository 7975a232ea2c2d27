import { describe, expect, test } from 'vitest';
import { seeded } from '../random.ts';
import { ellipse, HEIGHT, rect, WIDTH } from '../shapes.ts';
import { beyondCut, cutOutline, cutPiece, litEdge, rimBehind, shadeCut, tornEdge } from './cut-paper.ts';

/** A piece cut square, its outline running clockwise on screen. */
const square: [number, number][] = [
  [100, 100],
  [140, 100],
  [140, 140],
  [100, 140],
];

describe('cutOutline', () => {
  test('cuts a round shape in a few straight cuts, the same every time', () => {
    const { points } = ellipse(100, 100, 30, 30, '#ff0000');
    const cut = cutOutline(points, true, true, seeded('a'));
    expect(cut.length).toBeGreaterThanOrEqual(12);
    expect(cut.length).toBeLessThanOrEqual(28);
    expect(cutOutline(points, true, true, seeded('a'))).toEqual(cut);
    for (const [x, y] of cut) expect(Math.hypot(x - 100, y - 100)).toBeGreaterThan(25);
  });
  test('keeps a rectangle on its corners, bending its long edges a little', () => {
    expect(cutOutline(rect(10, 10, 40, 20, '#000000').points, true, false, seeded('a'))).toHaveLength(4);
    expect(cutOutline(rect(10, 10, 200, 20, '#000000').points, true, false, seeded('a'))).toHaveLength(6);
  });
  test('never leaves the frame', () => {
    for (const [x, y] of cutOutline(rect(0, 0, WIDTH, HEIGHT, '#000000').points, true, false, seeded('a'))) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(WIDTH);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(HEIGHT);
    }
  });
});

describe('cutPiece', () => {
  /** The absolute corners of a path written as "M x y l dx dy … z". */
  const corners = (d: string) => {
    const [x, y, ...steps] = (d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
    const points = [[x, y]];
    for (let index = 0; index < steps.length; index += 2) {
      const [px, py] = points[points.length - 1];
      points.push([px + steps[index], py + steps[index + 1]]);
    }
    return points;
  };
  const strip: [number, number][] = [
    [40, 100],
    [240, 100],
    [240, 140],
    [40, 140],
  ];
  test('lays a soft shadow under the piece, down and to the right, wider toward the end that curls up off the paper', () => {
    const piece = cutPiece(strip, '#3f6fb5', 4);
    const [penumbra, core, paper] = [...piece.matchAll(/<path d="([^"]+)"/g)].map((match) => match[1]);
    expect(corners(paper)).toEqual(strip);
    const offsetsOf = (shadow: string) => corners(shadow).map(([x, y], index) => [x - strip[index][0], y - strip[index][1]]);
    for (const [dx, dy] of offsetsOf(core)) {
      expect(dx).toBeGreaterThanOrEqual(1);
      expect(dy).toBeGreaterThanOrEqual(1);
      expect(dy).toBeLessThanOrEqual(6);
    }
    // The penumbra reaches further than the core, fainter.
    const reach = (shadow: string) => offsetsOf(shadow).reduce((sum, [, dy]) => sum + dy, 0);
    expect(reach(penumbra)).toBeGreaterThan(reach(core));
    const drops = offsetsOf(penumbra).map(([, dy]) => dy);
    expect(Math.max(...drops) - Math.min(...drops)).toBeGreaterThanOrEqual(1);
    const [outer, inner] = [...piece.matchAll(/fill-opacity="([\d.]+)"/g)].map((match) => Number(match[1]));
    expect(outer).toBeLessThan(inner);
    expect(inner).toBeGreaterThanOrEqual(0.15);
    expect(inner).toBeLessThanOrEqual(0.28);
  });
  test("no outline but the lit cut edge, broken where the light misses it, in runs of the piece's own lengths; the same piece the same each time", () => {
    const dashes = (points: [number, number][]) => cutPiece(points, '#3f6fb5', 2).match(/stroke-dasharray="([^"]+)"/)?.[1];
    const moved = strip.map(([x, y]): [number, number] => [x + 7, y + 30]);
    expect(dashes(strip)).toMatch(/^\d+( \d+){5}$/);
    expect(dashes(moved)).not.toBe(dashes(strip));
    expect(cutPiece(strip, '#3f6fb5', 2)).toBe(cutPiece(strip, '#3f6fb5', 2));
    expect(cutPiece(strip, '#3f6fb5', 0)).toBe('<path d="M40 100l200 0 0 40-200 0z" fill="#3f6fb5"/>');
  });
});

describe('litEdge', () => {
  test('is the cut edges facing the light, up and to the left, whichever way the outline runs', () => {
    expect(litEdge(square)).toBe('M100 140l0-40 40 0');
    expect(litEdge([...square].reverse())).toBe('M140 100l-40 0 0 40');
  });
});

describe('shadeCut and rimBehind', () => {
  test('cuts the shade piece off the lower right of the piece, inside it', () => {
    const shade = shadeCut(square, seeded('a'));
    expect(shade.length).toBeGreaterThanOrEqual(3);
    expect(shade).toEqual(shadeCut(square, seeded('a')));
    for (const [x, y] of shade) {
      expect(x).toBeGreaterThanOrEqual(100);
      expect(x).toBeLessThanOrEqual(140);
      expect(y).toBeLessThanOrEqual(140);
      expect(x + y).toBeGreaterThan(230);
    }
  });
  test('cuts the shade in a curve, not one straight snip (which read as low-poly facets)', () => {
    // A straight cut leaves every point on the square's edge; a curving one runs through its inside.
    const inside = shadeCut(square, seeded('a')).filter(([x, y]) => x > 100 && x < 140 && y > 100 && y < 140);
    expect(inside.length).toBeGreaterThanOrEqual(3);
  });
  test('keeps what lies beyond a straight cut', () => {
    expect(beyondCut(square, [1, 0], 120)).toEqual([
      [120, 100],
      [140, 100],
      [140, 140],
      [120, 140],
    ]);
  });
  test('lays a rim a little larger than the face, up and to the left', () => {
    const rim = rimBehind(square, 2);
    expect(Math.min(...rim.map(([x]) => x))).toBeLessThan(100);
    expect(Math.min(...rim.map(([, y]) => y))).toBeLessThan(99);
    expect(Math.max(...rim.map(([, y]) => y))).toBeGreaterThan(139);
  });
});

describe('tornEdge', () => {
  test('tears a hill’s top edge in many short, uneven steps, raised so its pale core shows above the piece', () => {
    const hill: [number, number][] = [
      [0, 200],
      [240, 180],
      [480, 200],
      [480, 260],
      [0, 260],
    ];
    const torn = tornEdge(hill, seeded('torn'), 2.4);
    const perimeter = hill.reduce(
      (sum, point, index) => sum + Math.hypot(point[0] - hill[(index + 1) % hill.length][0], point[1] - hill[(index + 1) % hill.length][1]),
      0,
    );
    expect(torn.length).toBeGreaterThan(perimeter / 4);
    // How far above the hill's top edge each torn point along it lies.
    const ridge = (x: number) => (x < 240 ? 200 - (x / 240) * 20 : 180 + ((x - 240) / 240) * 20);
    const above = torn.filter(([x, y]) => x > 10 && x < 470 && y < 220).map(([x, y]) => ridge(x) - y);
    const mean = above.reduce((sum, rise) => sum + rise, 0) / above.length;
    const spread = Math.sqrt(above.reduce((sum, rise) => sum + (rise - mean) ** 2, 0) / above.length);
    expect(mean).toBeGreaterThan(1.5);
    expect(spread).toBeGreaterThan(0.3);
  });
});
