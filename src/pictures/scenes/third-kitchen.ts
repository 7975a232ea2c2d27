// A third way to stage the kitchen, for the cartoonist (`Artist.staging`): down on
// the kitchen floor, or the grandchild up on a stool at the stove.

import { nearArmOf, withoutNearArm } from '../figures/figure.ts';
import { bowl, flour, pan } from '../props/food.ts';
import { stool, stove } from '../props/household.ts';
import { shadow } from '../settings.ts';
import { ellipse, heldAs, layers } from '../shapes.ts';
import { kitchen } from './kitchen.ts';
import { elder, handOf, kid, type Staging } from './scene.ts';

/** Sitting on the kitchen floor with the big bowl between them, Grandma stirring and the grandchild steadying the bowl, flour on the tiles round them. */
export const stirringOnTheFloor: Staging = (cast, random) => {
  const floor = 318;
  const mix: [number, number] = [244, floor - 8];
  const grandma = elder(
    cast,
    0,
    { x: 186, y: floor, facing: 1, stance: 'sit', seat: 8, front: [mix[0] - 20, mix[1] - 36], back: [mix[0] - 22, mix[1] - 6], lean: 0.3 },
    'open',
  );
  // As close to the bowl as a short arm needs to reach the spoon.
  const childX = mix[0] + { baby: 46, toddler: 56, child: 74 }[cast.age];
  const child = kid(
    cast,
    { x: childX, y: floor, facing: -1, stance: 'sit', seat: 6, front: [mix[0] + 22, mix[1] - 10], back: 'hip', lean: 0.3 },
    'open',
  );
  return layers(
    kitchen(random, undefined, 'tiles'),
    [...flour(150, floor + 6), ...flour(330, floor + 10), shadow(244, floor + 4, 240)],
    [...withoutNearArm(grandma), ...child.shapes, ...heldAs('bowl', bowl(mix[0], mix[1], '#4fa3d9', -1)), ...nearArmOf(grandma)],
  );
};

/**
 * Either side of the stove: the grandchild up on a stool tosses the pancake from the pan in both hands,
 * and Grandpa across the stove holds the plate out to catch it (a baby on the stool holds the plate, and
 * Grandpa tosses). Carried in his arm, the grandchild read as "hanging sideways in mid-air" beside "a pan
 * hovering by itself".
 */
export const pancakeFromTheStool: Staging = (cast, random) => {
  const floor = 322;
  const stoolTop = floor - 40;
  const panAt: [number, number] = [250, 204];
  const baby = cast.age === 'baby';
  // The pan's handle toward whoever tosses: the grandchild on the left, Grandpa on the right.
  const side = baby ? 1 : -1;
  const handle: [number, number] = [panAt[0] + side * 58, panAt[1] + 9];
  const child = kid(
    cast,
    baby
      ? { x: 150, y: stoolTop, facing: 1, front: 'forward', back: 'forward' }
      : { x: 150, y: stoolTop, facing: 1, front: handle, back: [handle[0] - 8, handle[1] - 2] },
    'open',
  );
  // A baby holds the plate where its short arms reach.
  const plateAt: readonly [number, number] = baby ? handOf(child, 1, 'front') : [312, 196];
  // Upright and delighted: leaning in, surprised, a big-headed artist's Grandpa read as "no neck, head jutting
  // off a hunched shoulder, alarmed" (review 94).
  const grandpa = elder(cast, 0, { x: 356, y: floor, facing: -1, front: baby ? handle : plateAt, back: 'hip' }, 'open');
  return layers(
    [...kitchen(random, '#e3eef0', 'tiles'), ...stove(205, floor)],
    [...stool(150, floor, 40), shadow(356, floor + 2, 80)],
    [
      ...child.shapes,
      ...grandpa.shapes,
      ...heldAs('pan', pan(panAt[0], panAt[1], 56, side)),
      ellipse(plateAt[0] + (baby ? 0 : -8), plateAt[1] - 2, 22, 5, '#ffffff', { held: 'plate' }),
    ],
  );
};
