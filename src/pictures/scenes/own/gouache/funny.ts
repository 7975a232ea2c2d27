// The funny scenes as the gouache painter stages them (dress-up in dress-up.ts).

import { nearArmOf, withoutNearArm } from '../../../figures/figure.ts';
import { underBrim, wornHat } from '../../../props/dressing-up.ts';
import { tree } from '../../../props/garden.ts';
import { bed, frame, pillow, rug, sofa } from '../../../props/home.ts';
import { recordPlayer } from '../../../props/record-player.ts';
import { feathers } from '../../../props/scattered.ts';
import { musicNotes } from '../../../props/things.ts';
import { puddle, rain, umbrellaHeld } from '../../../props/weather.ts';
import { GROUND, outdoors, room, shadow, window } from '../../../settings.ts';
import { blob, ellipse, heldAs, keptInView, layers, type Point, polygon, rect, type Shape } from '../../../shapes.ts';
import { inArms, onLap } from '../../holding.ts';
import { beforeTheMirror } from '../../reflection.ts';
import type { Staging } from '../../scene.ts';
import { elder, handOf, kid } from '../../scene.ts';
import { theFilmStarsWalk } from './dress-up.ts';

/**
 * Silly hats: side by side on the sofa in their hats, the grandchild in the huge top hat holding up Grandma's
 * hand mirror, Grandma in the flowery one leaning in to look, both laughing. On her lap the top hat's brim
 * ran into her face and the two "fused" (review 109).
 */
const inTheHandMirror: Staging = (cast, random) => {
  const floor = 318;
  const seat = 56;
  // A little apart on the sofa, so their knees do not meet: closer, the grandchild's legs lay across her lap
  // and it "seems to sit on Grandma's lap" (review 118).
  const child = kid(cast, { x: 290, y: floor, facing: -1, stance: 'sit', seat, front: 'hold', back: 'hip' }).joints;
  // The grandchild holds the mirror up itself, between the two faces, so both look into it.
  const up: Point = [child.head[0] - child.headRadius * 1.9, child.head[1] + child.headRadius * 0.6];
  const sitter = kid(cast, { x: 290, y: floor, facing: -1, stance: 'sit', seat, front: up, back: 'hip' }, 'laugh');
  const grandma = elder(
    cast,
    0,
    { x: 164, y: floor, facing: 1, stance: 'sit', seat, lean: 0.25, front: [up[0] - 6, up[1] + 20], back: 'hip' },
    'laugh',
  );
  const { head, headRadius } = grandma.joints;
  const grip = handOf(sitter, -1, 'front');
  return layers(
    [...room({ wall: '#f2d8e0', floor: '#a07a5a', floorY: 244, stripes: '#f8e4ea' }), ...window(random, 320, 40, 100, 90, false)],
    [...sofa(120, floor, 200, '#7aa89a')],
    [
      ...underBrim(grandma.shapes, head, headRadius),
      ...wornHat(head, headRadius, 'flower', '#f4c22b'),
      ...sitter.shapes,
      ...wornHat(sitter.joints.head, sitter.joints.headRadius, 'top', '#2d2b30'),
      // The mirror's handle in the hand, wherever the arm reached: a painted piece, not a thin line, which the
      // brush left so faint that the mirror "floated" over the hand (review 109).
      ...heldAs('mirror', [
        polygon(
          [
            [grip[0] - 3, grip[1] + 3],
            [grip[0] + 3, grip[1] + 3],
            [grip[0] - 1, grip[1] - 18],
            [grip[0] - 7, grip[1] - 18],
          ],
          '#a87a4a',
        ),
        ellipse(grip[0] - 4, grip[1] - 30, 11, 14, '#c9a06a'),
        ellipse(grip[0] - 4, grip[1] - 30, 8, 11, '#d8eef2'),
      ]),
    ],
  );
};

/**
 * Dance party: the slow dance. Grandpa sways to the record with the grandchild up in his arms, cheek to cheek,
 * its free arm out as if it leads. Twirling under his arm, it was the storybook's twirl "in a different
 * surface" (review 120); standing on his feet in front of his legs, the two read as "one merged body".
 */
const swayingInHisArms: Staging = (cast) => {
  const floor = 322;
  const together = inArms(cast, 0, { x: 210, y: floor, facing: 1, lean: 0.15 }, { front: 'out', back: 'hip' }, ['laugh', 'laugh']);
  return layers(
    [...room({ wall: '#f2d8a8', floor: '#8a6a4a', floorY: 246 }), ...frame(330, 60, 60, 50, '#c9dcef')],
    [...recordPlayer(400), ...rug(230, floor + 4, 260, '#c9553b')],
    [
      ...together.shapes,
      ...musicNotes(
        [
          [330, 150],
          [360, 120],
          [120, 110],
        ],
        '#c9553b',
        [together.holder.joints, together.child.joints],
      ),
    ],
  );
};

/** Funny faces: cheek to cheek on the hall bench, the grandchild on Grandma's knee, both pulling faces at their reflection. */
const cheekToCheekAtTheMirror: Staging = (cast) => {
  const floor = 320;
  const lap = onLap(
    cast,
    0,
    { x: 200, y: floor, facing: 1, stance: 'sit', seat: 46, lean: 0.4 },
    { facing: 1, front: 'hold', back: 'wave' },
    ['surprised', 'laugh'],
  );
  // The mirror on the side they are turned to: hung behind their backs, they "faced away from it" (review 123).
  const atTheGlass = beforeTheMirror(392, 170, 90, 130, lap.shapes, 0.75);
  return {
    back: [...room({ wall: '#cfe3c4', floor: '#a87a52', floorY: 244 }), ...atTheGlass.mirror],
    // The bench runs on under the grandchild's legs: ending at her knees, the child "sat on thin air" (review 98). Painted
    // blue: in the floor's brown, "the bench melts into the floor" (review 143).
    middle: [rect(140, floor - 46, 170, 12, '#5a7a9a'), rect(150, floor - 34, 10, 34, '#46627e'), rect(290, floor - 34, 10, 34, '#46627e')],
    front: atTheGlass.people,
  };
};

