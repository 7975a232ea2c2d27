// The cover as the paper cut-out artist stages it.
import { coverLayers } from '../../../cover.ts';
import { tree } from '../../../props/garden.ts';
import { kite } from '../../../props/outdoors.ts';
import { GROUND, outdoors, shadow } from '../../../settings.ts';
import { heldAs, type Point } from '../../../shapes.ts';
import { elder, HAND_HEIGHT, kid, type Staging } from '../../scene.ts';

/** Cover: the family flying a kite: the grandchild holds the string up, a grandparent's hand on its shoulder, the other cheering it up. */
export const flyingAKite: Staging = (cast, random) => {
  const childX = 252;
  const hand: Point = [childX + 26, GROUND - HAND_HEIGHT[cast.age] - 34];
  const child = kid(cast, { x: childX, y: GROUND, facing: 1, front: hand, back: 'hip', lean: -0.2 }, 'open');
  const shoulder = child.joints.shoulders[0];
  const behind = elder(
    cast,
    0,
    { x: childX - 74, y: GROUND, facing: 1, front: [shoulder[0] + 2, shoulder[1] + 2], back: 'hip', lean: 0.2 },
    'smile',
  );
  const cheering = elder(cast, 1, { x: childX + 96, y: GROUND, facing: -1, front: 'hip', back: 'out', lean: -0.2 }, 'open');
  const held = child.joints.hands[1];
  const feet: Point = [childX, GROUND];
  return coverLayers(
    [...outdoors(random, { sun: [70, 60], horizon: 226 }), ...tree(440, 244, 70)],
    [shadow(childX, GROUND + 2, 220)],
    // The kite with the people, so the string stays in the hand wherever the artist's lens sets the meadow.
    [...cheering.shapes, ...behind.shapes, ...child.shapes, ...heldAs('kite', kite(420, 64, held))],
    feet,
  );
};
