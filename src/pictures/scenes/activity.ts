// Adventures and activities: fishing, planting sunflowers, counting stars, a first bike ride, a
// blanket fort, a day at the zoo, decorating the Christmas tree.

import { bike, saddleGrip } from '../props/bike.ts';
import { fishingLine } from '../props/fishing.ts';
import { fence, sunflower, tree, wateringCan } from '../props/garden.ts';
import { giraffe } from '../props/giraffe.ts';
import { lantern } from '../props/outdoors.ts';
import { jetty, lake } from '../props/water.ts';
import { GROUND, outdoors, shadow } from '../settings.ts';
import { ellipse, heldAs, polygon } from '../shapes.ts';
import { faceToFaceOverTheHole } from './activity-restaged.ts';
import { bikeSize, riderOnBike } from './bike-rider.ts';
import { quiltOverTheSofa } from './draped-fort.ts';
import { onLap, onShoulders } from './holding.ts';
import { insideTheFort, peekingOverTheTop } from './quiet-restaged.ts';
import { elder, HAND_HEIGHT, handOf, kid, type SceneDrawing } from './scene.ts';
import { castingTogether, leafForTheGiraffe, reachingForTheStars, readyToSetOff, wateringTheSeed } from './third-outdoors.ts';

export const ACTIVITY_SCENES: SceneDrawing[] = [
  {
    id: 'fishing-at-the-lake',
    draw(cast, random) {
      const grandpa = elder(cast, 0, { x: 200, y: 300, facing: 1, stance: 'sit', seat: 50, front: [248, 200], back: [236, 212] });
      // Hands in the lap, watching the bob: an arm reaching to Grandpa went behind his back.
      const child = kid(cast, { x: 128, y: 290, facing: 1, stance: 'sit', seat: 40, front: 'hold', back: 'hip' }, 'open');
      return {
        back: [...outdoors(random, { horizon: 210, sun: [400, 60] }), ...tree(40, 230, 50), ...lake(240)],
        middle: [...jetty(0, 250, 290)],
        front: [
          ...child.shapes,
          ...grandpa.shapes,
          // A short rod whose tip, line and bob stay near the faces, where even a close camera shows them.
          ...heldAs('fishing rod', fishingLine([330, 128], grandpa.joints.hands[1], [346, 262]).slice(0, 1)),
          ...fishingLine([330, 128], grandpa.joints.hands[1], [346, 262]).slice(1),
          ellipse(60, 236, 14, 10, '#6f8a9a'),
        ],
      };
    },
    restaged: [castingTogether],
  },
  {
    id: 'planting-sunflowers',
    draw(cast, random) {
      // Kneeling back from the hole, so the seedling stands in front of her hands and not against her knee.
      const grandma = elder(cast, 0, { x: 172, y: GROUND, facing: 1, stance: 'kneel', front: [242, 304], back: [226, 292] }, 'smile');
      const child = kid(cast, { x: 300, y: GROUND, facing: -1, front: [262, GROUND - HAND_HEIGHT[cast.age] - 6], back: 'hip' }, 'open');
      const [hx, hy] = child.joints.hands[0];
      return {
        back: [
          ...outdoors(random, { horizon: 220 }),
          ...fence(214),
          // Clear of where the grandparent kneels: one just behind her read as a flower growing out of her bun.
          ...(
            [
              [30, 132],
              [404, 120],
              [448, 150],
            ] as const
          ).flatMap(([x, height]) => sunflower(x, 300, height)),
        ],
        middle: [
          ellipse(246, 314, 48, 10, '#7a5234'),
          shadow(172, GROUND + 2, 90),
          shadow(300, GROUND + 2, 50),
          ...sunflower(246, 312, 26),
        ],
        front: [
          ...grandma.shapes,
          // The top of the handle's arch in the grandchild's hand (the tub 11 below it), the spout toward the
          // seedling: beside the hand, the can "floated".
          ...wateringCan([hx - 3, hy + 11], [hx - 40, hy + 21], '#4fa3d9'),
          ...child.shapes,
        ],
      };
    },
    restaged: [faceToFaceOverTheHole, wateringTheSeed],
  },
  {
    id: 'counting-stars',
    draw(cast, random) {
      const lap = onLap(
        cast,
        0,
        // Round a baby, her near hand rests at its knees: round its small back, the arm "looped over its head" (review 96).
        {
          x: 196,
          y: 300,
          facing: 1,
          stance: 'sit',
          seat: 14,
          back: [214, 262],
          lean: -0.2,
          ...(cast.age === 'baby' ? { front: 'lap' } : {}),
        },
        { facing: 1, front: 'up', back: 'hip' },
        ['smile', 'open'],
      );
      return {
        back: [...outdoors(random, { night: true, horizon: 230 }), ...tree(440, 250, 60, '#23402f')],
        middle: [ellipse(230, 304, 120, 18, '#8a4a6a'), ...lantern(380, 310)],
        front: lap.shapes,
      };
    },
    restaged: [reachingForTheStars],
  },
  {
    id: 'learning-to-ride-a-bike',
    draw(cast, random) {
      // The child on the saddle; Grandpa behind, bent and crouching to keep one hand on the saddle's back.
      const child = riderOnBike(cast, 300);
      const size = bikeSize(cast);
      const grandpa = elder(cast, 0, {
        x: 204,
        y: GROUND,
        facing: 1,
        stance: 'walk',
        crouch: 0.7,
        bend: 0.27,
        front: saddleGrip(300, GROUND),
        // The other hand steadies the child's back rather than pointing at nothing.
        back: child.joints.shoulders[0],
        lean: 0.1,
      });
      return {
        back: [
          ...outdoors(random, { horizon: 200, sun: [240, 50] }),
          ...tree(70, 220, 60),
          ...tree(420, 214, 50),
          polygon(
            [
              [0, 340],
              [480, 296],
              [480, 330],
              [0, 360],
            ],
            '#d8c9a8',
          ),
        ],
        middle: [shadow(300, GROUND + 2, 110), shadow(196, GROUND + 2, 70)],
        front: [...bike(300, GROUND, '#d9483b', size), ...grandpa.shapes, ...child.shapes],
      };
    },
    restaged: [readyToSetOff],
  },
  {
    id: 'building-a-blanket-fort',
    draw: quiltOverTheSofa,
    restaged: [insideTheFort, peekingOverTheTop],
  },
  {
    id: 'a-day-at-the-zoo',
    draw(cast, random) {
      const last = cast.elders.length - 1;
      const ride = onShoulders(
        cast,
        last,
        { x: 236, y: GROUND, facing: 1, lean: 0.2 },
        { facing: 1, front: 'forward', back: 'up' },
        'open',
      );
      const second = elder(cast, last === 0 ? 1 : 0, { x: 128, y: GROUND, facing: 1, front: [196, 150], back: 'hip' }, 'open');
      // The giraffe leans its nose into the grandchild's outstretched hand: eye to eye, and in every artist's frame.
      return {
        back: [...outdoors(random, { horizon: 230, grass: '#a9c46a', sun: false }), ...tree(60, 230, 60)],
        middle: [
          ...giraffe(handOf(ride.child, 1, 'front'), -1),
          ...fence(270, '#b98a5e'),
          shadow(230, GROUND + 2, 90),
          shadow(120, GROUND + 2, 80),
        ],
        front: [...second.shapes, ...ride.shapes],
      };
    },
    restaged: [leafForTheGiraffe],
  },
];
