// A third way to stage a moment indoors, for the cartoonist (`Artist.staging`).

import { nearArmOf, withoutNearArm } from '../figures/figure.ts';
import { wornHat } from '../props/dressing-up.ts';
import { cake } from '../props/food.ts';
import { bed, frame, lamp, pillow, rug } from '../props/home.ts';
import { book } from '../props/household.ts';
import { BALLOONS, bunting } from '../props/places.ts';
import { feathers } from '../props/scattered.ts';
import { album } from '../props/things.ts';
import { curtains, room, shadow, window } from '../settings.ts';
import { heldAs, layers, polygon, rect } from '../shapes.ts';
import { handsOver } from './lifting.ts';
import { elder, handOf, kid, type Staging } from './scene.ts';

/** Down on the rug by the bookcase, both sitting on the floor with the album open between them, each with a hand on a page. */
export const albumOnTheRug: Staging = (cast) => {
  const floor = 318;
  const page: [number, number] = [240, 296];
  const grandma = elder(
    cast,
    0,
    { x: 168, y: floor, facing: 1, stance: 'sit', seat: 10, front: [page[0] - 18, page[1] + 8], back: 'hip', lean: 0.3 },
    'smile',
  );
  const child = kid(
    cast,
    { x: 318, y: floor, facing: -1, stance: 'sit', seat: 8, front: [page[0] + 20, page[1] + 6], back: 'hip', lean: 0.3 },
    'open',
  );
  return layers(
    [
      ...room({ wall: '#e9d8b8', floor: '#8a6a4a', floorY: 240, stripes: '#f2e4c8' }),
      ...frame(330, 50, 70, 50, '#cfe3c4'),
      ...frame(300, 120, 40, 52, '#f2d5a0'),
      ...frame(90, 60, 60, 46, '#c9dcef'),
      ...lamp(60, 318, true),
    ],
    [...rug(240, 326, 340, '#c0392b')],
    [
      ...withoutNearArm(grandma),
      ...withoutNearArm(child),
      ...heldAs('album', album(page[0], page[1], 76)),
      ...nearArmOf(grandma),
      ...nearArmOf(child),
    ],
  );
};

/** Grandma kneels with the cake held out at the grandchild's height; it leans in to blow, and Grandpa cheers behind. */
export const cakeHeldOut: Staging = (cast) => {
  const floor = 318;
  const child = kid(cast, { x: 320, y: floor, facing: -1, front: 'hip', back: 'hip', lean: 0.4 }, 'surprised');
  const { head, headRadius } = child.joints;
  // The candles just under the chin, a breath away.
  const plate: [number, number] = [head[0] - headRadius * 2.6, head[1] + headRadius * 1.7];
  // Kneeling with her hands either side of a plate.
  const holdingAt = ([x, y]: readonly [number, number]) =>
    elder(
      cast,
      0,
      { x: plate[0] - 56, y: floor, facing: 1, stance: 'kneel', front: [x + 24, y + 2], back: [x - 22, y + 2], lean: 0.3 },
      'open',
    );
  const holder = holdingAt(plate);
  // The plate rests where her front hand got to: kneeling, she cannot reach down to a baby on the floor.
  // Its candles stand clear of her face, however big the artist draws it (a big head's beard was behind them).
  const [handX, handY] = handOf(holder, 1, 'front');
  const face = holder.joints.head[0] + holder.joints.headRadius;
  const held: [number, number] = [Math.max(handX - 24, face + 26), handY - 2];
  // Moved out past a big face, the plate takes her hands with it (left where they were, the cake sat beyond
  // them and "floated behind Grandpa", review 94), unless her arms cannot follow it that far (down to a baby).
  const moved = holdingAt(held);
  const [reachX, reachY] = handOf(moved, 1, 'front');
  const holding = Math.hypot(reachX - held[0] - 24, reachY - held[1] - 2) < 3 ? moved : holder;
  const cheering = elder(cast, 1, { x: 400, y: floor - 4, facing: -1, scale: 0.95, front: 'wave', back: 'up' }, 'open');
  return layers(
    [
      // Bunting only, high on the wall: balloons up there were cut off by a close frame and left their
      // strings hanging in the air, "a stray kite string" (reviews 104, 105).
      ...room({ wall: '#d6e8f0', floor: '#c8a27a', floorY: 250 }),
      ...bunting(20, BALLOONS),
    ],
    [shadow(240, floor + 2, 220)],
    [
      ...cheering.shapes,
      ...withoutNearArm(holding),
      rect(held[0] - 30, held[1], 60, 6, '#e9e4da', { held: 'cake' }),
      ...cake(held[0], held[1], 4, false),
      ...nearArmOf(holding),
      ...child.shapes,
      ...wornHat(head, headRadius, 'party', '#4fa3d9'),
    ],
  );
};

