// The funny scenes as the storybook illustrator stages them.

import { nearArmOf, withoutNearArm } from '../../../figures/figure.ts';
import { boa, handbag, hat, underBrim, wornHat } from '../../../props/dressing-up.ts';
import { tree } from '../../../props/garden.ts';
import { armchair, bed, frame, lamp, pillow, rug, wardrobe } from '../../../props/home.ts';
import { recordPlayer } from '../../../props/record-player.ts';
import { feathers } from '../../../props/scattered.ts';
import { musicNotes } from '../../../props/things.ts';
import { puddle, rain, umbrella } from '../../../props/weather.ts';
import { GROUND, outdoors, room, window } from '../../../settings.ts';
import { arc, ellipse, keptInView, layers, type Point, polygon, rect } from '../../../shapes.ts';
import { handInHand } from '../../hand-in-hand.ts';
import { beforeTheMirror } from '../../reflection.ts';
import type { Staging } from '../../scene.ts';
import { clapping, elder, HAND_HEIGHT, kid, lowestFoot } from '../../scene.ts';

/**
 * Silly hats: the hat boxes open all over the floor, Grandma sitting on one of them in the tall top hat with a
 * "ta-da", the grandchild already in the flowery one. The top hat lifted out onto her lap read as "a box,
 * a typewriter?" (review 104); sat on the floor itself, her legs folded into "a boneless sack" (review 126).
 */
const amongTheHatBoxes: Staging = (cast, random) => {
  const floor = 318;
  // Sat on the hat box, its top under her thighs to its front edge: further back along it she sat off its end,
  // "hovering in front of the trunk" (review 135).
  const sitting = { x: 186, y: floor, facing: 1, stance: 'sit', seat: 46, back: 'lap', lean: 0.2 } as const;
  const crown = elder(cast, 0, sitting).joints;
  // Her hand tipping the top hat's brim: waved up high, the arm reached "a noodle" over her head (review 108).
  const brim: Point = [crown.head[0] + crown.headRadius * 1.1, crown.head[1] - crown.headRadius * 0.9];
  const grandma = elder(cast, 0, { ...sitting, front: brim }, 'laugh');
  const child = kid(cast, { x: 300, y: floor, facing: -1, front: 'hip', back: 'wave' }, 'laugh');
  const { head, headRadius } = grandma.joints;
  return layers(
    [
      ...room({ wall: '#e8dcc8', floor: '#9a7a5a', floorY: 240, stripes: '#f0e6d4' }),
      ...window(random, 60, 40, 90, 90, false),
      ...frame(330, 60, 60, 50, '#f2d5a0'),
    ],
    [
      // A big box, its front under her knees' bend and running back well behind her: a small one by her hip left her
      // "sitting on air, the thigh sticking out past the box" (reviews 138, 143).
      rect(118, floor - 40, 100, 40, '#c95a8a'),
      rect(114, floor - 46, 108, 8, '#a8486e'),
      rect(380, floor - 36, 56, 36, '#4fa3d9'),
      rect(376, floor - 42, 64, 8, '#3f86b8'),
      ...hat(408, floor - 50, 'party', '#f2c94c'),
    ],
    [
      ...underBrim(grandma.shapes, head, headRadius),
      ...wornHat(head, headRadius, 'top', '#2d2b30'),
      ...child.shapes,
      ...wornHat(child.joints.head, child.joints.headRadius, 'flower', '#f4c22b'),
    ],
  );
};

/** Dance party: Grandpa twirls the grandchild under his raised arm, the record spinning on the gramophone. */
const twirlUnderTheArm: Staging = (cast, random) => {
  const floor = 322;
  const together = handInHand(
    cast,
    0,
    [{ x: 190, y: floor, facing: 1, back: 'hip', lean: 0.1 }, 'front'],
    [{ x: 270, y: floor, facing: -1, front: 'up', back: 'out', lean: 0.3 }, 'front'],
    [236, floor - HAND_HEIGHT[cast.age] - 70],
    ['laugh', 'laugh'],
  );
  return layers(
    [
      ...room({ wall: '#dfe6d8', floor: '#8a6a4a', floorY: 246, stripes: '#e8eee2' }),
      ...window(random, 330, 40, 90, 90, true),
      ...lamp(60, floor, true),
    ],
    [...recordPlayer(400), ...rug(240, floor + 4, 260, '#8a5a7a')],
    [
      ...together.shapes,
      ...musicNotes(
        [
          [300, 110],
          [330, 90],
          [160, 120],
        ],
        '#5a4a3a',
        [together.elder.joints, together.child.joints],
      ),
      ...[0, 1].map((turn) =>
        arc(together.child.joints.hip[0], floor - 10, 34 + turn * 8, 8, 0.2, Math.PI - 0.2, '#8a7a70', 1.2, { detail: true }),
      ),
    ],
  );
};

/** Funny faces: Grandma leans in beside the grandchild at the hall mirror, their backs to us and their faces side by side in it, both pulling a face. */
const sideBySideInTheMirror: Staging = (cast) => {
  const floor = 320;
  const child = kid(cast, { x: 215, y: floor, facing: -1, front: 'wave', back: 'hip' }, 'surprised');
  // Only a little bent: bent down to the child's height, her jumper swelled into "a swollen balloon" (review 100).
  const grandma = elder(cast, 0, { x: 295, y: floor, facing: -1, bend: 0.1, front: 'hip', back: 'wave', lean: 0.2 }, 'surprised');
  const atTheGlass = beforeTheMirror(110, 140, 130, 230, [...grandma.shapes, ...child.shapes], 0.8);
  return {
    back: [
      ...room({ wall: '#e4d8c0', floor: '#a87a52', floorY: 250, stripes: '#ece2ce' }),
      ...atTheGlass.mirror,
      rect(410, 60, 50, 180, '#8a5a3a'),
    ],
    middle: [...rug(250, floor + 4, 300, '#6a8a7a')],
    front: atTheGlass.people,
  };
};

