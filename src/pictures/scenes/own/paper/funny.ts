// The funny scenes as the paper cut-out artist stages them.

import { nearArmOf, withoutNearArm } from '../../../figures/figure.ts';
import { handbag, hat, underBrim, wornHat } from '../../../props/dressing-up.ts';
import { tree } from '../../../props/garden.ts';
import { pillow, rug, wardrobe } from '../../../props/home.ts';
import { stool } from '../../../props/household.ts';
import { bunting } from '../../../props/places.ts';
import { recordPlayer } from '../../../props/record-player.ts';
import { feathers } from '../../../props/scattered.ts';
import { musicNotes } from '../../../props/things.ts';
import { puddle, rain } from '../../../props/weather.ts';
import { GROUND, outdoors, room, window } from '../../../settings.ts';
import { ellipse, heldAs, layers, polygon, scaledAbout } from '../../../shapes.ts';
import { inArms } from '../../holding.ts';
import { handsOver } from '../../lifting.ts';
import { beforeTheMirror } from '../../reflection.ts';
import type { Staging } from '../../scene.ts';
import { elder, handOf, kid } from '../../scene.ts';

/** Silly hats: Grandma wears a tower of two hats, and the grandchild, up on a stool beside her, a top hat far too big. */
const aTowerOfHats: Staging = (cast, random) => {
  const floor = 318;
  const standing = { x: 300, y: floor, facing: -1, front: 'hip', lean: -0.1 } as const;
  const { head, headRadius } = elder(cast, 0, { ...standing, back: 'hip' }).joints;
  // Three hats high, a hand steadying the tower: two, one on the other, read as "a hat stacked on a hat" by mistake (review 114).
  const scale = headRadius / 18;
  const [middle, top] = [head[1] - headRadius * 1.3, head[1] - headRadius * 1.3 - 28 * scale];
  const grandma = elder(cast, 0, { ...standing, back: [head[0] + headRadius * 1.5, head[1] - headRadius * 1.05] }, 'laugh');
  const step = cast.age === 'child' ? 30 : 50;
  // The grandchild in the top hat, far too big, waving: reaching for the tower's top, the hand fell
  // short and the hat it held was stuck at the side of its own head.
  const child = kid(cast, { x: 200, y: floor - step, facing: 1, front: 'wave', back: 'hip' }, 'laugh');
  return layers(
    [...room({ wall: '#f2c9d8', floor: '#b0906a', floorY: 244 }), ...window(random, 60, 40, 90, 80, false)],
    [...stool(200, floor, step), ...rug(250, floor + 4, 260, '#4fa3d9')],
    [
      ...underBrim(withoutNearArm(grandma), head, headRadius),
      ...wornHat(head, headRadius, 'flower', '#f4c22b'),
      ...scaledAbout(hat(head[0], middle, 'top', '#4f7ac0'), [head[0], middle], scale * 0.9),
      ...scaledAbout(hat(head[0], top, 'party', '#e0457b'), [head[0], top], scale),
      ...nearArmOf(grandma),
      ...child.shapes,
      ...wornHat(child.joints.head, child.joints.headRadius * 1.15, 'top', '#2d2b30'),
    ],
  );
};

/** Dance party: Grandpa swings the grandchild round by both hands, its feet flying off the floor. */
const swungRound: Staging = (cast) => {
  const floor = 322;
  const child = kid(cast, { x: 290, y: floor - 30, facing: -1, stance: 'jump', front: 'forward', back: 'forward', lean: 0.4 }, 'laugh');
  const [a, b] = child.joints.hands;
  const grandpa = elder(cast, 0, { x: 190, y: floor, facing: 1, front: [a[0] - 4, a[1]], back: [b[0] - 4, b[1] + 2], lean: -0.2 }, 'laugh');
  return layers(
    [...room({ wall: '#e0457b', floor: '#7a5a3a', floorY: 250 }), ...bunting(24, ['#f2c94c', '#4fa3d9', '#ffffff'])],
    [...recordPlayer(60), ...rug(240, floor + 4, 280, '#f2c94c')],
    [
      ...grandpa.shapes,
      ...child.shapes,
      ...musicNotes(
        [
          [360, 120],
          [390, 96],
          [120, 130],
        ],
        '#ffffff',
        [grandpa.joints, child.joints],
      ),
    ],
  );
};

