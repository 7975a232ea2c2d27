// The Christmas tree as the cartoonist stages it: the grandchild up on tiptoe on a stool with the star,
// Grandpa's hands at its waist, the other grandparent cheering it on.
import { stool } from '../../../props/household.ts';
import { christmasTree, present } from '../../../props/things.ts';
import { room, star, window } from '../../../settings.ts';
import { layers } from '../../../shapes.ts';
import { inArms } from '../../holding.ts';
import { handsOver } from '../../lifting.ts';
import { clapping, elder, handOf, kid, type Staging } from '../../scene.ts';

/**
 * Decorating the tree: on a stool beside it the grandchild stretches the star up to the top, Grandpa
 * behind steadying it by the waist, a second grandparent clapping. Up on his shoulders, the cartoon's big
 * head hid the rider's body and only its head showed over his (review 115).
 */
export const onTiptoeWithTheStar: Staging = (cast, random) => {
  const floor = 320;
  const last = cast.elders.length - 1;
  const step = cast.age === 'child' ? 34 : 46;
  const steadied = () => {
    const child = kid(cast, { x: 236, y: floor - step, facing: 1, front: 'up', back: 'hip', lean: 0.2 }, 'laugh');
    const [hip, [, shoulder]] = [child.joints.hip, child.joints.shoulders];
    const waist = hip[1] - (hip[1] - shoulder[1]) * 0.3;
    const grandpa = elder(cast, last, { x: 170, y: floor, facing: 1, front: [hip[0] + 10, waist], back: [hip[0] - 12, waist + 4] }, 'open');
    return { child, shapes: [...stool(236, floor, step), ...handsOver(grandpa.shapes, child.shapes)] };
  };
  // A baby puts the star on from Grandpa's arms, the tree as tall as it reaches: lifted overhead, it was
  // watercolour's tree "in a different surface" (review 120).
  const ride =
    cast.age === 'baby'
      ? inArms(cast, last, { x: 190, y: floor, facing: 1 }, { front: 'up', back: 'hip' }, ['laugh', 'laugh'])
      : steadied();
  const [hx, hy] = handOf(ride.child, 1, 'front');
  const cheering = last > 0 ? clapping(cast, 0, { x: 400, y: floor, facing: -1 }, 'laugh').shapes : [];
  return layers(
    [...room({ wall: '#2e5a3e', floor: '#6a4a3a', floorY: 250, stripes: '#386a4a' }), ...window(random, 330, 44, 80, 76, true)],
    [...christmasTree(hx + 34, floor - 2, floor - hy + 4, random), ...present(340, floor, 26, '#d9483b', '#f2c94c')],
    [...cheering, ...ride.shapes, { ...star(hx + 4, hy - 6, 12, '#f6d04d'), held: 'star', role: undefined }],
  );
};
