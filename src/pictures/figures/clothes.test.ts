// The torso takes the artist's build: slimmer at the waist for a slim build, fuller for a chunky one,
// the shoulders where they were, so arms still join the body.
import { describe, expect, test } from 'vitest';
import { elderLook } from '../cast.ts';
import { SAMPLE_FAMILIES } from '../samples.ts';
import type { Shape } from '../shapes.ts';
import { drawFigure } from './figure.ts';
import { type Manner, PLAIN_MANNER } from './manner.ts';

const grandpa = elderLook(SAMPLE_FAMILIES['toddler-one-grandpa'].grandparents[0], 0);
const pose = { x: 200, y: 320, facing: 1 } as const;

/** The torso's width below the middle of its back (waist and hips) and the shoulders it hangs from. */
function torso(manner: Manner) {
  const { shapes, joints } = drawFigure(grandpa, pose, 'smile', manner);
  // The biggest piece in the top's colour (the sleeves are smaller).
  const span = ({ points }: Shape) =>
    (Math.max(...points.map(([x]) => x)) - Math.min(...points.map(([x]) => x))) *
    (Math.max(...points.map(([, y]) => y)) - Math.min(...points.map(([, y]) => y)));
  const body = shapes
    .filter((shape) => shape.part === undefined && shape.colour === grandpa.clothes.top && shape.closed)
    .reduce((big, shape) => (span(shape) > span(big) ? shape : big));
  const xs = body.points.filter(([, y]) => y > (joints.shoulders[0][1] + joints.hip[1]) / 2).map(([x]) => x);
  return { middle: Math.max(...xs) - Math.min(...xs), shoulders: joints.shoulders };
}

describe('a torso', () => {
  test("is as slim or as full as the artist's build, the shoulders unmoved", () => {
    const plain = torso(PLAIN_MANNER);
    const slim = torso({ ...PLAIN_MANNER, build: { waist: 0.8, hips: 0.85 } });
    const full = torso({ ...PLAIN_MANNER, build: { waist: 1.25, hips: 1.2 } });
    expect(slim.middle).toBeLessThan(plain.middle * 0.92);
    expect(full.middle).toBeGreaterThan(plain.middle * 1.1);
    expect(slim.shoulders).toEqual(plain.shoulders);
    expect(full.shoulders).toEqual(plain.shoulders);
  });
});
