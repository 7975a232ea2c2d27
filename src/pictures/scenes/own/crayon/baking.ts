// Baking as a child tells it: the oven with its fire going, and what comes out of it bigger than life.
import { emptyPan } from '../../../props/food.ts';
import { highChair, stove } from '../../../props/household.ts';
import { GROUND, room, window } from '../../../settings.ts';
import { arc, ellipse, heldAs, layers, type Point, polygon, rect, type Shape } from '../../../shapes.ts';
import { handsOver } from '../../lifting.ts';
import type { Staging } from '../../scene.ts';
import { elder, handOf, kid } from '../../scene.ts';

/** The oven as a child draws it: a box with a window and the fire going inside. */
const ovenWithItsFire = (x: number): Shape[] => [
  ...stove(x, 300),
  ...[0, 1, 2].map((index) =>
    polygon(
      [
        [x + 22 + index * 18, 286],
        [x + 31 + index * 18, 262],
        [x + 40 + index * 18, 286],
      ],
      '#ff6a1f',
    ),
  ),
];

/** A cookie as a child draws it: a round face-on, the chips dotted in. */
const bigCookie = ([x, y]: Point, r: number): Shape[] => [
  ellipse(x, y, r, r, '#d99a55'),
  ...[
    [-0.4, -0.3],
    [0.35, -0.2],
    [-0.1, 0.35],
    [0.4, 0.4],
  ].map(([dx, dy]) => ellipse(x + dx * r, y + dy * r, r * 0.14, r * 0.14, '#5a3020', { detail: true })),
];

/**
 * Baking cookies: the oven with its fire going, Grandpa in front of it holding up the hot tray of round
 * cookies, and the grandchild holding up the first one, as big as its face. At a table on a stool it was
 * the paper cut-out's drawing again (review 90).
 */
export const theFirstCookie: Staging = (cast, random) => {
  const grandpa = elder(cast, 0, { x: 300, y: GROUND, facing: -1, front: [250, 196], back: [282, 200] }, 'laugh');
  const [tx, ty] = handOf(grandpa, -1, 'front');
  const tray = [rect(tx - 12, ty - 4, 60, 7, '#9aa0a6'), ...[0, 1, 2].flatMap((index) => bigCookie([tx - 2 + index * 20, ty - 11], 8))];
  const child = kid(cast, { x: 206, y: GROUND, facing: 1, front: 'wave', back: 'hip' }, 'laugh');
  const [cx, cy] = handOf(child, 1, 'front');
  return layers(
    [...room({ wall: '#ffe9b0', floor: '#d9a066', floorY: 250 }), ...window(random, 40, 40, 90, 80, false)],
    ovenWithItsFire(330),
    [...grandpa.shapes, ...heldAs('tray', tray), ...child.shapes, ...heldAs('cookie', bigCookie([cx, cy - 8], 15))],
  );
};

/**
 * Pancakes: Grandpa tosses the pancake from the pan held high over his head, higher than anyone, curls
 * flying round it, and the grandchild holds its plate out to catch it, both standing on the floor facing us. Sat at the table, the
 * grandparent behind it was "fused into the table" (review 91). A baby catches it from up in its high chair:
 * sat on the floor, its big crayon head over a short body read as "a head with no body" (review 106).
 */
export const highTossedPancake: Staging = (cast, random) => {
  const grandpa = elder(cast, 0, { x: 176, y: GROUND, facing: 1, front: 'up', back: 'wave' }, 'laugh');
  const [hx, hy] = handOf(grandpa, 1, 'front');
  const chairSeat = 96;
  const baby = cast.age === 'baby';
  const pose = baby
    ? ({ x: 304, y: GROUND - chairSeat + 34, facing: -1, stance: 'sit', seat: 34 } as const)
    : ({ x: 300, y: GROUND, facing: -1 } as const);
  // The plate held out in both hands at the chest, the hands over its rim: in one short arm at the waist, a
  // toddler's plate floated there and the arm was lost behind it ("no arm", review 112).
  const [shoulder] = kid(cast, pose).joints.shoulders;
  const child = kid(cast, { ...pose, front: [shoulder[0] - 26, shoulder[1] + 6], back: [shoulder[0] - 8, shoulder[1] + 10] }, 'surprised');
  const [a, b] = child.joints.hands;
  const [px, py] = [(a[0] + b[0]) / 2, Math.max(a[1], b[1]) + 4];
  const flying: Point = [(hx + px) / 2 + 20, hy - 60];
  return layers(
    [...room({ wall: '#f9c6d8', floor: '#d9a066', floorY: 250 }), ...window(random, 330, 40, 90, 80, false)],
    [...ovenWithItsFire(20), ...(baby ? highChair(304, GROUND, chairSeat, -1) : [])],
    [
      ...grandpa.shapes,
      ...heldAs('pan', emptyPan(hx + 60, hy - 10, -1)),
      // A blue plate, coloured in: a white one is paper drawn round in grey, "a white object you can't identify" (review 126).
      ...handsOver(child.shapes, [ellipse(px, py, 22, 6, '#4cb8f0', { held: 'plate' })]),
      ellipse(flying[0], flying[1], 20, 7, '#d99a55'),
      arc(flying[0], flying[1], 30, 16, Math.PI * 0.7, Math.PI * 1.15, '#2b2b2b', 1.6, { detail: true }),
      arc(flying[0], flying[1], 30, 16, Math.PI * 1.7, Math.PI * 2.15, '#2b2b2b', 1.6, { detail: true }),
    ],
  );
};