/**
 * Funny faces: the grandchild climbs on the stool to reach the hall mirror, Grandma beside with a steadying
 * hand at its back, both pulling faces at their reflections (a baby she holds close on her arm). Lifted high
 * in her hands, the grandchild "levitates" (reviews 87, 88, 90).
 */
const upOnTheStoolAtTheMirror: Staging = (cast) => {
  const floor = 320;
  const people =
    cast.age === 'baby'
      ? inArms(cast, 0, { x: 280, y: floor, facing: -1, lean: 0.3 }, { front: 'wave', back: 'out' }, ['laugh', 'laugh']).shapes
      : onTheStool(cast, floor);
  // A mirror standing on the floor, so it stays where it stands beside them however deep the artist sets the wall.
  const atTheGlass = beforeTheMirror(90, 150, 110, 240, people, 0.8);
  return {
    back: room({ wall: '#e8d4f0', floor: '#a87a52', floorY: 250 }),
    middle: [...atTheGlass.mirror, ...rug(260, floor + 4, 260, '#f2c94c')],
    front: atTheGlass.people,
  };
};

function onTheStool(cast: Parameters<Staging>[0], floor: number) {
  const step = cast.age === 'child' ? 34 : 50;
  const child = kid(cast, { x: 250, y: floor - step, facing: -1, front: 'wave', back: 'hip' }, 'surprised');
  const { hip } = child.joints;
  const grandma = elder(cast, 0, { x: 330, y: floor, facing: -1, front: [hip[0] + 12, hip[1] - 14], back: 'wave', lean: 0.15 }, 'laugh');
  return [...stool(250, floor, step), ...grandma.shapes, ...child.shapes];
}

/** Pillow fight: the fight is over, and the two flop back in a heap of pillows on the floor, laughing, feathers drifting down. */
const floppedInThePillows: Staging = (cast, random) => {
  const floor = 320;
  const grandpa = elder(cast, 0, { x: 180, y: floor, facing: 1, stance: 'sit', seat: 20, front: 'lap', back: 'out', lean: -0.5 }, 'laugh');
  const child = kid(cast, { x: 290, y: floor, facing: -1, stance: 'sit', seat: 16, front: 'wave', back: 'lap', lean: -0.5 }, 'laugh');
  const flying = feathers(random, [60, 420, 30, 200], [grandpa.joints, child.joints]);
  // Each still has a pillow in the flung-out hand: with only the heap under them, the fight had "no pillows:
  // both sets of hands are empty" (review 117).
  const [[gx, gy], [cx, cy]] = [handOf(grandpa, 1, 'back'), handOf(child, -1, 'front')];
  const swung = [...pillow(gx - 16, gy - 4, 40, '#f4ece0'), ...pillow(cx - 8, cy - 12, 38, '#e0457b')];
  return layers(
    [...room({ wall: '#c9b8e8', floor: '#9a7a5a', floorY: 250 }), ...window(random, 340, 40, 90, 80, true)],
    [...pillow(150, floor - 6, 80, '#f2c94c'), ...pillow(320, floor - 6, 70, '#4fa3d9'), ...pillow(240, floor + 6, 60, '#e0457b')],
    [...handsOver([...grandpa.shapes, ...child.shapes], heldAs('pillow', swung)), ...flying],
  );
};

/**
 * A dress cut as a dress: shoulders between the hands that hold it up, a scooped neck, little sleeves, a
 * waist and a flared skirt. A see-through trapezoid over the grandchild read as "a blue shape, no object".
 */
function dress(left: number, right: number, top: number, hem: number, colour: string) {
  const [middle, width] = [(left + right) / 2, right - left];
  const waist = top + (hem - top) * 0.35;
  return polygon(
    [
      [left, top],
      [middle - width * 0.2, top],
      [middle, top + 8],
      [middle + width * 0.2, top],
      [right, top],
      [right + 10, top + 12],
      [right + 2, top + 18],
      [right - 2, waist],
      [right + 26, hem],
      [left - 26, hem],
      [left + 2, waist],
      [left - 2, top + 18],
      [left - 10, top + 12],
    ],
    colour,
  );
}

