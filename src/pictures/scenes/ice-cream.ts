// Sharing an ice cream another way: held down to the grandchild on the park path.
import { iceCream } from '../props/food.ts';
import { tree } from '../props/garden.ts';
import { GROUND, outdoors, shadow } from '../settings.ts';
import { heldAs, layers } from '../shapes.ts';
import { elder, kid, type Staging } from './scene.ts';

/** On the park path, Grandma bends to hold the cone down for the grandchild's lick, its hands up round hers. */
export const coneHeldDown: Staging = (cast, random) => {
  const child = kid(cast, { x: 300, y: GROUND, facing: -1, front: 'forward', back: 'hip', lean: 0.2 }, 'open');
  const { head, headRadius } = child.joints;
  const cone: [number, number] = [head[0] - headRadius * 1.5, head[1] + headRadius * 0.9];
  const held: [number, number] = [cone[0], cone[1] + 16];
  // A small grandchild's cone is below where a bent grandma reaches: she kneels to it (standing, her hand
  // stopped at the top of its head and the cone hung in the air).
  // To an older one she stoops a little, standing close: bent further, her torso was "a bent sausage" and her
  // sleeve over it "a seam, no arm" (review 93).
  const low = cast.age === 'child' ? { bend: 0.14, x: 214 } : { stance: 'kneel' as const, bend: 0.1, x: 196 };
  const grandma = elder(cast, 0, { y: GROUND, facing: 1, ...low, front: held, back: 'hip', lean: 0.3 }, 'smile');
  const reaching = kid(cast, { x: 300, y: GROUND, facing: -1, front: [held[0] + 6, held[1] + 4], back: 'hip', lean: 0.2 }, 'open');
  return layers(
    [...outdoors(random, { horizon: 206, sun: [250, 54] }), ...tree(50, 226, 66), ...tree(440, 222, 50)],
    [shadow(250, GROUND + 2, 220)],
    [...grandma.shapes, ...reaching.shapes, ...heldAs('ice cream', iceCream(cone[0], cone[1], '#f3d2dc'))],
  );
};
