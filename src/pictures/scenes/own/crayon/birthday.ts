// Grandpa's birthday surprise as a child tells it: the big cake in the middle, everyone cheering.
import { wornHat } from '../../../props/dressing-up.ts';
import { cake } from '../../../props/food.ts';
import { rug } from '../../../props/home.ts';
import { table } from '../../../props/household.ts';
import { BALLOONS, balloon, bunting } from '../../../props/places.ts';
import { GROUND, room } from '../../../settings.ts';
import { layers } from '../../../shapes.ts';
import { elder, kid, type Staging } from '../../scene.ts';

/**
 * The birthday surprise: the cake on its table in the middle with its candles lit, Grandpa on one side and
 * the grandchild on the other, all in party hats with their arms up. Carried in at its waist on its stick
 * arms, the cake "floats in front of the child" (review 118).
 */
export const theCakeInTheMiddle: Staging = (cast) => {
  const floor = GROUND;
  const two = cast.elders.length > 1;
  const [grandpaAt, tableAt, childAt] = two ? [100, 196, 286] : [150, 244, 332];
  const grandpa = elder(cast, 0, { x: grandpaAt, y: floor, facing: 1, front: 'up', back: 'wave' }, 'surprised');
  const child = kid(cast, { x: childAt, y: floor, facing: -1, front: 'up', back: 'up' }, 'laugh');
  const grandma = elder(cast, 1, { x: 386, y: floor, facing: -1, front: 'wave', back: 'up' }, 'laugh');
  const hat = (who: typeof grandpa, colour: string) => wornHat(who.joints.head, who.joints.headRadius, 'party', colour);
  const top = floor - 76;
  return layers(
    [...room({ wall: '#ffffff', floor: '#d9a066', floorY: 250 }), ...bunting(18, BALLOONS), ...balloon(440, 90, 18, 22, BALLOONS[1])],
    [...rug(240, floor + 4, 340, '#e0457b')],
    [
      ...grandpa.shapes,
      ...hat(grandpa, '#4fa3d9'),
      ...table(tableAt - 50, floor, 100, '#f2c94c'),
      ...cake(tableAt, top, 3, true),
      ...child.shapes,
      ...(cast.age === 'baby' ? [] : hat(child, '#e0457b')),
      ...(two ? [...grandma.shapes, ...hat(grandma, '#f2c94c')] : []),
    ],
  );
};