/** Both on their feet beside the bed, pillows swung and meeting in the middle with a burst of feathers. */
export const pillowsMeet: Staging = (cast, random) => {
  const floor = 320;
  const pose = { x: 300, y: floor, facing: -1, stance: 'jump' } as const;
  const { head, headRadius } = kid(cast, pose).joints;
  // The grandchild's pillow swung out beside its head toward Grandpa's, never over its face.
  const swing: [number, number] = [head[0] - headRadius * 1.3 - 16, head[1]];
  const child = kid(cast, { ...pose, front: [swing[0] + 6, swing[1] - 8], back: [swing[0] + 14, swing[1] + 8] }, 'open');
  const meet: [number, number] = [swing[0] - 40, swing[1] - 6];
  const grandpa = elder(
    cast,
    0,
    { x: 160, y: floor, facing: 1, lean: 0.2, front: [meet[0] - 4, meet[1] + 10], back: [meet[0] - 30, meet[1] + 6] },
    'laugh',
  );
  const pillows = [
    ...pillow(meet[0] - 16, meet[1], 40, '#f4ece0', { held: 'pillow' }),
    ...pillow(swing[0] + 6, swing[1], 32, '#e0457b', { held: 'pillow' }),
  ];
  return layers(
    [...room({ wall: '#c9d8ee', floor: '#9a7a5a', floorY: 246, stripes: '#d6e2f4' }), ...window(random, 330, 40, 80, 80, true)],
    [...bed(300, 322, 180), shadow(236, floor + 2, 200)],
    [
      ...withoutNearArm(grandpa),
      ...pillows,
      ...nearArmOf(grandpa),
      ...child.shapes,
      ...feathers(random, [120, 400, 40, 180], [grandpa.joints, child.joints]),
    ],
  );
};

/** Grandma climbs into bed beside the grandchild: both sitting up against the headboard under the quilt, the book open before them. */
export const bothInBed: Staging = (cast, random) => {
  const floor = 304;
  // Both well inside the bed's ends: at the foot, Grandma "merged into the bedpost".
  const pages: [number, number] = [326, 202];
  const grandma = elder(
    cast,
    0,
    {
      x: 374,
      y: floor - 60,
      facing: -1,
      stance: 'sit',
      seat: 0,
      front: [pages[0] - 10, pages[1] + 8],
      back: [pages[0] + 14, pages[1] + 12],
      lean: 0.2,
    },
    'smile',
  );
  // Turned to Grandma and the book, its face clear of hers; a baby sits up on top of the cover, legs out
  // on it (under it, even raised, only its head and a yellow lump showed: "no lower body", review 101).
  const baby = cast.age === 'baby';
  const child = kid(
    cast,
    { x: 270, y: floor - (baby ? 62 : 56), facing: 1, stance: 'sit', seat: 0, front: 'hip', back: 'hip', lean: 0.3 },
    'sleepy',
  );
  const cover = polygon(
    [
      [150, floor - 56],
      [200, floor - 64],
      [260, floor - 62],
      [400, floor - 60],
      [404, floor - 16],
      [146, floor - 16],
    ],
    '#c9556a',
  );
  return layers(
    [
      ...room({ wall: '#3d4a78', floor: '#6a4a3a', floorY: 240, stripes: '#4a5888' }),
      ...window(random, 60, 40, 100, 90, true),
      ...curtains(60, 40, 100, 90, '#8a4a6a'),
    ],
    [...bed(120, floor, 310), ...lamp(452, floor + 8, true)],
    // Her hands over the book's lower edge: under it, the book "floated with no hands" (review 96).
    handsOver(grandma.shapes, [
      ...(baby ? [cover, ...child.shapes] : [...child.shapes, cover]),
      ...heldAs('book', book(pages[0], pages[1], 44, '#3f6fb5', 3)),
    ]),
  );
};
