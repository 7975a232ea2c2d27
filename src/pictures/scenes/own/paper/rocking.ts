// Rocking to sleep as the paper cut-out artist stages it: in the rocker before a round moon window.
import { bed, quilt, rockingChair, rug } from '../../../props/home.ts';
import { musicNotes } from '../../../props/things.ts';
import { crescent, room, star } from '../../../settings.ts';
import { ellipse, layers, type Point, type Shape } from '../../../shapes.ts';
import { upAtTheShoulder } from '../../at-the-shoulder.ts';
import { elder, kid, type SceneCast, type Staging } from '../../scene.ts';

/** The room at night with its round window, the moon in its top and stars in the pane. */
const nightRoom = ([x, y]: Point, radius: number, [mx, my, moon]: readonly [number, number, number], stars: Point[]): Shape[] => [
  ...room({ wall: '#25305a', floor: '#4a3a30', floorY: 250 }),
  ellipse(x, y, radius, radius - 6, '#f2e6c8'),
  ellipse(x, y, radius - 8, radius - 14, '#3a4a80'),
  crescent(mx, my, moon),
  ...stars.map(([sx, sy]) => star(sx, sy, 5)),
];

/** Rocking to sleep: in the rocking chair, the grandchild asleep against Grandma's shoulder, in a round window's moonlight. */
export const asleepOnHerShoulder: Staging = (cast) => {
  const floor = 318;
  // A small one held up against her shoulder, not sat on her lap under a quilt: the quilt hung from her knees to
  // the floor "like an apron" and hid her (review 109); held high, her lap, shins and the rockers show as hers.
  const rocker = { x: 230, y: floor, facing: 1, stance: 'sit', seat: 62, lean: 0.1 } as const;
  if (cast.age === 'child') return besideTheBed(cast);
  const held = upAtTheShoulder(cast, rocker, ['calm', 'sleepy']);
  return layers(
    [
      // A round window behind the chair like a halo, the moon in its top: with a square one off to the side,
      // a lap in a rocker by a night window was watercolour's and gouache's picture too (review 104).
      ...nightRoom(
        [244, 132],
        106,
        [300, 84, 24],
        [
          [190, 70],
          [170, 130],
          [318, 150],
        ],
      ),
    ],
    [...rockingChair(244, floor, '#d9763b'), ...rug(240, floor + 6, 240, '#e0457b')],
    [
      ...held.shapes,
      ...musicNotes([
        [170, 120],
        [150, 96],
      ]),
    ],
  );
};

/**
 * A child too big to hold at the shoulder is asleep sitting up in bed against its pillow, the quilt over its
 * knees, Grandma singing in her rocker beside it under the round moon window. On her lap in the rocker it was
 * watercolour's and gouache's picture too: "one drawing with different surfaces" (review 121).
 */
function besideTheBed(cast: SceneCast) {
  const floor = 318;
  const child = kid(cast, { x: 372, y: floor - 60, facing: -1, stance: 'sit', seat: 0, front: 'lap', back: 'lap', lean: -0.2 }, 'sleepy');
  // A pillow propped up against the headboard behind its back, its head resting on it: with only the pillow lying
  // flat at the bed's head, the sleeping head "floated off the pillow" (review 126).
  const { head, headRadius } = child.joints;
  const propped = ellipse(head[0] + headRadius * 0.95, head[1] + headRadius * 1.1, headRadius * 0.75, headRadius * 1.7, '#ffffff');
  const grandma = elder(cast, 0, { x: 170, y: floor, facing: 1, stance: 'sit', seat: 62, lean: 0.15, front: 'lap', back: 'lap' }, 'calm');
  return layers(
    [
      ...nightRoom(
        [184, 120],
        86,
        [226, 80, 20],
        [
          [150, 80],
          [140, 140],
        ],
      ),
    ],
    [...rockingChair(184, floor, '#d9763b'), ...bed(250, floor, 214), propped, ...rug(200, floor + 6, 200, '#e0457b')],
    [
      ...grandma.shapes,
      ...child.shapes,
      ...quilt(312, floor, 140, '#f2c94c'),
      ...musicNotes([
        [250, 150],
        [276, 124],
      ]),
    ],
  );
}
