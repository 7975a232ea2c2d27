// Funny faces as a child tells it: the mirror in the middle, the two of them either side pulling faces.
import { rug } from '../../../props/home.ts';
import { GROUND, room } from '../../../settings.ts';
import { layers } from '../../../shapes.ts';
import { mirrorShowing } from '../../reflection.ts';
import { elder, kid, type Staging } from '../../scene.ts';

/**
 * Funny faces: the big mirror stands in the middle, Grandma on one side and the grandchild on the other, both
 * turned to it with their hands up pulling faces, and both faces in the glass. Squashing their cheeks side by
 * side with the mirror beside them, it was watercolour's, the storybook's and cut paper's line-up too.
 */
export const eitherSideOfTheMirror: Staging = (cast) => {
  const grandma = elder(cast, 0, { x: 136, y: GROUND, facing: 1, front: 'wave', back: 'up' }, 'surprised');
  const child = kid(cast, { x: 340, y: GROUND, facing: -1, front: 'wave', back: 'wave' }, 'open');
  const people = [...grandma.shapes, ...child.shapes];
  return layers(
    room({ wall: '#ffe9b0', floor: '#d9a066', floorY: 250 }),
    [...rug(240, GROUND + 6, 340, '#27b0c9'), ...mirrorShowing(238, 168, 130, 180, people, 0.92)],
    people,
  );
};
