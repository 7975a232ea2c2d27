// The adventures staged a second way, for the artists who compose them otherwise: the grandchild with
// the rod, the two kneeling face to face over the hole, both pointing at the sky, both inside the fort.
import { sunflower, tree } from '../props/garden.ts';
import { rug, sofa } from '../props/home.ts';
import { jetty, lake } from '../props/outdoors.ts';
import { fishingLine } from '../props/things.ts';
import { GROUND, outdoors, room, shadow, star, window } from '../settings.ts';
import { ellipse, heldAs, line, polygon, rect } from '../shapes.ts';
import { elder, kid, onLap, type Staging } from './scene.ts';

/** On the jetty's end the grandchild holds the rod in both hands; Grandpa, beside, has an arm round its shoulders. */
export const childWithTheRod: Staging = (cast, random) => {
  const seat = { y: 300, stance: 'sit', seat: 50, facing: 1 } as const;
  const [, shoulder] = kid(cast, { ...seat, x: 262 }).joints.shoulders;
  const grip: [number, number] = [shoulder[0] + 22, shoulder[1] + 16];
  const child = kid(cast, { ...seat, x: 262, front: grip, back: [grip[0] - 10, grip[1] + 4] }, 'open');
  const grandpa = elder(cast, 0, { ...seat, x: 186, front: [shoulder[0] - 4, shoulder[1] + 4], back: 'hold', lean: 0.3 }, 'smile');
  const rod = fishingLine([372, 120], grip, [400, 286]);
  return {
    back: [...outdoors(random, { horizon: 200, sun: [80, 60] }), ...tree(440, 216, 40), ...lake(226)],
    middle: [...jetty(60, 250, 260), ellipse(400, 292, 30, 4, '#9fd0ef')],
    front: [
      ...grandpa.shapes.slice(0, -2),
      ...child.shapes,
      ...grandpa.shapes.slice(-2),
      ...heldAs('fishing rod', rod.slice(0, 1)),
      ...rod.slice(1),
    ],
  };
};

/** Both kneel face to face over the hole, Grandma setting the seedling in, the grandchild patting the soil round it. */
export const faceToFaceOverTheHole: Staging = (cast, random) => {
  const hole: [number, number] = [250, 314];
  const grandma = elder(
    cast,
    0,
    { x: 176, y: GROUND, facing: 1, stance: 'kneel', bend: 0.3, front: [hole[0] - 4, hole[1] - 22], back: [hole[0] - 20, hole[1] - 8] },
    'smile',
  );
  const child = kid(cast, { x: 318, y: GROUND, facing: -1, stance: 'kneel', front: [hole[0] + 26, hole[1] - 8], back: 'hip' }, 'open');
  return {
    back: [
      ...outdoors(random, { horizon: 236, sun: [400, 70] }),
      ...[300, 340, 380, 420, 460].flatMap((x, index) => sunflower(x, 250, 60 + index * 6)),
    ],
    middle: [
      ellipse(hole[0], hole[1], 70, 12, '#7a5234'),
      shadow(176, GROUND + 2, 90),
      shadow(318, GROUND + 2, 60),
      polygon(
        [
          [80, 300],
          [116, 300],
          [112, 330],
          [84, 330],
        ],
        '#4fa3d9',
      ),
      line(
        [
          [116, 306],
          [140, 292],
        ],
        '#4fa3d9',
        4,
        { smooth: false },
      ),
      rect(370, 300, 30, 26, '#b8875a'),
    ],
    front: [
      ...grandma.shapes.slice(0, -2),
      ...sunflower(hole[0], hole[1] - 2, 30),
      ...grandma.shapes.slice(-2),
      ...child.shapes,
      ...sunflower(30, 360, 150),
    ],
  };
};

/** On the garden bench, the grandchild on Grandpa's lap, both pointing up at the stars. */
export const bothPointing: Staging = (cast, random) => {
  const lap = onLap(
    cast,
    0,
    { x: 290, y: GROUND, facing: -1, stance: 'sit', seat: 48, front: 'up', lean: -0.3 },
    { facing: -1, front: 'up', back: 'hip' },
    ['open', 'open'],
  );
  return {
    back: [...outdoors(random, { night: true, horizon: 250 }), ...tree(80, 270, 90, '#23402f')],
    middle: [
      rect(200, GROUND - 86, 180, 10, '#5a3a28'),
      rect(196, GROUND - 50, 190, 10, '#6f4a2e'),
      rect(210, GROUND - 40, 8, 40, '#4a2e1e'),
      rect(366, GROUND - 40, 8, 40, '#4a2e1e'),
      ellipse(420, 300, 10, 14, '#f6d04d', { opacity: 0.8 }),
    ],
    front: lap.shapes,
  };
};

/** Both inside the fort under the blanket, Grandma sitting, the grandchild kneeling by her with the torch lighting their faces. */
export const insideTheFort: Staging = (cast, random) => {
  const grandma = elder(cast, 0, { x: 180, y: 322, facing: 1, stance: 'sit', seat: 14, front: 'hold', back: 'hip', lean: 0.2 }, 'open');
  const child = kid(cast, { x: 286, y: 322, facing: -1, stance: 'kneel', front: [246, 262], back: 'hip' }, 'open');
  const [torch] = [...child.joints.hands].sort((a, b) => a[0] - b[0]);
  return {
    back: [
      ...room({ wall: '#e7d3b0', floor: '#9a6a4a', floorY: 236 }),
      ...window(random, 40, 40, 80, 70, true),
      ...sofa(340, 300, 130, '#5a7fa8'),
    ],
    middle: [
      ...rug(240, 322, 320, '#c95a4a'),
      polygon(
        [
          [70, 320],
          [120, 150],
          [240, 110],
          [370, 150],
          [410, 320],
        ],
        '#4fa3d9',
      ),
      polygon(
        [
          [100, 320],
          [140, 170],
          [340, 170],
          [380, 320],
        ],
        '#2f5a86',
      ),
      ...[150, 200, 280, 330].map((x) => star(x, 150 + Math.abs(x - 240) * 0.2, 4)),
      ellipse(214, 230, 60, 42, '#fff3b8', { opacity: 0.35 }),
    ],
    front: [...grandma.shapes, ...child.shapes, rect(torch[0] - 12, torch[1] - 4, 16, 8, '#d9483b', { held: 'torch' })],
  };
};
