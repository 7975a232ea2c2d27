// The cover as the storybook illustrator stages it.
import { coverLayers } from '../../../cover.ts';
import { tree } from '../../../props/garden.ts';
import { parkBench } from '../../../props/places.ts';
import { GROUND, outdoors, shadow } from '../../../settings.ts';
import type { Point, Shape } from '../../../shapes.ts';
import { armRound } from '../../holding.ts';
import { elder, kid, type Staging } from '../../scene.ts';

/** Cover: the grandparents on a park bench, the grandchild standing on the seat between them, an arm round it from each side. */
export const onTheBench: Staging = (cast, random) => {
  const seat = GROUND - 50;
  const two = cast.elders.length > 1;
  const childX = two ? 250 : 290;
  const child = kid(cast, { x: childX, y: seat, facing: 1, front: 'wave', back: 'hip' }, 'open');
  const { hip, shoulders } = child.joints;
  const waist = (side: 0 | 1): Point => [shoulders[side][0] + (side ? 4 : -4), (shoulders[side][1] + hip[1]) / 2];
  const sitting = { y: GROUND, stance: 'sit', seat: 48, lean: 0.3 } as const;
  const left = elder(cast, 0, { ...sitting, x: childX - 66, facing: 1, front: waist(1), back: 'lap' }, 'smile');
  const right = elder(cast, 1, { ...sitting, x: childX + 66, facing: -1, front: waist(0), back: 'lap' }, 'smile');
  const people: Shape[] = two
    ? [...left.shapes.slice(0, -1), ...right.shapes.slice(0, -1), ...child.shapes, ...left.shapes.slice(-1), ...right.shapes.slice(-1)]
    : armRound(left, child);
  const feet: Point = [childX, GROUND];
  return coverLayers(
    [...outdoors(random, { sun: [90, 70], horizon: 236 }), ...tree(456, 250, 100, '#7aa35a'), ...tree(40, 246, 50)],
    [...parkBench(childX - 120, GROUND, 240, 88), shadow(childX, GROUND + 2, 240)],
    people,
    feet,
  );
};
