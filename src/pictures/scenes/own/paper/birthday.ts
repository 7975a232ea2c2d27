// Birthday candles as the paper cut-out artist stages them: the big cake up front, nearest us.
import { wornHat } from '../../../props/dressing-up.ts';
import { cake } from '../../../props/food.ts';
import { highChair } from '../../../props/household.ts';
import { BALLOONS, balloon, bunting } from '../../../props/places.ts';
import { room } from '../../../settings.ts';
import { keptInView, layers, type Point, rect, scaledAbout } from '../../../shapes.ts';
import { clapping, kid, type Staging } from '../../scene.ts';

/**
 * Birthday candles: the big cake up front on the table's edge, nearest us, the grandchild just beside it
 * with its breath taken to blow, the grandparents either side behind the table clapping. Up on its chair beside
 * a small table with a grandparent either side, it was watercolour's party, and a cake at arm's length.
 */
export const theCakeUpFront: Staging = (cast) => {
  const floor = 318;
  // A baby sits in its high chair at the table's end beside the cake, leaning to it: up high behind the cake
  // until its feet cleared the flames, it read as "the high chair standing on the cake" (review 125).
  const baby = cast.age === 'baby';
  // An older grandchild stands behind the table at the cake's side, leaning in to blow, the table's top hiding it
  // from the waist: up on a stool behind the cake until its waist cleared the flames, its shoes showed among the
  // candles and it "stands in the cake" (fault checks after review 148); lower behind it, a toddler's body was
  // "swallowed by the cake" (review 109).
  const [plate, size, x] = [[baby ? 196 : 214, 326] as Point, 1.35, baby ? 282 : 318];
  const step = baby ? 46 : 0;
  // Both hands up in delight, away from the candles: at its hips, the rising smoke ran to them as "wires" (review 109).
  const child = kid(cast, { x, y: floor - step, facing: -1, front: 'wave', back: 'wave', lean: baby ? 0.1 : 0.3 }, 'surprised');
  const { head, headRadius } = child.joints;
  const left = clapping(cast, 0, { x: 120, y: floor, facing: 1 }, 'laugh');
  const right = cast.elders.length > 1 ? clapping(cast, 1, { x: 400, y: floor, facing: -1 }, 'open').shapes : [];
  return layers(
    [
      // Mint, so every balloon shows on it: on yellow, the yellow one vanished.
      ...room({ wall: '#9fd4c8', floor: '#c8a27a', floorY: 250 }),
      ...BALLOONS.flatMap((colour, index) => balloon(60 + index * 34, 70 + (index % 2) * 20, 18, 22, colour)),
      ...bunting(20, ['#e0457b', '#4fa3d9', '#ffffff']),
    ],
    baby ? highChair(x, floor, step + 12, -1) : [],
    [
      ...left.shapes,
      ...right,
      ...child.shapes,
      ...wornHat(head, headRadius, 'party', '#4fa3d9'),
      // The tablecloth's top seen from above, its hem hanging down the front: the cake stands on the top, well in
      // from the front edge (on the front edge below a dark far edge, it "floats with no table", review 126).
      rect(0, 300, 480, 60, '#ef7aa2'),
      rect(0, 340, 480, 20, '#c0392b'),
      // Still lit, the breath just taken: blown out, their curls of smoke read as wires.
      ...keptInView(scaledAbout(cake(plate[0], plate[1], 5, true), plate, size)),
    ],
  );
};
