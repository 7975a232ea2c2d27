// A head leaning toward someone tilts that way too: moved over whole and upright, a leaning head read as
// stiff, "a head on a stick".
import { expect, test } from 'vitest';
import { ARTISTS } from '../artists/index.ts';
import { elderLook } from '../cast.ts';
import { SAMPLE_FAMILIES } from '../samples.ts';
import type { Point } from '../shapes.ts';
import { drawFigure } from './figure.ts';

test.each(ARTISTS.map((artist) => [artist.id, artist.manner] as const))('%s: a leaning head tilts the way it leans', (_, manner) => {
  const look = elderLook(SAMPLE_FAMILIES.default.grandparents[0], 0);
  for (const facing of [1, -1] as const) {
    // Every point of the head (skull, face, hair) from the head's middle, upright and leaning.
    const headOf = (lean: number): Point[] => {
      const { shapes, joints } = drawFigure(look, { x: 200, y: 318, facing, lean }, 'smile', manner);
      return shapes
        .filter((shape) => shape.part === 'head')
        .flatMap((shape) => shape.points.map(([x, y]) => [x - joints.head[0], y - joints.head[1]] as const));
    };
    const [upright, leaning] = [headOf(0), headOf(0.4)];
    expect(leaning.length).toBe(upright.length);
    // How far the leaning head is turned from the upright one (clockwise on the page is positive).
    const [cross, dot] = upright.reduce(
      ([c, d], [x, y], index) => [c + x * leaning[index][1] - y * leaning[index][0], d + x * leaning[index][0] + y * leaning[index][1]],
      [0, 0],
    );
    expect(Math.atan2(cross, dot) * facing).toBeGreaterThan(0.08);
  }
});
