// The scenes made for occasions as the paper cut-out artist stages them.

import type { Drawn } from '../../../figures/figure.ts';
import { nearArmOf, withoutNearArm } from '../../../figures/figure.ts';
import { cake } from '../../../props/food.ts';
import { frame, sofa } from '../../../props/home.ts';
import { table } from '../../../props/household.ts';
import { bunting, schoolDoor } from '../../../props/places.ts';
import { chairAt } from '../../../props/table-and-chair.ts';
import { backpack, christmasTree, heart } from '../../../props/things.ts';
import { GROUND, outdoors, room, star, window } from '../../../settings.ts';
import { ellipse, heldAs, layers, type Point, rect } from '../../../shapes.ts';
import { handInHand } from '../../hand-in-hand.ts';
import { handsOver } from '../../lifting.ts';
import type { Staging } from '../../scene.ts';
import { elder, handOf, kid, seenThrough } from '../../scene.ts';
import { onScreen } from '../../tablet-call.ts';
import { theCakeUpFront } from './birthday.ts';
import { asleepOnHerShoulder } from './rocking.ts';

/** Christmas tree: a little tree on the table, the grandchild on its feet sets the star on top, a grandparent kneeling on each side with a bauble. */
const treeOnTheTable: Staging = (cast, random) => {
  const floor = 318;
  const childX = 240;
  const child = kid(cast, { x: childX, y: floor, facing: 1, front: 'up', back: 'hip' }, 'open');
  const [hx, hy] = child.joints.hands[1];
  // A low table, so the little tree stands tall enough to read as a tree.
  const top = floor - 40;
  // A baby, sat on the rug, holds the star up beside the table: its tree topped at the baby's low hand was a
  // stump, "a red box with bits on it" (review 118).
  const baby = cast.age === 'baby';
  const [treeX, treeTop] = baby ? [childX + 74, top - 96] : [hx + 14, hy + 6];
  const middle = (top + treeTop) / 2;
  const baubles: Point[] = [
    [treeX - 38, middle],
    [treeX + 36, middle],
  ];
  const left = elder(cast, 0, { x: 150, y: floor, facing: 1, stance: 'kneel', front: baubles[0], back: 'hip', lean: 0.2 }, 'smile');
  // The other one stands and stoops to it: both on one knee, they knelt "in mirror-image poses" (review 138).
  const right = elder(cast, 1, { x: 380, y: floor, facing: -1, bend: 0.2, front: baubles[1], back: 'hip', lean: 0.2 }, 'open');
  // Each bauble in the hand that holds it up to the tree, wherever the arm reached.
  const hung = (drawn: Drawn, facing: 1 | -1) => {
    if (drawn.shapes.length === 0) return [];
    const [x, y] = handOf(drawn, facing, 'front');
    return [{ ...ellipse(x, y + 7, 7, 7, '#f2c94c'), held: 'bauble' }];
  };
  return layers(
    [
      ...room({ wall: '#2e5a3e', floor: '#7a5a3a', floorY: 250 }),
      ...window(random, 60, 40, 80, 90, true),
      ...bunting(24, ['#d9483b', '#f2c94c', '#ffffff']),
    ],
    [],
    [
      // Low, on short legs: a whole table set deeper into the floor to lower its top put its legs "through the floor" (review 138).
      ...table(treeX - 54, floor, 110, '#d9483b', 40),
      ...christmasTree(treeX, top - 2, top - treeTop, random),
      ...left.shapes,
      ...right.shapes,
      ...child.shapes,
      ...hung(left, 1),
      ...hung(right, -1),
      { ...star(hx + 2, hy - 6, 12, '#f6d04d'), held: 'star', role: undefined },
    ],
  );
};

/**
 * First day of school: hand in hand up the path to the school door, the new backpack on, the grandchild's
 * free hand waving at the school. Up on Grandpa's shoulders, the cut-out rider's hips were hidden behind
 * his head and its torso "floats above Grandpa's head, not joined to its legs" (review 118).
 */
const upThePathToSchool: Staging = (cast, random) => {
  const walk = handInHand(
    cast,
    0,
    [{ x: 112, y: GROUND, facing: 1, stance: 'walk', back: 'down', lean: 0.1 }, 'front'],
    [{ x: 194, y: GROUND, facing: 1, stance: 'walk', front: 'wave' }, 'back'],
    [154, 250],
    ['smile', 'laugh'],
  );
  const { hip } = walk.child.joints;
  const bag = cast.age === 'baby' ? [] : backpack(hip[0] - 14, hip[1] - 14, '#f2c94c');
  return layers(
    // No bunting across the sky: out of doors with nothing to hang from, it was "tied to nothing"; the school close
    // behind them, so its door and clock stay in the picture (its clock "hangs off the edge", review 149).
    [...outdoors(random, { horizon: 236, sun: [450, 44] }), ...schoolDoor(232, 300)],
    [],
    [...bag, ...walk.shapes],
  );
};

