// A third way to stage the kitchen, for the paper cutter and the cartoonist (`Artist.staging`): down on
// the kitchen floor, or the grandchild up in a grandparent's arm at the stove.
import { bowl, flour, pan } from '../props/food.ts';
import { stove } from '../props/household.ts';
import { shadow } from '../settings.ts';
import { ellipse, heldAs, layers } from '../shapes.ts';
import { inArms } from './holding.ts';
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
    kitchen(random),
    [...flour(150, floor + 6), ...flour(330, floor + 10), shadow(244, floor + 4, 240)],
    [...grandma.shapes.slice(0, -2), ...child.shapes, ...heldAs('bowl', bowl(mix[0], mix[1], '#4fa3d9', -1)), ...grandma.shapes.slice(-2)],
  );
};

/** At the stove the grandchild, up in Grandpa's arm, tosses the pancake from the pan; Grandpa holds the plate out to catch it. */
export const pancakeFromTheArms: Staging = (cast, random) => {
  const floor = 322;
  const carry = inArms(cast, 0, { x: 200, y: floor, facing: 1, back: [140, 214] }, { front: 'hip', back: 'out' }, ['open', 'surprised']);
  const [hx, hy] = handOf(carry.child, -1, 'back');
  const [px, py] = handOf(carry.holder, 1, 'back');
  return layers(
    [...kitchen(random, '#e3eef0'), ...stove(350, 300)],
    [shadow(200, floor + 2, 90)],
    [
      ...carry.shapes,
      // The pan out over the stove, away from both faces; the plate out on Grandpa's other side.
      ...heldAs('pan', pan(hx + 50, hy - 6, 54, -1)),
      ellipse(px - 8, py - 2, 22, 5, '#ffffff', { held: 'plate' }),
    ],
  );
};
