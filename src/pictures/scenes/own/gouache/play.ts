// The play scenes (the first bike ride, the blanket fort, the zoo) as the gouache painter stages them.

import { nearArmOf, withoutNearArm } from '../../../figures/figure.ts';
import { tree } from '../../../props/garden.ts';
import { pillow, sofa } from '../../../props/home.ts';
import { bike, pedalsOf } from '../../../props/outdoors.ts';
import { giraffe } from '../../../props/places.ts';
import { GROUND, outdoors, room, shadow } from '../../../settings.ts';
import { blob, ellipse, heldAs, layers, line, type Point, polygon, rect, type Shape, scaledAbout } from '../../../shapes.ts';
import { riderOnBike } from '../../bike-rider.ts';
import { armRound, inArms } from '../../holding.ts';
import type { Staging } from '../../scene.ts';
import { elder, handOf, kid } from '../../scene.ts';

/** Riding a bike: Grandpa rides his own big bike alongside, one hand steady on the back of the grandchild's saddle. */
const ridingAlongside: Staging = (cast, random) => {
  const bikeX = 292;
  const child = riderOnBike(cast, bikeX, 'laugh', 0.35);
  const bigX = 216;
  // A grown-up's bike: the child's drawn larger, its saddle no longer the one the story has him hold.
  const size = 1.2;
  const big = (shapes: Shape[]) => scaledAbout(shapes, [bigX, GROUND + 4], size).map(({ held, ...shape }) => shape);
  const [pedalA, pedalB] = pedalsOf(bigX, GROUND);
  const scaled = ([x, y]: Point): Point => [bigX + (x - bigX) * size, GROUND + 4 + (y - GROUND - 4) * size];
  const grandpa = elder(
    cast,
    0,
    {
      x: bigX - 12,
      y: GROUND + 4,
      facing: 1,
      stance: 'sit',
      seat: 66 * size,
      bend: 0.25,
      feet: [scaled(pedalA), scaled(pedalB)],
      front: [bikeX - 24, 262],
      back: scaled([bigX + 34, GROUND - 71]),
      lean: 0.2,
    },
    'laugh',
  );
  return layers(
    [
      ...outdoors(random, { horizon: 206, sun: [80, 50] }),
      ...tree(440, 226, 70),
      polygon(
        [
          [0, 330],
          [480, 300],
          [480, 340],
          [0, 360],
        ],
        '#d8c9a8',
      ),
    ],
    [shadow(300, GROUND + 2, 110), shadow(200, GROUND + 6, 150)],
    [
      ...big(bike(bigX, GROUND, '#3f6fb5')),
      ...withoutNearArm(grandpa),
      ...bike(bikeX, GROUND, '#e0457b'),
      ...child.shapes,
      ...nearArmOf(grandpa),
    ],
  );
};

/** Blanket fort: snuggled together under the fort's blanket, only their heads and the torch peeking out in the dark. */
const underTheBlanket: Staging = (cast) => {
  const floor = 318;
  const sitting = { x: 270, y: floor, facing: -1, stance: 'sit', seat: 10, back: 'hip', lean: 0.3 } as const;
  const grandma = elder(cast, 0, { x: 190, y: floor, facing: 1, stance: 'sit', seat: 10, front: 'lap', back: 'hip', lean: 0.3 }, 'smile');
  // The blanket up to their shoulders, below both chins, the torch held out over its edge.
  const child = kid(cast, { ...sitting, front: 'forward' }, 'laugh');
  const torch = child.joints.hands[0];
  const top = Math.max(child.joints.neck[1], grandma.joints.neck[1], torch[1]) + 8;
  return layers(
    [...room({ wall: '#2a2840', floor: '#4a3a30', floorY: 236 }), ...sofa(300, 300, 160, '#5a7fa8')],
    [ellipse(torch[0], torch[1] - 60, 110, 80, '#fff3b8', { opacity: 0.3 })],
    [
      ...grandma.shapes,
      ...withoutNearArm(child),
      blob(
        [
          [100, floor + 8],
          [110, top + 10],
          [170, top - 4],
          [230, top + 6],
          [300, top - 2],
          [350, top + 12],
          [362, floor + 8],
        ],
        '#c95a4a',
      ),
      ...[140, 200, 260, 320].map((x) =>
        line(
          [
            [x, top + 14],
            [x + 6, floor],
          ],
          '#a8484a',
          3,
        ),
      ),
      ...nearArmOf(child),
      ...heldAs('torch', [rect(torch[0] - 4, torch[1] - 14, 8, 18, '#3a3a40'), ellipse(torch[0], torch[1] - 16, 6, 4, '#fff3b8')]),
      ...pillow(400, floor, 50, '#4fa3d9'),
    ],
  );
};

/** At the zoo: up the steps of the viewing platform, the grandchild at the rail eye to eye with the giraffe, Grandma's arm round it, Grandpa waving. */
const onThePlatform: Staging = (cast, random) => {
  const deck = GROUND - 70;
  const together = () => {
    // A baby, sitting on the deck, was behind the rail: Grandma holds it up on her arm.
    if (cast.age === 'baby')
      return inArms(cast, 0, { x: 220, y: deck, facing: 1 }, { front: 'forward', back: 'hip' }, ['open', 'surprised']);
    const child = kid(cast, { x: 280, y: deck, facing: 1, front: 'forward', back: 'hip' }, 'surprised');
    const [near] = child.joints.shoulders;
    const grandma = elder(cast, 0, { x: 210, y: deck, facing: 1, front: [near[0] + 6, near[1] + 6], back: 'hip', lean: 0.2 }, 'open');
    return { child, shapes: armRound(grandma, child) };
  };
  const { child, shapes } = together();
  // Waving with the far hand: the near one, raised, came down on Grandma's head.
  const grandpa = elder(cast, 1, { x: 130, y: deck, facing: 1, scale: 0.96, front: 'hip', back: 'wave' }, 'laugh');
  return layers(
    [...outdoors(random, { horizon: 230, grass: '#a9c46a', sun: false }), ...tree(60, 236, 70)],
    [],
    [
      // Seen close from the platform, the giraffe's head is big beside the grandchild's.
      ...scaledAbout(giraffe(handOf(child, 1, 'front'), -1), handOf(child, 1, 'front'), 1.7),
      ...grandpa.shapes,
      ...shapes,
      rect(80, deck, 300, 12, '#8a5a3a'),
      rect(90, deck + 12, 12, 90, '#7a4a2a'),
      rect(350, deck + 12, 12, 90, '#7a4a2a'),
      rect(80, deck - 44, 300, 6, '#8a5a3a'),
    ],
  );
};

export const PLAY: Readonly<Record<string, Staging>> = {
  'learning-to-ride-a-bike': ridingAlongside,
  'building-a-blanket-fort': underTheBlanket,
  'a-day-at-the-zoo': onThePlatform,
};