/** Birthday surprise: the grandchild holds up a big home-made card, Grandpa on the sofa, the cake with its candles lit on the low table. */
const theBigCard: Staging = (cast, random) => {
  const floor = 318;
  // Clear of the cake on the table, which stands clear of Grandpa's knees: held over it, the card read as "the cake
  // floats on a magenta card" (review 139); at his knees, "his thigh passes through the cake table" (review 144).
  const standing = { x: 336, y: floor, facing: -1, lean: 0.2 } as const;
  const [a, b] = kid(cast, { ...standing, front: 'forward', back: 'forward' }).joints.hands;
  const child = kid(cast, { ...standing, front: [a[0], a[1] - 10], back: [b[0] - 30, b[1] - 10] }, 'laugh');
  const [left, right] = child.joints.hands;
  const grandpa = elder(
    cast,
    0,
    { x: 150, y: floor, facing: 1, stance: 'sit', seat: 62, front: 'wave', back: 'lap', lean: 0.2 },
    'surprised',
  );
  // Held by its top edge before the chest: raised above the hands, it covered a small grandchild's face.
  // As big as the grandchild can hold up: a grown-up's card hid a baby's whole body (review 96).
  const tall = { baby: 30, toddler: 40, child: 50 }[cast.age];
  const top = Math.min(left[1], right[1]) - 6;
  const card = [
    rect(Math.min(left[0], right[0]) - 12, top, Math.abs(left[0] - right[0]) + 24, tall, '#e0457b'),
    heart((left[0] + right[0]) / 2, top + tall * 0.52, tall * 0.28, '#ffffff'),
  ];
  return layers(
    [
      ...room({ wall: '#f2c9a0', floor: '#c8a27a', floorY: 250 }),
      ...frame(80, 60, 60, 50, '#f2c94c'),
      ...window(random, 330, 40, 100, 80, false),
    ],
    [...sofa(70, floor, 170, '#f2c94c')],
    [
      ...grandpa.shapes,
      ...table(214, floor + 10, 60, '#ffffff'),
      ...cake(244, floor - 56, 4, true),
      ...withoutNearArm(child),
      ...heldAs('card', card),
      ...nearArmOf(child),
    ],
  );
};

/** Video call: across the miles, the picture split in two, Grandma in her room on one side, the grandchild in its own on the other, each waving at a tablet. */
const twoRoomsApart: Staging = (cast) => {
  const floor = 318;
  const panel = [0, 0, 234, 360] as const;
  const grandma = elder(cast, 0, { x: 100, y: floor, facing: 1, stance: 'sit', seat: 50, front: [160, 230], back: 'wave' }, 'laugh');
  const child = kid(cast, { x: 380, y: floor, facing: -1, stance: 'sit', seat: 40, front: [322, 240], back: 'wave' }, 'laugh');
  // Each screen shows the other one on the call.
  const tabletAt = ([x, y]: Point, facing: number, caller: Drawn) => {
    const left = facing > 0 ? x - 4 : x - 36;
    const screen = [left + 4, y - 48, 32, 44] as const;
    return [...heldAs('tablet', [rect(left, y - 52, 40, 56, '#2d2f36'), rect(...screen, '#bfe3f2')]), ...onScreen(caller, screen)];
  };
  // Her side is what the grandchild's tablet shows: everything in it is seen through that panel.
  const herSide = seenThrough(
    [
      rect(0, 0, 234, 360, '#f2c9a0'),
      rect(0, 250, 234, 110, '#8a6a4a', { role: 'floor' }),
      ...chairAt(grandma.joints.hip, 1, floor),
      ...handsOver(grandma.shapes, tabletAt(grandma.joints.hands[1], 1, kid(cast, { x: 0, y: 0, facing: 1 }, 'laugh'))),
    ],
    panel,
  );
  return layers(
    [rect(234, 0, 246, 360, '#c9e0b0'), rect(234, 250, 246, 110, '#a07a52', { role: 'floor' })],
    // Its own chair under it: on a cushion it read as sitting on nothing.
    [...chairAt(child.joints.hip, -1, floor)],
    [
      ...herSide,
      rect(232, 0, 8, 360, '#ffffff'),
      // Both hands over the tablet: behind it, the hand that holds it was hidden and the tablet floated.
      ...handsOver(child.shapes, tabletAt(child.joints.hands[0], -1, elder(cast, 0, { x: 0, y: 0, facing: -1 }, 'laugh'))),
    ],
  );
};

export const OCCASIONS: Readonly<Record<string, Staging>> = {
  'decorating-the-christmas-tree': treeOnTheTable,
  'blowing-out-birthday-candles': theCakeUpFront,
  'rocking-to-sleep': asleepOnHerShoulder,
  'first-day-of-school': upThePathToSchool,
  'birthday-surprise': theBigCard,
  'video-call': twoRoomsApart,
};
