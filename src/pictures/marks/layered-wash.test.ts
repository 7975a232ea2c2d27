import { describe, expect, test } from 'vitest';
import { seeded } from '../random.ts';
import type { Point } from '../shapes.ts';
import { about, layeredWash } from './layered-wash.ts';

const ring: Point[] = Array.from({ length: 12 }, (_, index) => [
  240 + Math.cos((index / 12) * Math.PI * 2) * 50,
  180 + Math.sin((index / 12) * Math.PI * 2) * 30,
]);
const options = { colour: '#336699', pool: '#223355', shade: '#334477', strength: 0.7, modelling: 1 };

describe('a layered watercolour wash', () => {
  test('is the same marks for the same seed, and different for another', () => {
    expect(layeredWash(ring, seeded('x'), options)).toBe(layeredWash(ring, seeded('x'), options));
    expect(layeredWash(ring, seeded('x'), options)).not.toBe(layeredWash(ring, seeded('y'), options));
  });
  test('lays translucent layers, pigment pooled along the lower edge, a rimless shadow glaze, all paths, and no lifted paper (it read as a shine)', () => {
    const marks = layeredWash(ring, seeded('w'), options);
    expect(marks).toMatch(/^(<path d="[^"]+" fill="(#[0-9a-f]{6}|none)"[^<>]*\/>)+$/);
    const opacities = [...marks.matchAll(/fill="#336699" fill-opacity="([0-9.]+)"/g)].map(([, value]) => Number(value));
    expect(opacities).toHaveLength(4);
    for (const opacity of opacities) expect(opacity).toBeLessThan(0.4);
    // One faint rim round a layer, and the pooled pigment as a line along the lower edge only: a dark rim the
    // whole way round read as "a neat darker outline echo".
    expect(marks.match(/fill="#336699"[^>]*stroke="#223355"/g)).toHaveLength(1);
    const pooled = [...marks.matchAll(/<path d="M(-?[0-9.]+) (-?[0-9.]+)[^"]*" fill="none" stroke="#223355"/g)];
    expect(pooled).toHaveLength(1);
    // It begins on the lower right of the wash (light from the upper left), away from the lit side.
    const [x, y] = [Number(pooled[0][1]), Number(pooled[0][2])];
    expect((x - 240) * 0.5 + (y - 180) * 0.866).toBeGreaterThan(0);
    // None on the glaze, whose hard inner edge read as something behind showing through.
    expect(marks.match(/fill="#334477"/g)).toHaveLength(1);
    expect(marks).not.toMatch(/fill="#334477"[^>]*stroke=/);
    // The layers, the pooled edge and the glaze, and nothing over them.
    expect(marks.match(/<path /g)).toHaveLength(6);
  });
  test('lays no shadow glaze on a bent shape where the shrunk copy would fall outside it (a skirt over a lap)', () => {
    // An L: a lap running right from the hips, then down over the knee.
    const lap: Point[] = [
      [100, 100],
      [260, 100],
      [260, 220],
      [220, 220],
      [220, 140],
      [100, 140],
    ];
    for (const seed of ['a', 'b', 'c']) expect(layeredWash(lap, seeded(seed), options)).not.toMatch(/fill="#334477"/);
    expect(layeredWash(ring, seeded('a'), options)).toMatch(/fill="#334477"/);
  });
  test('a face gets less glaze than a thing', () => {
    const face = layeredWash(ring, seeded('w'), { ...options, modelling: 0.5 });
    expect(face).toContain('fill="#334477" fill-opacity="0.15"');
  });
  test('a copy made about a point keeps that point where it is', () => {
    const [a, b, c, d, e, f] = about([100, 50], 0.5, 0.3).slice(7, -1).split(' ').map(Number);
    expect(a * 100 + c * 50 + e).toBeCloseTo(100, 0);
    expect(b * 100 + d * 50 + f).toBeCloseTo(50, 0);
  });
});
