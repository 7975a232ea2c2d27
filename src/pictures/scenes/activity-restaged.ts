// The adventures staged a second way, for the artists who compose them otherwise: the grandchild with
// the rod, the two kneeling face to face over the hole, both pointing at the sky.
import { fence, sunflower, tree } from '../props/garden.ts';
import { bike, jetty, lake, pedalsOf } from '../props/outdoors.ts';
import { giraffe } from '../props/places.ts';
import { fishingLine } from '../props/things.ts';
import { GROUND, outdoors, shadow } from '../settings.ts';
import { ellipse, heldAs, line, polygon, rect } from '../shapes.ts';
import { elder, kid, onLap, onShoulders, type Staging } from './scene.ts';

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

/** Grandpa jogs alongside on the far side of the bike, cheering, one hand reaching back to steady the saddle. */
export const joggingAlongside: Staging = (cast, random) => {
  const bikeX = 250;
  const child = kid(
    cast,
    {
      x: bikeX - 8,
      y: GROUND,
      facing: 1,
      stance: 'sit',
      seat: 68,
      front: [bikeX + 26, 246],
      back: [bikeX + 18, 248],
      feet: pedalsOf(bikeX, GROUND),
    },
    'open',
  );
  const grandpa = elder(
    cast,
    0,
    {
      x: bikeX + 18,
      y: GROUND - 14,
      facing: 1,
      stance: 'walk',
      scale: 0.94,
      crouch: 0.6,
      bend: 0.25,
      front: 'wave',
      back: [bikeX - 4, GROUND - 64],
      lean: -0.3,
    },
    'open',
  );
  return {
    back: [...outdoors(random, { horizon: 214, sun: [80, 60] }), ...tree(60, 220, 40)],
    middle: [
      polygon(
        [
          [0, 300],
          [480, 316],
          [480, 350],
          [0, 330],
        ],
        '#d8c9a8',
      ),
      shadow(bikeX, GROUND + 2, 120),
    ],
    front: [...grandpa.shapes, ...bike(bikeX, GROUND, '#3f6fb5'), ...child.shapes],
  };
};

/** The giraffe comes to the fence, eye to eye with the grandchild up on shoulders; the other grandparent takes the photograph. */
export const photoAtTheFence: Staging = (cast, random) => {
  const last = cast.elders.length - 1;
  const ride = onShoulders(
    cast,
    last,
    { x: 226, y: GROUND, facing: -1, lean: 0.2 },
    { facing: -1, front: 'forward', back: 'wave' },
    'open',
  );
  const camera: [number, number] = [300, 166];
  const photographer = elder(
    cast,
    last === 0 ? 1 : 0,
    { x: 350, y: GROUND, facing: -1, front: [camera[0] + 2, camera[1] + 8], back: [camera[0] + 12, camera[1] + 10] },
    'smile',
  );
  return {
    back: [...outdoors(random, { horizon: 236, grass: '#a9c46a', sun: [420, 60] }), ...tree(440, 240, 50), ...giraffe(96, 292)],
    middle: [...fence(262, '#b98a5e'), shadow(226, GROUND + 2, 90), shadow(350, GROUND + 2, 80)],
    front: [
      ...photographer.shapes,
      // A lone grandparent is the one carrying: nobody is left to hold the camera.
      ...(last > 0 ? [rect(camera[0] - 4, camera[1], 24, 16, '#3a3a40', { held: 'camera' })] : []),
      ...ride.shapes,
    ],
  };
};