/** Pillow fight: the grandchild bounces on the bed swinging its pillow, Grandpa ducking behind his own held up like a shield. */
const pillowShield: Staging = (cast, random) => {
  const floor = 320;
  const pose = { x: 300, y: floor - 40, facing: -1, stance: 'jump' } as const;
  const { head, headRadius } = kid(cast, pose).joints;
  const side = head[0] - (headRadius * 1.15 + 12);
  const child = kid(
    cast,
    cast.age === 'baby'
      ? { ...pose, stance: 'sit', front: 'forward', back: 'hold' }
      : { ...pose, front: [side - 4, head[1] - headRadius * 0.5], back: [side + 2, head[1] + headRadius * 0.3] },
    'laugh',
  );
  const shield: Point = [190, 236];
  const grandpa = elder(
    cast,
    0,
    { x: 150, y: floor, facing: 1, bend: 0.1, front: [shield[0] + 14, shield[1] - 4], back: [shield[0] + 4, shield[1] + 20], lean: 0.2 },
    'laugh',
  );
  const flying = feathers(random, [120, 400, 40, 220], [grandpa.joints, child.joints]);
  return layers(
    [...room({ wall: '#d8e4f0', floor: '#9a7a5a', floorY: 246 }), ...window(random, 330, 40, 90, 80, true)],
    // The whole bed kept in the frame: cropped at the mattress, the grandchild bounced on nothing (review 90).
    keptInView(bed(236, floor, 150)),
    [
      // The mattress dented under the bounce: with nothing under its feet the grandchild floated over the bed (review 106).
      shadow(child.joints.hip[0], floor - 40, 50),
      ...withoutNearArm(grandpa),
      ...pillow(shield[0] + 14, shield[1], 46, '#f4ece0', { held: 'pillow' }),
      ...nearArmOf(grandpa),
      ...(cast.age === 'baby'
        ? [...child.shapes, ...pillow(child.joints.hands[0][0] - 16, child.joints.hands[0][1] + 4, 34, '#e0457b', { held: 'pillow' })]
        : [...pillow(side - 14, head[1] - headRadius * 0.2, 40, '#e0457b', { held: 'pillow' }), ...child.shapes]),
      ...flying,
    ],
  );
};

/** A drop of puddle water in flight: a teardrop whose point trails behind it, toward the puddle it left. */
const splashDrop = (x: number, y: number, size: number, side: number): Shape =>
  blob(
    [
      [x - side * size * 1.6, y + size * 2.2],
      [x + side * size, y - size * 0.2],
      [x, y - size],
      [x - side * size * 0.9, y - size * 0.2],
    ],
    '#bfe3f2',
  );

/** Puddles: the grandchild sits right down in the puddle and splashes with both hands, Grandpa crouched beside holding the umbrella over it. */
const sittingInThePuddle: Staging = (cast, random) => {
  const child = kid(cast, { x: 290, y: GROUND + 2, facing: -1, stance: 'sit', seat: 4, front: 'out', back: 'up', lean: 0.2 }, 'laugh');
  // His hand just above the grandchild's head, so the umbrella shelters it: held up at his own full reach it
  // "sheltered nobody" (review 97).
  const { head, headRadius } = child.joints;
  const grip: Point = [head[0] - headRadius * 1.4, head[1] - headRadius * 1.3];
  const grandpa = elder(cast, 0, { x: 190, y: GROUND, facing: 1, stance: 'kneel', front: grip, back: 'hip', lean: 0.3 }, 'laugh');
  const [hx, hy] = handOf(grandpa, 1, 'front');
  // Over the grandchild's head and always above his hand: over a baby sitting low, it hung below the hand, the
  // canopy lying on the grass with its shaft up to him.
  const top: Point = [head[0] - 6, Math.min(head[1] - headRadius * 1.5, hy - 30)];
  return layers(
    [...outdoors(random, { horizon: 210, sky: '#b8c8d8', sun: false }), ...rain(random, 30), ...tree(440, 236, 70)],
    [],
    [
      ...puddle(290, GROUND + 6, 170),
      ...child.shapes,
      ...withoutNearArm(grandpa),
      ...heldAs('umbrella', umbrellaHeld(top, [hx, hy], '#e0457b')),
      ...nearArmOf(grandpa),
      // Drops thrown up and out of the puddle, each a small teardrop pointing the way it flies: round ones as big
      // as a fist read as "raindrops like eggs lying on the ground" (review 123).
      ...[-1, 1].flatMap((side) =>
        [
          [46, 16, 3.2],
          [62, 30, 2.6],
          [76, 20, 2.2],
        ].map(([out, up, size]) => splashDrop(290 + side * out, GROUND - up, size, side)),
      ),
    ],
  );
};

export const FUNNY: Readonly<Record<string, Staging>> = {
  'trying-on-silly-hats': inTheHandMirror,
  'living-room-dance-party': swayingInHisArms,
  'funny-faces': cheekToCheekAtTheMirror,
  'pillow-fight': pillowShield,
  'dress-up': theFilmStarsWalk,
  'puddle-jumping': sittingInThePuddle,
};
