// A third way to stage the silly games, for the cartoonist (`Artist.staging`): the
// grandparent down at the grandchild's height, both turned to the mirror or to each other.
import type { Drawn } from '../figures/figure.ts';
import { nearArmOf, withoutNearArm } from '../figures/figure.ts';
import { hat, underBrim, wornHat } from '../props/dressing-up.ts';
import { rug } from '../props/home.ts';
import { room } from '../settings.ts';
import { ellipse, heldAs, layers, line, type Point, rect } from '../shapes.ts';
import { beforeTheMirror } from './reflection.ts';
import { elder, kid, type Staging } from './scene.ts';

/** Both hands beside a figure's head, pulling at the ears, each on its own side so no arm crosses the face. */
export const atTheEars = ({ joints: { head, headRadius } }: Drawn, facing: 1 | -1): { front: Point; back: Point } => ({
  front: [head[0] + facing * headRadius * 1.25, head[1] + headRadius * 0.1],
  back: [head[0] - facing * headRadius * 1.25, head[1] + headRadius * 0.1],
});

/** Side by side at the long mirror, both pulling their ears out, Grandma kneeling down to the grandchild's height. */
export const earsAtTheMirror: Staging = (cast) => {
  const floor = 320;
  const childPose = { x: 290, y: floor, facing: 1 } as const;
  const grandmaPose = { x: 190, y: floor, facing: 1, stance: 'kneel', lean: 0.2 } as const;
  const child = kid(cast, { ...childPose, ...atTheEars(kid(cast, childPose), childPose.facing) }, 'surprised');
  const grandma = elder(cast, 0, { ...grandmaPose, ...atTheEars(elder(cast, 0, grandmaPose), grandmaPose.facing) }, 'surprised');
  const atTheGlass = beforeTheMirror(390, 150, 100, 210, [...grandma.shapes, ...child.shapes], 0.85);
  return layers(
    [...room({ wall: '#cfe3c4', floor: '#a87a52', floorY: 260 }), ...atTheGlass.mirror],
    [...rug(250, 326, 320, '#d9a84a')],
    atTheGlass.people,
  );
};

/** The grandchild sits on a hat box in the too-big top hat; Grandma, in her flowery sun hat, kneels with the hand mirror held up. */
export const hatInTheHandMirror: Staging = (cast) => {
  const floor = 318;
  // A baby sits on the rug, its legs out before it: up on the box its short legs folded out of sight ("no legs", review 107).
  const seat = cast.age === 'baby' ? 0 : 30;
  const child = kid(cast, { x: 300, y: floor, facing: -1, stance: 'sit', seat, front: 'hip', back: 'hip' }, 'open');
  const { head, headRadius } = child.joints;
  const glass: Point = [head[0] - headRadius * 2.6, head[1] + headRadius * 0.2];
  const grandma = elder(
    cast,
    0,
    { x: glass[0] - 60, y: floor, facing: 1, stance: 'kneel', front: [glass[0] - 2, glass[1] + 19], back: 'hip', lean: 0.2 },
    'smile',
  );
  // A short handle, her hand round it under the glass: long, held at its end, before a baby on the rug it reached
  // the floor and "stands upright like a lamp" (review 136).
  const handMirror = [
    line([glass, [glass[0] - 2, glass[1] + 23]], '#8a5a3a', 4, { smooth: false }),
    ellipse(glass[0], glass[1], 12, 15, '#c99a4a'),
    ellipse(glass[0], glass[1], 9, 12, '#d8eef2'),
  ];
  return layers(
    [...room({ wall: '#f4dfe6', floor: '#a88a6a', floorY: 250, stripes: '#f9eaf0' })],
    [
      ...rug(240, 322, 320, '#7aa89a'),
      ...(seat > 0 ? [rect(child.joints.hip[0] - 26, floor - seat, 52, seat, '#e0457b')] : []),
      rect(380, 286, 50, 32, '#4fa3d9'),
      ...hat(405, 284, 'party', '#f2c94c'),
    ],
    [
      ...underBrim(withoutNearArm(grandma), grandma.joints.head, grandma.joints.headRadius),
      ...heldAs('hand mirror', handMirror),
      ...nearArmOf(grandma),
      ...wornHat(grandma.joints.head, grandma.joints.headRadius, 'flower', '#f2e6b0'),
      ...child.shapes,
      ...wornHat(head, headRadius * 1.15, 'top', '#2d2b30'),
    ],
  );
};
