// The adventures staged a second way, for the artists who compose them otherwise: the two kneeling face
// to face over the hole.
import { sunflower, wateringCan } from '../props/garden.ts';
import { GROUND, outdoors, shadow } from '../settings.ts';
import { ellipse, heldAs, rect } from '../shapes.ts';
import { handsOver } from './lifting.ts';
import { elder, kid, type Staging } from './scene.ts';

/** Both kneel face to face over the new seedling: Grandma holds the watering can steady while the grandchild tips it to pour. */
export const faceToFaceOverTheHole: Staging = (cast, random) => {
  const hole: [number, number] = [250, 314];
  const can: [number, number] = [hole[0] - 10, hole[1] - 52];
  const grandma = elder(
    cast,
    0,
    { x: 180, y: GROUND, facing: 1, stance: 'kneel', bend: 0.2, front: [can[0] + 2, can[1] - 2], back: [can[0] - 14, can[1] + 10] },
    'smile',
  );
  const child = kid(cast, { x: 306, y: GROUND, facing: -1, stance: 'kneel', front: [can[0] + 26, can[1] + 2], back: 'hip' }, 'open');
  const heldCan = heldAs('watering can', wateringCan([can[0], can[1] - 2], [can[0] + 32, can[1] + 4], '#4fa3d9'));
  const drops = [0, 1, 2].map((index) => ellipse(can[0] + 30 - index * 3, can[1] + 12 + index * 12, 2, 3, '#7fb8e0', { detail: true }));
  return {
    back: [
      ...outdoors(random, { horizon: 236, sun: [400, 70] }),
      ...(
        [
          [298, 62],
          [342, 76],
          [374, 58],
          [418, 82],
          [448, 66],
        ] as const
      ).flatMap(([x, height]) => sunflower(x, 250, height)),
    ],
    middle: [
      ellipse(hole[0], hole[1], 70, 12, '#7a5234'),
      shadow(180, GROUND + 2, 90),
      shadow(306, GROUND + 2, 60),
      rect(90, 300, 30, 26, '#b8875a'),
    ],
    front: [
      // Both hands on the can show over it: drawn over their hands, it was "a can held by nobody".
      ...handsOver([...grandma.shapes, ...sunflower(hole[0] + 16, hole[1] - 2, 30), ...child.shapes], [...heldCan, ...drops]),
      ...sunflower(30, 360, 150),
    ],
  };
};
