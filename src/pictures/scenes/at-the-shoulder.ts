// A small grandchild held up at a seated grandparent's shoulder, its head by the cheek, the lap left showing as hers.
import type { Drawn } from '../figures/figure.ts';
import type { Mood } from '../figures/mood.ts';
import type { Pose } from '../figures/pose.ts';
import { proportionsOf } from '../figures/proportions.ts';
import { hugBelowTheHead } from './holding.ts';
import { elder, kid, type SceneCast } from './scene.ts';

/**
 * Held up against a seated grandparent's shoulder: the child sits on the forearm at the waist, leaned in
 * so its head rests below the cheek, the far hand at its back. Sat on a lap instead, a small one's legs
 * vanished under the grandparent's, or a quilt over both hung "like an apron" (review 109).
 */
export function upAtTheShoulder(cast: SceneCast, pose: Pose, moods: [Mood?, Mood?] = []) {
  const first = elder(cast, 0, pose).joints;
  const s = pose.scale ?? 1;
  const hipHalf = proportionsOf(cast.child.build, cast.manner).hipHalf * s;
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
        scale: s,
        front: 'hold',
        back: 'hip',
      },
      moods[1],
    );
  let out = hipHalf;
  let child = at(out);
  const clear = (drawn: Drawn) =>
    Math.hypot(drawn.joints.head[0] - first.head[0], drawn.joints.head[1] - first.head[1]) >=
    // A baby's puffs of hair reach further out than its head.
    first.headRadius + drawn.joints.headRadius * (cast.age === 'baby' ? 1.7 : 1.25);
  while (out < 90 * s && !clear(child)) {
    out += 3;
    child = at(out);
  }
  const { head, hip } = child.joints;
  const holder = elder(
    cast,
    0,
    {
      ...pose,
      front: [hip[0] + pose.facing * hipHalf, hip[1] + 2],
      back: [head[0] - pose.facing * 4, head[1] + child.joints.headRadius * 1.6],
    },
    moods[0],
  );
  return { holder, child, shapes: hugBelowTheHead(holder, child) };
}
