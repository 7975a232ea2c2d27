// The cover as the gouache painter stages it.
import { coverLayers } from '../../../cover.ts';
import { flower, tree } from '../../../props/garden.ts';
import { heart } from '../../../props/things.ts';
import { GROUND, outdoors, shadow } from '../../../settings.ts';
import type { Point } from '../../../shapes.ts';
import { inArms } from '../../holding.ts';
import { elder, type Staging } from '../../scene.ts';

/** Cover: one grandparent carries the grandchild on an arm, cheek to cheek; the other leans in, a hand on its back. */
export const carriedHug: Staging = (cast, random) => {
  const carry = inArms(cast, 0, { x: 196, y: GROUND, facing: 1, lean: 0.25 }, { front: 'hold', back: 'hip' }, ['smile', 'open']);
  const { hip, shoulders, head, headRadius } = carry.child.joints;
  const back: Point = [Math.max(shoulders[0][0], shoulders[1][0]) + 2, (shoulders[0][1] + hip[1]) / 2];
  const leaning = { y: GROUND - 4, facing: -1, scale: 0.96, back: 'hip', lean: 0.35 } as const;
  // Beside the grandchild's head rather than behind it: the faces stay whole, the hand reaches its back.
  const other = elder(cast, 1, { ...leaning, x: head[0] + headRadius * 2.6 + 30, front: back }, 'smile');
  const feet: Point = [230, GROUND];
  return coverLayers(
    [
      ...outdoors(random, { sun: [420, 58], horizon: 250, far: '#8fb86a' }),
      ...tree(40, 268, 100, '#6aa85a'),
      ...[70, 96, 400, 430, 456].flatMap((x, index) => flower(x, GROUND + 24, 30 + (index % 2) * 12, index % 2 ? '#f2c94c' : '#e0457b')),
    ],
    [shadow(240, GROUND + 2, 200), heart(300, 120, 14, '#e0457b')],
    [...other.shapes, ...carry.shapes],
    feet,
  );
};
