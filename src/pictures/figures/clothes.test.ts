// The torso takes the artist's build: slimmer at the waist for a slim build, fuller for a chunky one,
// the shoulders where they were, so arms still join the body; a baby in a dress has bare legs.
import { describe, expect, test } from 'vitest';
import { childLook, elderLook } from '../cast.ts';
import { SAMPLE_FAMILIES } from '../samples.ts';
import type { Shape } from '../shapes.ts';
import { drawFigure, farShade } from './figure.ts';
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

// In its pinafore's colour, a baby's legs melted into it: "a girl with no legs" (review 138).
test.each([['sunny-dress', true] as const, ['dungarees', false] as const])('a baby in %s: bare legs %s', (outfit, bare) => {
  const baby = childLook({ ...SAMPLE_FAMILIES['baby-two-grandmas'].child, outfit });
  for (const stance of ['stand', 'sit'] as const) {
    const { shapes } = drawFigure(baby, { ...pose, stance, seat: 20 }, 'smile');
    const legs = shapes.filter((shape) => shape.part === 'leg');
    expect(legs.length).toBe(4);
    // Each leg and then its bootee: the legs bare or in the suit's colour.
    for (const leg of [legs[0], legs[2]]) expect([baby.skin, farShade(baby.skin)].includes(leg.colour)).toBe(bare);
  }
});
