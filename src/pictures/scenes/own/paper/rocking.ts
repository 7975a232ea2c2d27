// Rocking to sleep as the paper cut-out artist stages it: in the rocker before a round moon window.
import type { Drawn } from '../../../figures/figure.ts';
import type { Pose } from '../../../figures/pose.ts';
import { proportionsOf } from '../../../figures/proportions.ts';
import { rockingChair, rug } from '../../../props/home.ts';
import { musicNotes } from '../../../props/things.ts';
import { crescent, room, star } from '../../../settings.ts';
import { ellipse, layers } from '../../../shapes.ts';
import { hugBelowTheHead, onLap } from '../../holding.ts';
import { elder, kid, type SceneCast, type Staging } from '../../scene.ts';

/**
 * Held up against a seated grandparent's shoulder: the child sits on the forearm at her waist, leaned in
 * so its head rests below her cheek, her far hand at its back.
 */
function upAtHerShoulder(cast: SceneCast, pose: Pose) {
  const first = elder(cast, 0, pose).joints;
  const size = proportionsOf(cast.child.build, cast.manner);
  const shoulder = first.shoulders[pose.facing > 0 ? 1 : 0];
  const seatY = shoulder[1] + (first.hip[1] - shoulder[1]) * 0.75;
  const at = (out: number) =>
    kid(
      cast,
      {
        x: first.hip[0] + pose.facing * out,
        y: seatY,
        facing: -pose.facing as 1 | -1,
        stance: 'held',
        seat: 0,
        lean: 0.35,
        front: 'hold',
        back: 'hip',
      },
      'sleepy',
    );
  let out = size.hipHalf;
  let child = at(out);
  const clear = (drawn: Drawn) =>
    Math.hypot(drawn.joints.head[0] - first.head[0], drawn.joints.head[1] - first.head[1]) >=
    first.headRadius + drawn.joints.headRadius * 1.25;
  while (out < 90 && !clear(child)) {
    out += 3;
    child = at(out);
  }
  const { head, hip } = child.joints;
  const holder = elder(
    cast,
    0,
    {
      ...pose,
      front: [hip[0] + pose.facing * size.hipHalf, hip[1] + 2],
      back: [head[0] - pose.facing * 4, head[1] + child.joints.headRadius * 1.6],
    },
    'calm',
  );
  return { holder, child, shapes: hugBelowTheHead(holder, child) };
}

/** Rocking to sleep: in the rocking chair, the grandchild asleep against Grandma's shoulder, in a round window's moonlight. */
export const asleepOnHerShoulder: Staging = (cast) => {
  const floor = 318;
  // Held up against her shoulder, not sat on her lap under a quilt: the lap quilt hung from her knees to the
  // floor "like an apron" and hid her (review 109); held high, her lap, shins and the rockers show as hers.
  const rocker = { x: 230, y: floor, facing: 1, stance: 'sit', seat: 62, lean: 0.1 } as const;
  const held =
    cast.age === 'child'
      ? onLap(cast, 0, rocker, { facing: -1, front: 'hold', back: 'hip', lean: 0.3 }, ['calm', 'sleepy'])
      : upAtHerShoulder(cast, rocker);
  return layers(
    [
      ...room({ wall: '#25305a', floor: '#4a3a30', floorY: 250 }),
      // A round window behind the chair like a halo, the moon in its top: with a square one off to the side,
      // a lap in a rocker by a night window was watercolour's and gouache's picture too (review 104).
      ellipse(244, 132, 106, 100, '#f2e6c8'),
      ellipse(244, 132, 98, 92, '#3a4a80'),
      crescent(300, 84, 24),
      ...[
        [190, 70],
        [170, 130],
        [318, 150],
      ].map(([x, y]) => star(x, y, 5)),
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
