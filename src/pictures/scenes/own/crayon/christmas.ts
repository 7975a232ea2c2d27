// The Christmas tree as a child tells it: everyone standing round it, the grandchild up on a stool with the star.
import { rug } from '../../../props/home.ts';
import { fireplace, stool } from '../../../props/household.ts';
import { christmasTree, present } from '../../../props/things.ts';
import { room, star, window } from '../../../settings.ts';
import { layers } from '../../../shapes.ts';
import type { Staging } from '../../scene.ts';
import { elder, handOf, kid } from '../../scene.ts';

/**
 * Decorating the tree: the grandchild up on a stool beside it, holding the star up to the top, a grandparent
 * either side waving (one, if there is one). Carried in arms with its back to the tree, the crayon child's big
 * head over a stick body was "a floating head wedged between Grandpa and the tree" (review 93).
 */
export const starFromTheStool: Staging = (cast, random) => {
  const floor = 320;
  const step = cast.age === 'child' ? 30 : 46;
  const child = kid(cast, { x: 200, y: floor - step, facing: 1, front: 'up', back: 'wave' }, 'laugh');
  const [hx, hy] = handOf(child, 1, 'front');
  const left = elder(cast, 0, { x: 122, y: floor, facing: 1, front: 'wave', back: 'hip' }, 'laugh');
  const right =
    cast.elders.length > 1 ? elder(cast, 1, { x: 380, y: floor, facing: -1, front: [350, 292], back: 'wave' }, 'laugh').shapes : [];
  return layers(
    [...room({ wall: '#c8f0d0', floor: '#d9a066', floorY: 250 }), ...window(random, 262, 22, 70, 56, true), ...fireplace(-56, 250, true)],
    [
      ...christmasTree(hx + 30, floor - 2, floor - hy + 6, random),
      ...present(350, floor, 26, '#e8262b', '#ffd21f'),
      ...rug(250, floor + 4, 300, '#e8262b'),
    ],
    [
      ...stool(200, floor, step),
      ...left.shapes,
      ...right,
      ...child.shapes,
      { ...star(hx + 4, hy - 6, 12, '#ffd21f'), held: 'star', role: undefined },
    ],
  );
};
