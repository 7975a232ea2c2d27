// Grandpa's birthday surprise as a child tells it: the big cake in the middle, everyone cheering.
import { partyHatOn } from '../../../props/dressing-up.ts';
import { cake } from '../../../props/food.ts';
import { armchair, rug } from '../../../props/home.ts';
import { table } from '../../../props/household.ts';
import { BALLOONS, balloon, bunting } from '../../../props/places.ts';
import { GROUND, room } from '../../../settings.ts';
import { ellipse, layers } from '../../../shapes.ts';
import { elder, kid, type Staging } from '../../scene.ts';

/**
 * The birthday surprise: the cake carried in and set on its table in the middle with its candles lit, Grandpa
 * in his armchair on one side and the grandchild on the other, all in party hats with their arms up. Carried in at its waist on its stick
 * arms, the cake "floats in front of the child" (review 118).
 */
export const theCakeInTheMiddle: Staging = (cast) => {
  const floor = GROUND;
  const two = cast.elders.length > 1;
  const [grandpaAt, tableAt, childAt] = two ? [96, 218, 302] : [126, 252, 342];
  // Nearly jumping out of his armchair, as the story tells it, both arms flung up.
  const grandpa = elder(cast, 0, { x: grandpaAt, y: floor, facing: 1, stance: 'sit', seat: 70, front: 'up', back: 'up' }, 'surprised');
  // A baby sits up on a big cushion: on the floor by the table, its big head hid the rest of it.
  const cushion = cast.age === 'baby' ? 18 : 0;
  const child = kid(cast, { x: childAt, y: floor - cushion, facing: -1, front: 'up', back: 'up' }, 'laugh');
  const grandma = elder(cast, 1, { x: 386, y: floor, facing: -1, front: 'wave', back: 'up' }, 'laugh');
  const top = floor - 76;
  return layers(
    [...room({ wall: '#ffffff', floor: '#d9a066', floorY: 250 }), ...bunting(18, BALLOONS), ...balloon(440, 90, 18, 22, BALLOONS[1])],
    [...rug(240, floor + 4, 340, '#e0457b'), ...armchair(grandpaAt, floor, '#8359a3')],
    [
      ...grandpa.shapes,
      ...partyHatOn(grandpa.joints, '#4fa3d9'),
      ...table(tableAt - 50, floor, 100, '#f2c94c'),
      ...cake(tableAt, top, 3, true),
      ...(cushion ? [ellipse(childAt, floor - 8, 40, 14, '#e8262b')] : []),
      ...child.shapes,
      ...(cast.age === 'baby' ? [] : partyHatOn(child.joints, '#e0457b')),
      ...(two ? [...grandma.shapes, ...partyHatOn(grandma.joints, '#f2c94c')] : []),
    ],
  );
};
