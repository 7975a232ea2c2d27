// Sharing an ice cream, the second and third ways: held out from the bench to the grandchild at Grandma's
// knee (a baby on her lap), or held down to it on the park path.
import type { Reach } from '../figures/pose.ts';
import { iceCream } from '../props/food.ts';
import { tree } from '../props/garden.ts';
import { parkBench } from '../props/places.ts';
import { GROUND, outdoors, shadow } from '../settings.ts';
import { heldAs, layers } from '../shapes.ts';
import { onLap } from './holding.ts';
import { elder, kid, type Staging } from './scene.ts';

/** The ice cream held out from the bench: Grandma sits, the grandchild stands at her knee for a lick (a baby sits on her lap). */
export const iceCreamAtHerKnee: Staging = (cast, random) => {
  const sitting = { x: 176, y: GROUND, facing: 1, stance: 'sit', seat: 48, back: [132, GROUND - 56], lean: 0.3 } as const;
  const setting = layers(
    [...outdoors(random, { horizon: 226, sun: [70, 60] }), ...tree(380, 240, 90), ...tree(440, 236, 50)],
    [...parkBench(96, GROUND, 140, 86), shadow(220, GROUND + 2, 220)],
    [],
  );
  // A baby sits on her lap, facing out, the cone held before it: sat beside her on the bench, it made the
  // first staging's drawing again.
  if (cast.age === 'baby') {
    const { head, headRadius } = onLap(cast, 0, sitting, { facing: 1, front: 'forward', back: 'hip' }).child.joints;
    const cone: [number, number] = [head[0] + headRadius * 1.4 + 6, head[1] + headRadius * 0.5];
    const lap = onLap(
      cast,
      0,
      { ...sitting, front: [cone[0] - 4, cone[1] + 10] },
      { facing: 1, front: [cone[0] - 4, cone[1] + 12], back: 'hip' },
      ['smile', 'open'],
    );
    return { ...setting, front: [...lap.shapes, ...heldAs('ice cream', iceCream(cone[0], cone[1], '#f3d2dc'))] };
  }
  const standing = (front: Reach) => kid(cast, { x: 288, y: GROUND, facing: -1, front, back: 'out', lean: 0.3 }, 'open');
  // The cone held out clear of the grandchild's cheek, however big the artist draws its head: at a set
  // place, a big head came out over it and the cone covered the face.
  const { head, headRadius } = standing('forward').joints;
  const cone: [number, number] = [Math.min(246, head[0] - headRadius * 1.25 - 4), 232];
  const grandma = elder(cast, 0, { ...sitting, front: [cone[0] - 6, cone[1] + 8] }, 'smile');
  const child = standing([cone[0] + 6, cone[1] + 10]);
  return { ...setting, front: [...grandma.shapes, ...child.shapes, ...heldAs('ice cream', iceCream(cone[0], cone[1], '#f3d2dc'))] };
};

/** On the park path, Grandma bends to hold the cone down for the grandchild's lick, its hands up round hers. */
export const coneHeldDown: Staging = (cast, random) => {
  const child = kid(cast, { x: 300, y: GROUND, facing: -1, front: 'forward', back: 'hip', lean: 0.2 }, 'open');
  const { head, headRadius } = child.joints;
  const cone: [number, number] = [head[0] - headRadius * 1.5, head[1] + headRadius * 0.9];
  const held: [number, number] = [cone[0], cone[1] + 16];
  // A small grandchild's cone is below where a bent grandma reaches: she kneels to it (standing, her hand
  // stopped at the top of its head and the cone hung in the air).
  const low = cast.age === 'child' ? { bend: 0.3 } : { stance: 'kneel' as const, bend: 0.1 };
  const grandma = elder(cast, 0, { x: 196, y: GROUND, facing: 1, ...low, front: held, back: 'hip', lean: 0.3 }, 'smile');
  const reaching = kid(cast, { x: 300, y: GROUND, facing: -1, front: [held[0] + 6, held[1] + 4], back: 'hip', lean: 0.2 }, 'open');
  return layers(
    [...outdoors(random, { horizon: 206, sun: [250, 54] }), ...tree(50, 226, 66), ...tree(440, 222, 50)],
    [shadow(250, GROUND + 2, 220)],
    [...grandma.shapes, ...reaching.shapes, ...heldAs('ice cream', iceCream(cone[0], cone[1], '#f3d2dc'))],
  );
};
