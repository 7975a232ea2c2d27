// The food scenes as the gouache painter stages them.

import { nearArmOf, withoutNearArm } from '../../../figures/figure.ts';
import { bowl, cookies, flour, pan, pizza } from '../../../props/food.ts';
import { ellipse, heldAs, layers, type Point, polygon, rect, type Shape } from '../../../shapes.ts';
import { COUNTER_TOP, childAtTable, kitchen, kitchenCounter, kitchenTable, TABLE_TOP } from '../../kitchen.ts';
import type { Staging } from '../../scene.ts';
import { elder, handOf, kid } from '../../scene.ts';

/** Baking cookies: the grandchild sits up on the counter stirring the bowl beside it, Grandma behind with her arm round it. */
const bowlInTheLap: Staging = (cast, random) => {
  const seat = COUNTER_TOP - 6;
  // The bowl stands on the counter at the grandchild's side, its hand on the spoon: in a baby's lap the bowl hid
  // the small body ("a cushion with stubby legs", review 109), and in an older one's "you can't tell what the
  // child is holding or doing" (review 114).
  // The spoon's handle up toward the grandchild, its hand on it, and Grandma's hand steadying the bowl at its rim,
  // over it: the handle up toward her ran "into Grandpa's beard", and her hand behind the bowl left "no hands" (review 138).
  const lap: Point = [226, seat - 4];
  const child = kid(
    cast,
    { x: 270, y: seat, facing: -1, stance: 'sit', seat: 0, front: [lap[0] + 14, lap[1] - 26], back: 'lap', lean: 0.2 },
    'laugh',
  );
  // Her hips below the counter's top: level with it, her skirt showed over it, "her lap passes through the front of
  // the counter" (review 143).
  const grandma = elder(cast, 0, { x: 180, y: 328, facing: 1, front: [lap[0] - 24, lap[1] - 8], back: 'hip', lean: 0.3 }, 'smile');
  // Plates racked behind the counter: the sill's pots, up at the frame's top, read as "junk along the top edge"
  // (review 141), and bare tiles as "a grid, a mystery" (review 146).
  return layers(kitchen(random, '#f0dcc0', 'plates'), withoutNearArm(grandma), [
    ...kitchenCounter(150, 280),
    ...withoutNearArm(child),
    // An orange bowl: a pink one by Grandma's pink sleeve read as "a pink limb joining them" (review 146), a blue one
    // by a toddler's blue overalls as "her leg stretched into Grandpa's hand" (a fault check after review 150).
    ...heldAs('bowl', bowl(lap[0], lap[1], '#d9793a')),
    ...nearArmOf(child),
    ...nearArmOf(grandma),
    // The tray of cookies beside the grandchild, in the picture: out at the counter's end, the camera left them out.
    ...cookies(304, COUNTER_TOP - 4, 3),
    ...flour(384, COUNTER_TOP - 6),
  ]);
};

/**
 * Pancakes: at the breakfast table Grandpa slides a pancake from the pan onto the tall stack on the grandchild's
 * plate, the stove behind him. With the grandchild on its stool on our left, it was the cartoonist's picture
 * "with a different surface" (review 123).
 */
const onToTheStack: Staging = (cast, random) => {
  const floor = 322;
  const { drawn: child, stool } = childAtTable(cast, {
    floor,
    x: 180,
    babyX: 190,
    facing: 1,
    front: [218, floor - 84],
    back: [210, floor - 80],
  });
  const plate: Point = [234, floor - TABLE_TOP - 4];
  // A step clear of the table's end: at it, his legs crossed its top and he "stands where the table is" (review 139).
  const grandpa = elder(cast, 0, { x: 352, y: floor, facing: -1, front: [plate[0] + 56, plate[1] - 30], back: 'hip', lean: 0.3 }, 'laugh');
  // The pan's handle ends in his hand, wherever his arm reached: placed over the plate, the pan hung in the air.
  const grip = handOf(grandpa, -1, 'front');
  return layers(
    kitchen(random, '#e8eef0', 'sill'),
    [...withoutNearArm(grandpa), ...stool],
    [
      ...kitchenTable(160, floor, 150),
      ...child.shapes,
      ellipse(plate[0], plate[1], 26, 6, '#ffffff'),
      ...[0, 1, 2, 3].map((layer) => ellipse(plate[0], plate[1] - 4 - layer * 5, 18, 5, '#e3a95a')),
      ...heldAs('pan', pan(grip[0] - 58, grip[1] - 10, 14, 1)),
      ...nearArmOf(grandpa),
    ],
  );
};

/**
 * A wooden pepper mill, its top `y`: a knob, a waisted body and a darker band at its foot. A plain brown bar
 * in Grandma's hand was "unreadable (rolling pin? bottle?)" (review 117).
 */
const pepperMill = (x: number, y: number): Shape[] => [
  ellipse(x, y + 2, 3, 3, '#3a2418'),
  polygon(
    [
      [x - 5, y + 4],
      [x + 5, y + 4],
      [x + 3, y + 14],
      [x + 6, y + 26],
      [x - 6, y + 26],
      [x - 3, y + 14],
    ],
    '#7a4a2c',
  ),
  rect(x - 6, y + 24, 12, 5, '#3a2418'),
];

/** Pizza: the grandchild scatters the toppings on the round pizza, Grandpa leaning in close with the pepper mill. */
const scatteringToppings: Staging = (cast, random) => {
  const floor = 322;
  const top = floor - TABLE_TOP;
  const { drawn: child, stool } = childAtTable(cast, {
    floor,
    x: 180,
    babyX: 190,
    facing: 1,
    front: [236, top - 20],
    back: [226, top - 14],
  });
  const grandpa = elder(cast, 0, { x: 330, y: floor, facing: -1, bend: 0.2, front: [276, top - 30], back: 'hip', lean: 0.4 }, 'laugh');
  const [hx, hy] = child.joints.hands[1];
  return layers(
    kitchen(random, '#f2e0c0', 'sill'),
    [...stool, ...withoutNearArm(grandpa)],
    [
      ...kitchenTable(150, floor, 170),
      ...child.shapes,
      ...heldAs('pizza', pizza(250, top - 4)),
      ...[0, 1, 2].map((bit) => ellipse(hx + 6 + bit * 7, hy + 8 + bit * 6, 3, 3, '#c0392b')),
      ...heldAs('pepper mill', pepperMill(277, top - 54)),
      // Pepper falling from its foot onto the pizza.
      ...[0, 1, 2, 3].map((bit) => ellipse(275 + (bit % 2) * 5, top - 20 + bit * 5, 1.4, 1.4, '#3a2a20', { detail: true })),
      ...nearArmOf(grandpa),
    ],
  );
};

export const FOOD: Readonly<Record<string, Staging>> = {
  'baking-cookies': bowlInTheLap,
  'flipping-pancakes': onToTheStack,
  'making-pizza': scatteringToppings,
};