/** Dress-up: in front of the wardrobe Grandma holds a long dress up against the grandchild, the handbag on its arm. */
const holdingUpTheDress: Staging = (cast) => {
  const floor = 320;
  const child = kid(cast, { x: 270, y: floor, facing: -1, front: 'hip', back: 'out' }, 'laugh');
  const [near] = child.joints.shoulders;
  // Held up at the grandchild's chest, below its face: at the shoulders, her arm crossed a small one's mouth.
  const chest = (near[1] + child.joints.hip[1]) / 2;
  // Held against the grandchild, the dress hangs centred on its body.
  const middle = child.joints.hip[0];
  const grandma = elder(
    cast,
    0,
    { x: 180, y: floor, facing: 1, front: [middle + 18, chest], back: [middle - 18, chest + 2], lean: 0.2 },
    'smile',
  );
  const [a, b] = grandma.joints.hands;
  const top = Math.min(a[1], b[1]);
  const [left, right] = [Math.min(a[0], b[0]) - 2, Math.max(a[0], b[0]) + 2];
  return layers(
    [...room({ wall: '#f2d0e0', floor: '#b0906a', floorY: 244 }), ...wardrobe(320, 40)],
    [...rug(240, floor + 4, 260, '#f2c94c')],
    // Both her hands show over the dress's shoulders and the handbag swings from the grandchild's free hand: with
    // the far hand hidden and the bag on the hand behind the dress, the dress "floated" with one arm missing (review 113).
    [
      ...handsOver(withoutNearArm(grandma), [...child.shapes, ...heldAs('dress', [dress(left, right, top, floor - 8, '#4fa3d9')])]),
      ...nearArmOf(grandma),
      ...handbag(child.joints.hands[1]),
    ],
  );
};

/** Puddles: Grandpa swings the grandchild right over the puddle by both hands, the umbrella hooked on his arm. */
const swungOverThePuddle: Staging = (cast, random) => {
  const people = cast.age === 'baby' ? carriedToThePuddle(cast) : swungOver(cast);
  return layers(
    [...outdoors(random, { horizon: 210, sky: '#9ab8d8', sun: false }), ...rain(random, 26), ...tree(440, 230, 60)],
    [],
    [
      ...puddle(290, GROUND + 2, 170),
      ...people,
      ...[0, 1, 2].map((drop) => ellipse(250 + drop * 30, GROUND - 14 - (drop % 2) * 8, 5, 8, '#bfe3f2')),
    ],
  );
};

/** A baby, too small to swing, rides in Grandma's arms while she stamps in the puddle: swung by the hands, it sat in the air (review 113). */
const carriedToThePuddle = (cast: Parameters<Staging>[0]) =>
  inArms(cast, 0, { x: 270, y: GROUND, facing: 1, lean: 0.1 }, { front: 'wave', back: 'out' }, ['laugh', 'laugh']).shapes;

function swungOver(cast: Parameters<Staging>[0]) {
  const child = kid(cast, { x: 280, y: GROUND - 30, facing: -1, stance: 'jump', front: 'forward', back: 'forward', lean: 0.3 }, 'laugh');
  const [a, b] = child.joints.hands;
  const grandpa = elder(
    cast,
    0,
    { x: 180, y: GROUND, facing: 1, front: [a[0] - 4, a[1]], back: [b[0] - 4, b[1] + 2], lean: -0.1 },
    'laugh',
  );
  return [...grandpa.shapes, ...child.shapes];
}

export const FUNNY: Readonly<Record<string, Staging>> = {
  'trying-on-silly-hats': aTowerOfHats,
  'living-room-dance-party': swungRound,
  'funny-faces': upOnTheStoolAtTheMirror,
  'pillow-fight': floppedInThePillows,
  'dress-up': holdingUpTheDress,
  'puddle-jumping': swungOverThePuddle,
};
