// A child's stick arms and a paper doll's pinned strips are drawn from the shapes `limbs.ts` makes:
// reading those shapes back must give the joints they were made from, or a stick arm would end short of
// the hand that holds a rod, and a rake of fingers would spread from the middle of a sleeve.
import { expect, test } from 'vitest';
import { crayonDoodle } from '../artists/crayon-doodle.ts';
import { ARTISTS } from '../artists/index.ts';
import { childLook, elderLook } from '../cast.ts';
import { drawFigure } from '../figures/figure.ts';
import { SAMPLE_FAMILIES } from '../samples.ts';
import type { Point } from '../shapes.ts';
import { handOf, spineOf } from './limb-geometry.ts';

const apart = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);
const looks = [elderLook(SAMPLE_FAMILIES.default.grandparents[0], 0), childLook(SAMPLE_FAMILIES.default.child)];
const poses = [
  { front: [260, 200] as Point, back: 'hip' as const },
  { front: 'up' as const, back: 'wave' as const },
];

test('a limb read back runs through its joints, from the shoulder or hip to the hand or foot', () => {
  for (const look of looks)
    for (const pose of poses) {
      const { shapes, joints } = drawFigure(look, { x: 200, y: 318, facing: 1, ...pose }, 'smile', crayonDoodle.manner);
      const limbs = shapes.filter((shape) => shape.limb !== undefined);
      expect(limbs).toHaveLength(4);
      for (const shape of limbs) {
        const spine = spineOf(shape.points)?.spine ?? [];
        const ends = shape.limb === 'arm' ? joints.hands : joints.feet;
        expect(Math.min(...ends.map((end) => apart(spine[spine.length - 1], end)))).toBeLessThan(0.01);
      }
    }
});

// Every artist's hand, not only the child's rake: an artist that redraws hands reads any of them back.
test.each(ARTISTS.map((artist) => [artist.id, artist.manner] as const))(
  '%s: a hand read back has its wrist where the pose put the hand, and points along the forearm',
  (_, manner) => {
    for (const look of looks)
      for (const pose of poses) {
        const { shapes, joints } = drawFigure(look, { x: 200, y: 318, facing: 1, ...pose }, 'smile', manner);
        const hands = shapes.filter((shape) => shape.part === 'hand');
        expect(hands).toHaveLength(2);
        for (const shape of hands) {
          const { wrist, angle } = handOf(shape.points);
          const side = apart(wrist, joints.hands[0]) < apart(wrist, joints.hands[1]) ? 0 : 1;
          expect(apart(wrist, joints.hands[side])).toBeLessThan(0.01);
          const [elbow, hand] = [joints.elbows[side], joints.hands[side]];
          const forearm = Math.atan2(hand[1] - elbow[1], hand[0] - elbow[0]);
          expect(Math.abs(Math.atan2(Math.sin(angle - forearm), Math.cos(angle - forearm)))).toBeLessThan(0.01);
        }
      }
  },
);