/** Pillow fight: down on the rug in a heap of pillows, Grandpa flat on his back laughing as the grandchild bops him, feathers everywhere. */
const inTheHeapOfPillows: Staging = (cast, random) => {
  const floor = 320;
  // Sat on the rug with his legs out before him and a pillow up to fend off the next bop: folded under him, the
  // legs read as "a shapeless grey lump", and an empty hand up as "a long tube out of his back" (review 95).
  const legsOut: [Point, Point] = [
    [226, floor - 2],
    [236, floor],
  ];
  const sitting = { x: 170, y: floor, facing: 1, stance: 'sit', seat: 10, feet: legsOut, back: 'hip', lean: -0.4 } as const;
  const { head: top, headRadius: size } = elder(cast, 0, sitting).joints;
  const shield: Point = [top[0] + size * 2.4, top[1] - size * 0.6];
  const grandpa = elder(cast, 0, { ...sitting, front: [shield[0] - 4, shield[1] + 10] }, 'laugh');
  const pose = { x: 290, y: floor, facing: -1, stance: 'kneel' } as const;
  const { head, headRadius } = kid(cast, pose).joints;
  const child = kid(
    cast,
    {
      ...pose,
      front: [head[0] - headRadius * 1.4, head[1] - headRadius * 1.2],
      back: [head[0] - headRadius * 0.8, head[1] - headRadius * 1.6],
    },
    'laugh',
  );
  const [a, b] = child.joints.hands;
  const flying = feathers(random, [80, 420, 40, 220], [grandpa.joints, child.joints]);
  return layers(
    [...room({ wall: '#e8d8f0', floor: '#9a7a5a', floorY: 240 }), ...bed(300, floor - 20, 170)],
    [...pillow(90, floor, 60, '#4fa3d9'), ...pillow(380, floor + 6, 56, '#f2c94c'), ...rug(240, floor + 4, 300, '#c9a0a0')],
    [
      ...withoutNearArm(grandpa),
      ...pillow(shield[0], shield[1], 38, '#f4ece0', { held: 'pillow' }),
      ...nearArmOf(grandpa),
      ...withoutNearArm(child),
      ...pillow((a[0] + b[0]) / 2 - 10, Math.min(a[1], b[1]) - 6, 40, '#e0457b', { held: 'pillow' }),
      ...nearArmOf(child),
      ...flying,
    ],
  );
};

/** Dress-up: a fashion parade down the rug, the grandchild in the big hat, boa and handbag, Grandma in her armchair clapping. */
const theParade: Staging = (cast) => {
  const floor = 320;
  const child = kid(cast, { x: 300, y: floor, facing: -1, stance: 'walk', front: 'out', back: 'hip' }, 'laugh');
  const grandma = clapping(cast, 0, { x: 140, y: floor, facing: 1, stance: 'sit', seat: 62, lean: 0.2 }, 'laugh');
  return layers(
    [...room({ wall: '#f0dcd0', floor: '#b0906a', floorY: 244 }), ...wardrobe(330, 50), ...frame(120, 60, 50, 44, '#c9dcef')],
    [
      ...armchair(144, floor, '#8a5a7a'),
      polygon(
        [
          [200, floor + 10],
          [460, floor + 10],
          [420, floor - 16],
          [240, floor - 16],
        ],
        '#c95a5a',
      ),
    ],
    [
      ...grandma.shapes,
      ...child.shapes,
      ...boa(child.joints.neck, child.joints.hip),
      ...wornHat(child.joints.head, child.joints.headRadius, 'flower', '#b0456a'),
      ...handbag(child.joints.hands[0]),
    ],
  );
};

/** Puddles: the umbrella tossed on the grass, Grandpa jumps in the big puddle too, both landing with a splash. */
const bothJumping: Staging = (cast, random) => {
  const child = kid(cast, { x: 290, y: GROUND - 10, facing: -1, stance: 'jump', front: 'up', back: 'out' }, 'laugh');
  // His arm flung out wide rather than straight up: from a stooped shoulder it rose from behind his head (review 90).
  const grandpa = elder(cast, 0, { x: 190, y: GROUND - 6, facing: 1, stance: 'jump', front: 'wave', back: 'out', lean: 0.1 }, 'laugh');
  // Landing in it: the water just under the lowest foot.
  const splash = lowestFoot(grandpa, child) + 2;
  return layers(
    [...outdoors(random, { horizon: 214, sky: '#c0ccd8', sun: false }), ...rain(random, 26), ...tree(60, 236, 70), ...tree(440, 230, 60)],
    [...umbrella(400, GROUND - 10, '#3f6fb5').map((shape) => ({ ...shape, held: undefined }))],
    [
      // The puddle kept in the frame under their feet: cropped below them, they jumped on the grass.
      ...keptInView(puddle(240, splash, 220)),
      ...grandpa.shapes,
      ...child.shapes,
      ...[-1, 1].flatMap((side) => [
        ellipse(240 + side * 100, splash - 16, 6, 9, '#bfe3f2'),
        ellipse(240 + side * 120, splash - 30, 4, 6, '#bfe3f2'),
      ]),
    ],
  );
};

export const FUNNY: Readonly<Record<string, Staging>> = {
  'trying-on-silly-hats': amongTheHatBoxes,
  'living-room-dance-party': twirlUnderTheArm,
  'funny-faces': sideBySideInTheMirror,
  'pillow-fight': inTheHeapOfPillows,
  'dress-up': theParade,
  'puddle-jumping': bothJumping,
};
