// The second and third ways to stage rocking to sleep and the blanket fort, so every scene has three
// compositions: sung to beside the crib or at the chair's knee; both inside the fort or Grandma peeking
// in over its top.

import { nearArmOf, withoutNearArm } from '../figures/figure.ts';
import { bed, CRIB_RAIL, crib, lamp, pillow, rockingChair, rug } from '../props/home.ts';
import { musicNotes } from '../props/things.ts';
import { curtains, room, star, window } from '../settings.ts';
import { blob, ellipse, heldAs, layers, type Point, polygon, rect, type Shape } from '../shapes.ts';
import { upAtTheShoulder } from './at-the-shoulder.ts';
import { outgrownCrib, standingInCrib } from './in-the-crib.ts';
import { handsOver } from './lifting.ts';
import { elder, handOf, kid, type Staging } from './scene.ts';

/**
 * Grandma rocks in her chair beside the crib, singing, one hand on its rail; the grandchild stands up in it
 * holding the rail, nearly asleep. A school-age grandchild stands by its bed instead, its hand in hers.
 */
export const singingByTheCrib: Staging = (cast, random) => {
  const floor = 318;
  const cribAt = 300;
  const rail: [number, number] = [cribAt, floor - CRIB_RAIL];
  const grandma = elder(
    cast,
    0,
    { x: 150, y: floor - 4, facing: 1, stance: 'sit', seat: 62, front: [rail[0] - 46, rail[1] + 4], back: 'lap', lean: 0.2 },
    'calm',
  );
  const standing = { x: cribAt + 8, facing: -1, front: [rail[0] - 14, rail[1] + 3], back: [rail[0] + 6, rail[1] + 3] } as const;
  const big = outgrownCrib(cast);
  const child = big
    ? kid(cast, { x: cribAt - 20, y: floor, facing: -1, front: [rail[0] - 46, rail[1] + 4], back: 'down' }, 'sleepy')
    : standingInCrib(cast, standing, floor, 'sleepy');
  return layers(
    [
      ...room({ wall: '#3a3a6a', floor: '#4a3a34', floorY: 246 }),
      ...window(random, 340, 40, 100, 100, true),
      // No moon and stars on the wall as well: beside the window's, they read as two moons in one sky.
      ...curtains(340, 40, 100, 100, '#5a6a9a'),
    ],
    [...rockingChair(164, floor, '#7a4a2a'), ...rug(230, 326, 300, '#8a6a9a'), ...(big ? bed(cribAt - 30, floor - 6, 150) : [])],
    [
      ...child.shapes,
      ...(big ? [] : crib(cribAt, floor)),
      ...grandma.shapes,
      ...musicNotes([
        [212, 96],
        [236, 78],
      ]),
    ],
  );
};

/**
 * Grandma rocks in her chair and the grandchild in pyjamas leans at her knee, eyes closing, her hand on its
 * back; the lamp low. A baby is asleep in her arms up at her shoulder: sat on a floor cushion at her knee,
 * it was not in her arms as the story has it, and on her lap this was the first staging again.
 */
export const atGrandmasKnee: Staging = (cast, random) => {
  const floor = 318;
  const sitting = { x: 290, y: floor - 4, facing: -1, stance: 'sit', seat: 62, lean: -0.1 } as const;
  const notes = musicNotes([
    [330, 110],
    [356, 92],
  ]);
  const setting = (shapes: Shape[]) =>
    layers(nightRoom(random), [...rockingChair(276, floor, '#8a5a3a', -1), ...rug(250, 326, 280, '#6a7aa8')], shapes);
  if (cast.age === 'baby') return setting([...upAtTheShoulder(cast, sitting, ['calm', 'sleepy']).shapes, ...notes]);
  const knee = elder(cast, 0, sitting).joints.knees[0];
  const child = kid(cast, { x: knee[0] - 46, y: floor, facing: 1, front: [knee[0] - 6, knee[1] + 4], back: 'hip', lean: 0.1 }, 'sleepy');
  const [, shoulder] = child.joints.shoulders;
  const grandma = elder(cast, 0, { ...sitting, front: [shoulder[0] + 4, shoulder[1] + 14], back: 'lap' }, 'calm');
  return setting([...withoutNearArm(grandma), ...child.shapes, ...nearArmOf(grandma), ...notes]);
};

/** A bedroom at night: the window with the moon, the lamp's low light, the bed waiting. */
const nightRoom = (random: Parameters<Staging>[1]) => [
  ...room({ wall: '#34406a', floor: '#5a4034', floorY: 248 }),
  ...window(random, 170, 40, 110, 100, true),
  ...curtains(170, 40, 110, 100, '#8a6a9a'),
  ...lamp(430, 318, true),
  ...bed(40, 318, 130),
];

