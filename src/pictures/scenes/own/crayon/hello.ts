// The first hello as a child tells it: the grandchild running into Grandma's open arms.
import { crib, rug } from '../../../props/home.ts';
import { heart } from '../../../props/things.ts';
import { GROUND, room, window } from '../../../settings.ts';
import { layers } from '../../../shapes.ts';
import { elder, kid, type Staging } from '../../scene.ts';

/**
 * The first hello: Grandma bends with her arms open wide, Grandpa waves behind her, and the grandchild runs
 * to them with its arms out, hearts between them. Carried sitting in her arms, a child's stick legs stuck out
 * sideways and it "dangled in mid-air from one arm".
 */
export const intoHerArms: Staging = (cast, random) => {
  const grandma = elder(cast, 0, { x: 190, y: GROUND, facing: 1, bend: 0.25, front: 'out', back: 'out' }, 'laugh');
  const grandpa = cast.elders.length > 1 ? elder(cast, 1, { x: 96, y: GROUND, facing: 1, front: 'wave', back: 'hip' }, 'laugh').shapes : [];
  const child = kid(cast, { x: 320, y: GROUND, facing: -1, stance: 'walk', front: 'out', back: 'out', lean: 0.2 }, 'laugh');
  const between = (grandma.joints.head[0] + child.joints.head[0]) / 2;
  return layers(
    [...room({ wall: '#ffffff', floor: '#d9a066', floorY: 250 }), ...window(random, 300, 40, 90, 80, false)],
    [...crib(420, GROUND), ...rug(240, GROUND + 4, 300, '#4fa3d9')],
    [
      ...grandpa,
      ...grandma.shapes,
      ...child.shapes,
      heart(between, 110, 11, '#e0457b'),
      heart(between - 22, 84, 7, '#e8262b'),
      heart(between + 20, 72, 6, '#ff7eb0'),
    ],
  );
};
