import { describe, expect, test } from 'vitest';
import { ARTISTS } from '../artists/index.ts';
import { elderLook } from '../cast.ts';
import { pedalsOf } from '../props/bike.ts';
import { SAMPLE_FAMILIES } from '../samples.ts';
import { drawFigure } from './figure.ts';
import { PLAIN_MANNER } from './manner.ts';
import { jointsOf } from './pose.ts';
import { proportionsOf } from './proportions.ts';

describe('a seated rider', () => {
  test.each(ARTISTS.map((artist) => artist.id))(
    "%s: the feet rest on the pedals with the knees forward; a small rider's legs stretch to reach them, by half at most",
    (id) => {
      const manner = ARTISTS.find((artist) => artist.id === id)?.manner;
      if (manner === undefined) throw new Error(id);
      for (const build of ['toddler', 'child'] as const) {
        const size = proportionsOf(build, manner);
        const pedals = pedalsOf(300, 318);
        const joints = jointsOf({ x: 292, y: 318, facing: 1, stance: 'sit', seat: 68, feet: pedals }, size);
        expect(joints.feet).toEqual(pedals);
        // A toddler's legs are short for the bike: they stretch (by half at most) rather than leave the feet dangling.
        const half = (size.hip / 2) * 1.5;
        for (const [index, knee] of joints.knees.entries()) {
          expect(knee[0]).toBeGreaterThan(joints.hip[0]);
          expect(Math.hypot(knee[0] - joints.hip[0], knee[1] - joints.hip[1])).toBeLessThanOrEqual(half + 0.01);
          expect(Math.hypot(knee[0] - pedals[index][0], knee[1] - pedals[index][1])).toBeLessThanOrEqual(half + 0.01);
        }
      }
    },
  );
});

describe('a seated figure', () => {
  test.each(ARTISTS.map((artist) => artist.id))(
    '%s: a grandparent in an armchair or on a sofa stands its feet on the floor; a toddler on a high stool lets them dangle',
    (id) => {
      const manner = ARTISTS.find((artist) => artist.id === id)?.manner;
      if (manner === undefined) throw new Error(id);
      const floor = 318;
      for (const seat of [48, 62, 70]) {
        const joints = jointsOf({ x: 200, y: floor, facing: 1, stance: 'sit', seat }, proportionsOf('grandparent', manner));
        for (const [footX, footY] of joints.feet)
          expect(Math.abs(footY - floor), `seat ${seat}: foot at ${footX},${footY}`).toBeLessThan(3);
      }
      const toddler = jointsOf({ x: 200, y: floor, facing: 1, stance: 'sit', seat: 70 }, proportionsOf('toddler', manner));
      for (const [, footY] of toddler.feet) expect(floor - footY).toBeGreaterThan(20);
    },
  );
  // Set well back and lower, the far shin came down from the middle of the near thigh: "legs crossed at the knee
  // with both feet on the floor" (review 126).
  test.each(ARTISTS.map((artist) => artist.id))('%s: the knees side by side, the far one just behind, level', (id) => {
    const manner = ARTISTS.find((artist) => artist.id === id)?.manner;
    if (manner === undefined) throw new Error(id);
    const size = proportionsOf('grandparent', manner);
    for (const facing of [1, -1] as const) {
      const [far, near] = jointsOf({ x: 200, y: 318, facing, stance: 'sit', seat: 62 }, size).knees;
      const back = (near[0] - far[0]) * facing;
      expect(back).toBeGreaterThan(0);
      expect(back).toBeLessThanOrEqual(size.hipHalf * 0.5);
      expect(far[1]).toBeCloseTo(near[1], 5);
    }
  });
});

describe('an idle hand', () => {
  test.each(ARTISTS.map((artist) => artist.id))(
    '%s: a seated grandparent with nothing to hold rests both hands on the thighs, not out in the air',
    (id) => {
      const artist = ARTISTS.find((each) => each.id === id);
      if (artist === undefined) throw new Error(id);
      const look = elderLook(SAMPLE_FAMILIES.default.grandparents[0], 0);
      const { joints } = drawFigure(
        look,
        { x: 200, y: 318, facing: 1, stance: 'sit', seat: 56, front: 'hip', back: 'down' },
        'smile',
        artist.manner,
      );
      for (const [index, [x, y]] of joints.hands.entries()) {
        const knee = joints.knees[index];
        expect(x, `hand ${index}`).toBeGreaterThan(joints.hip[0]);
        expect(x, `hand ${index}`).toBeLessThan(knee[0]);
        expect(Math.abs(y - (joints.hip[1] + knee[1]) / 2), `hand ${index}`).toBeLessThan(12);
      }
    },
  );
});

// Bent in toward the body, an arm at rest hid the far arm behind it with only its hand showing, "a hand with no
// arm" (fault checks after review 148).
describe('an arm at rest', () => {
  test.each([
    [1, 'hip'],
    [-1, 'hip'],
    [1, 'down'],
    [-1, 'down'],
  ] as const)('facing %i, a hand at the %s: each elbow bends out to its own side', (facing, rest) => {
    const joints = jointsOf({ x: 200, y: 318, facing, front: rest, back: rest }, proportionsOf('grandparent', PLAIN_MANNER));
    joints.elbows.forEach((elbow, index) => {
      const [shoulder, hand] = [joints.shoulders[index], joints.hands[index]];
      const out = (elbow[0] - (shoulder[0] + hand[0]) / 2) * (index === 0 ? -1 : 1);
      expect(out, `arm ${index}`).toBeGreaterThan(0);
    });
  });
});