/** Both inside the fort under the blanket slung between two chairs, sitting cross-legged face to face, the torch between them lighting their faces. */
export const insideTheFort: Staging = (cast, random) => {
  const floor = 320;
  const child = kid(cast, { x: 300, y: floor, facing: -1, stance: 'sit', seat: 10, front: [252, 262], back: 'lap' }, 'open');
  // In the hand wherever it reaches: a baby's short arm stops short of the point.
  const torch = handOf(child, -1, 'front');
  const grandma = elder(cast, 0, { x: 168, y: floor, facing: 1, stance: 'sit', seat: 12, front: 'lap', back: 'lap', lean: 0.3 }, 'smile');
  // Slung between two chair backs close round them, so even a close camera sees the whole fort: the
  // hem sags low over their heads in a red as bold as a quilt (a pale one read as the wall behind).
  const [left, right] = [84, 396];
  const hem = Array.from({ length: 7 }, (_, index): [number, number] => {
    const x = right + 14 - index * ((right - left + 28) / 6);
    return [x, 214 - Math.sin((index / 6) * Math.PI) * 22 + (index % 2) * 8];
  });
  const blanket: [number, number][] = [[left - 14, 126], [240, 104], [right + 14, 128], ...hem];
  const chairBack = (x: number) => [rect(x - 6, 170, 12, 154, '#6a4a3a'), rect(x - 16, 166, 32, 10, '#7a5a4a')];
  return layers(
    [...room({ wall: '#d9c7a8', floor: '#8a5a3a', floorY: 236 }), ...window(random, 200, 30, 80, 56, true)],
    [
      ...rug(240, 324, 360, '#4f7ac0'),
      // The fort's inside lit yellow by the torch, the blanket's stars on its underside: a dark grey one was
      // scribbled in black and "swallowed the figures" (review 105), a violet one read as "a scribble mess"
      // behind them (review 113).
      polygon(
        [
          [left, 200],
          [right, 200],
          [right, 324],
          [left, 324],
        ],
        '#f5d76e',
        { opacity: 0.5 },
      ),
      ...chairBack(left),
      ...chairBack(right),
      polygon(blanket, '#c0392b', { opacity: 0.97 }),
      ...[130, 190, 250, 310, 360].map((x) => star(x, 150 + Math.abs(x - 240) * 0.1, 5)),
      ...pillow(left + 40, 312, 44, '#e58aa8'),
      ellipse(torch[0] - 18, torch[1] - 30, 60, 44, '#fff3b8', { opacity: 0.35, role: 'glow' }),
    ],
    [...grandma.shapes, ...child.shapes, ...heldAs('torch', [rect(torch[0] - 10, torch[1] - 4, 16, 8, '#c0392b')])],
  );
};

/**
 * The fort built, a tent of spotted blanket; Grandma stands behind it and lifts its roof to peek in,
 * grinning, while the grandchild inside shines the torch up at her. Thrown up by one corner, the blanket had
 * read as "a stiff board", and its staging as watercolour's; bent low over it, she read as "a floating upper
 * half draped over the fort".
 */
export const peekingOverTheTop: Staging = (cast, random) => {
  const floor = 318;
  const [left, right, roof] = [96, 372, 206];
  const lifted: Point[] = [
    [232, roof],
    [258, roof - 22],
    [300, roof - 26],
    [322, roof - 2],
  ];
  const grandma = elder(cast, 0, { x: 334, y: floor - 10, facing: -1, bend: 0.2, front: lifted[1], back: lifted[2], lean: 0.3 }, 'laugh');
  const child = kid(cast, { x: 214, y: floor - 4, facing: 1, stance: 'sit', seat: 8, front: [254, 236], back: 'lap' }, 'laugh');
  const torch = handOf(child, 1, 'front');
  const face = grandma.joints.head;
  // The roof sags where she has not lifted it, the hem hangs in scallops, and the doorway is a soft arch.
  const hem = (from: number, to: number): Point[] =>
    Array.from({ length: 4 }, (_, index) => [from + ((to - from) * (index + 0.5)) / 4, floor + (index % 2 ? 4 : 0)] as Point);
  const tent = blob(
    [
      [left, roof + 6],
      [164, roof + 12],
      lifted[0],
      ...lifted.slice(1, 3),
      lifted[3],
      [right, roof + 4],
      [right + 16, floor],
      ...hem(right + 16, 292),
      [290, floor],
      [276, 240],
      [240, roof + 12],
      [200, 228],
      [162, floor],
      ...hem(160, left - 16),
      [left - 16, floor],
    ],
    '#f28c28',
  );
  const spots = [
    [126, 246],
    [344, 250],
    [136, 296],
    [334, 298],
  ].map(([x, y]) => ellipse(x, y, 7, 6, '#fff1c9'));
  return layers(
    [...room({ wall: '#bfe0f2', floor: '#c9955a', floorY: 236 }), ...window(random, 380, 40, 70, 60, true)],
    [
      ...rug(234, 324, 330, '#5a8fd0'),
      // The inside in shadow, with the torch's light in it.
      polygon(
        [
          [150, floor],
          [196, 218],
          [240, roof + 4],
          [284, 230],
          [300, floor],
        ],
        '#3a2d52',
      ),
    ],
    [
      ...child.shapes,
      ...heldAs('torch', [rect(torch[0] - 6, torch[1] - 5, 14, 9, '#3f6fb5')]),
      // Her near arm over the roof to its lifted edge, and the far hand on it: with both arms under it, her hands
      // lay on the roof "with no arms attached".
      ...handsOver(withoutNearArm(grandma), [tent, ...spots]),
      // The gap she has opened under the lifted edge, the blanket's shaded underside, and the torch's light
      // coming out of it up to her face: over the roof from the torch inside, the beam "shines straight through the
      // solid roof" (two fault checks after review 148), and the gap in a dark purple was "a purple shape on top".
      polygon([lifted[0], ...lifted.slice(1, 3), lifted[3], [300, roof + 6], [258, roof + 8]], '#b8561e'),
      polygon(
        [
          [272, roof - 14],
          [292, roof - 16],
          [face[0] + 6, face[1] + 4],
          [face[0] - 14, face[1] + 10],
        ],
        '#fff3b8',
        {
          opacity: 0.45,
          role: 'glow',
        },
      ),
      ...nearArmOf(grandma),
    ],
  );
};
