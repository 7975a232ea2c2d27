// A third way to stage the shared treats, for the cartoonist (`Artist.staging`):
// the grandchild copying a grandparent's trick, the other close by.

import { nearArmOf, withoutNearArm } from '../figures/figure.ts';
import { wornHat } from '../props/dressing-up.ts';
import { cake, flour, jug, pizza } from '../props/food.ts';
import { fence, tree } from '../props/garden.ts';
import { rug } from '../props/home.ts';
import { lettered } from '../props/lettering.ts';
import { BALLOONS, bunting } from '../props/places.ts';
import { outdoors, room, shadow, window } from '../settings.ts';
import { ellipse, heldAs, layers, line, rect } from '../shapes.ts';
import { kitchen, kitchenCounter } from './kitchen.ts';
import { elder, handOf, kid, type Staging } from './scene.ts';

/** In front of the counter, Grandpa spins the dough on one raised hand and the grandchild copies him with a little dough of its own. */
export const spinningTogether: Staging = (cast, random) => {
  const floor = 320;
  const grandpa = elder(cast, 0, { x: 180, y: floor, facing: 1, front: 'up', back: 'hip', lean: 0.2 }, 'open');
  // The little dough held up and out beside the head, never spinning over it like a hat.
  const standing = { x: 300, y: floor, facing: -1, back: 'hip', lean: 0.2 } as const;
  const { head, headRadius } = kid(cast, standing).joints;
  // A baby's short arm cannot lift it clear of its head: it holds its dough out before it instead. Out at the
  // chin's height, not the brow's: raised beside a big head, the arm came out from under the chin and read as
  // "growing out of his cheek".
  const up: [number, number] = [head[0] - headRadius * 2, head[1] + headRadius * 0.5];
  const child = kid(cast, { ...standing, front: cast.age === 'baby' ? 'forward' : up }, 'open');
  const [gx, gy] = handOf(grandpa, 1, 'front');
  const [hx, cy] = handOf(child, -1, 'front');
  // Out past the hair, on the fingertips, where a short arm stopped near the head: centred on the hand,
  // the little dough sat on the side of the head "like a hat".
  const cx = Math.min(hx, child.joints.head[0] - child.joints.headRadius * 1.2 - 12);
  return layers(
    // The pizza well in from the counter's end: at x 100 it hung off the end, "hovering".
    [...kitchen(random, '#f6e3c9', 'tiles'), ...kitchenCounter(60, 360, '#c9a27a'), ...pizza(136, 214), ...flour(390, 216)],
    [shadow(240, floor + 2, 220)],
    [
      ...grandpa.shapes,
      ...child.shapes,
      ellipse(gx, gy - 9, 30, 8, '#f2dca8', { held: 'dough' }),
      ellipse(cx, cy - 7, 18, 5, '#f2dca8', { held: 'little dough' }),
    ],
  );
};

/** The grandchild gives Grandpa the home-made card; he reads it on one knee, the cake waiting lit on the table behind. */
export const cardOnOneKnee: Staging = (cast, random) => {
  const floor = 318;
  const child = kid(cast, { x: 300, y: floor, facing: -1, front: 'forward', back: 'hip' }, 'open');
  const [hx, hy] = handOf(child, -1, 'front');
  const card: [number, number] = [hx - 12, hy - 14];
  const kneeling = { x: card[0] - 66, y: floor, facing: 1, stance: 'kneel', front: [card[0] + 2, card[1] + 20], lean: 0.3 } as const;
  // His other hand rests on the raised knee: at his hip, an artist's lively free arm "flails" (reviews 131, 132).
  const knee = elder(cast, 0, kneeling).joints.knees.reduce((raised, point) => (point[1] < raised[1] ? point : raised));
  const grandpa = elder(cast, 0, { ...kneeling, back: [knee[0] - 4, knee[1] - 4] }, 'surprised');
  return layers(
    [
      ...room({ wall: '#f2e2c4', floor: '#9a7a5a', floorY: 250 }),
      ...window(random, 60, 40, 100, 80, false),
      // No armchair: whichever way an artist's lens moved it, it stood straight behind him, and he knelt
      // "hovering in front of it in a half-crawl".
      ...bunting(18, BALLOONS),
    ],
    [
      rect(322, 262, 84, 8, '#8a5a3a'),
      rect(330, 270, 8, 48, '#8a5a3a'),
      rect(390, 270, 8, 48, '#8a5a3a'),
      ...cake(364, 262, 3, true),
      ...rug(240, 326, 300, '#c95a4a'),
    ],
    [
      ...grandpa.shapes,
      ...wornHat(grandpa.joints.head, grandpa.joints.headRadius, 'party', '#e0457b'),
      ...heldAs('card', [
        rect(card[0] - 12, card[1], 24, 30, '#f4ece0'),
        ellipse(card[0], card[1] + 14, 6, 5, '#e0457b', { detail: true }),
      ]),
      ...child.shapes,
    ],
  );
};

/** Both behind the stand: Grandma pours from the jug into the cup the grandchild holds out for the neighbour (a baby sits up on the counter). */
export const pouringTogether: Staging = (cast, random) => {
  const counter = 228;
  const baby = cast.age === 'baby';
  const child = baby
    ? kid(cast, { x: 300, y: counter - 2, facing: -1, stance: 'sit', seat: 0, front: 'forward', back: 'hip' }, 'open')
    : kid(cast, { x: 300, y: cast.age === 'toddler' ? 278 : 306, facing: -1, front: 'forward', back: 'hip' }, 'open');
  const [cx, cy] = handOf(child, -1, 'front');
  const lip: [number, number] = [cx - 4, cy - 34];
  const jugAt: [number, number] = [lip[0] - 17, lip[1] + 41];
  const grandma = elder(
    cast,
    0,
    { x: jugAt[0] - 54, y: 318, facing: 1, front: [jugAt[0] - 4, jugAt[1] - 16], back: 'hip', lean: 0.2 },
    'smile',
  );
  return layers(
    [...outdoors(random, { horizon: 230, sun: [80, 56] }), ...fence(230), ...tree(430, 250, 56)],
    // The canopy up clear of a grown-up's head: lower, drawn behind her, her head and bun "pass through the blue
    // canopy" (fault checks after review 149).
    [rect(112, 112, 8, 128, '#9a6a42'), rect(366, 112, 8, 128, '#9a6a42'), rect(100, 84, 286, 28, '#4fa3d9')],
    [
      // Behind the counter up to the hands: the jug, the stream and the cup show over it.
      ...withoutNearArm(grandma),
      ...(baby ? [] : withoutNearArm(child)),
      // Down past the ground she stands on: ending at her soles, it let her shoes show under it, "inside the stand".
      rect(100, counter, 286, 100, '#e9b44c'),
      rect(120, counter + 18, 246, 44, '#fbf3e4'),
      ...lettered('LEMONADE', 243, counter + 40, 18, '#d9483b'),
      // A baby sits on a top board wider than the stand: on the counter seen edge-on, it "floats behind the
      // counter" (review 114). Behind the stand an older grandchild's chin stays clear of it.
      ...(baby ? [rect(92, counter - 7, 302, 9, '#f6d27a'), ...child.shapes] : nearArmOf(child)),
      ...heldAs('jug', jug(jugAt[0], jugAt[1])),
      line([lip, [cx, cy - 8]], '#f2d64a', 3, { detail: true }),
      ...nearArmOf(grandma),
      rect(cx - 7, cy - 8, 14, 18, '#f6e27a', { held: 'cup' }),
    ],
  );
};
