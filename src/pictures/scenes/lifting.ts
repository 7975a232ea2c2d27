// A grandchild lifted high in a grandparent's hands, and the rule for drawing anyone holding something up
// before them: the holder behind it, the hands over it.
import type { Drawn } from '../figures/figure.ts';
import type { Mood } from '../figures/mood.ts';
import type { Pose } from '../figures/pose.ts';
import type { FigureId, Point, Shape } from '../shapes.ts';
import { elder, handOf, kid, type SceneCast } from './scene.ts';

/**
 * The holder behind what it holds (a child, a tablet, a cone), but for its hands, which show over it; of
 * several people's shapes, only the hands of the one named (`who`) come forward.
 */
export function handsOver(holder: Shape[], held: Shape[], who?: FigureId): Shape[] {
  const front = (shape: Shape) => shape.part === 'hand' && (who === undefined || shape.who === who);
  return [...holder.filter((shape) => !front(shape)), ...held, ...holder.filter(front)];
}

/**
 * The grandchild lifted high in a standing grandparent's hands, held under the arms beside and above the
 * head with its legs hanging, turned the way the grandparent faces: where the child's pose reaches (a star
 * on a tree's top, a giraffe's nose) it can reach from there. A baby, too small to ride on shoulders, is
 * lifted like this, its legs tucked up. Held under the seat with the legs folded, a lifted child read as
 * "a torso with no legs hoisted on a stick arm".
 */
export function liftedHigh(
  cast: SceneCast,
  index: number,
  holderPose: Pose,
  childPose: Omit<Pose, 'x' | 'y' | 'stance' | 'facing'>,
  moods: [Mood?, Mood?] = [],
) {
  const lifter = elder(cast, index, holderPose).joints;
  const facing = holderPose.facing;
  const lifted = ([dx, dy]: Point) => {
    // How far ahead of the head and up from it: a baby is held up at arm's length before the face, both hands
    // at its waist. Straight up over the head, an artist's big head left no room under it and the baby "sits on
    // top of grandpa's head" (review 121); close beside the head, the far arm ran behind it and the baby
    // "dangled from one hand" (review 116).
    const [ahead, up] =
      cast.age === 'baby'
        ? [lifter.headRadius * 1.3 + 20, lifter.headRadius * 0.8]
        : [lifter.headRadius * 1.4 + 30, lifter.headRadius * 0.4];
    const at = { x: lifter.head[0] + facing * ahead + dx, y: lifter.head[1] - up + dy };
    const child = kid(cast, { ...childPose, ...at, facing, stance: 'held', seat: 0 }, moods[1]);
    const hanging = cast.age === 'baby' ? child : hangingFrom(cast, child, childPose, facing, moods[1]);
    const { hip, neck } = hanging.joints;
    const y = hip[1] - (hip[1] - neck[1]) * 0.4;
    const grips: [Point, Point] = [
      [hip[0] + facing * 12, y],
      [hip[0] - facing * 12, y + 4],
    ];
    const holder = elder(cast, index, { ...holderPose, front: grips[0], back: grips[1] }, moods[0]);
    // How far each hand falls short of its grip; the child comes down by the larger shortfall.
    const shortfalls = (['front', 'back'] as const).map((which, side): Point => {
      const [hx, hy] = handOf(holder, facing, which);
      return [hx - grips[side][0], hy - grips[side][1]];
    });
    const [near, far] = shortfalls;
    const short = Math.hypot(far[0], far[1]) > Math.hypot(near[0], near[1]) ? far : near;
    return { hanging, holder, short };
  };
  // Lifted where both arms reach: set beside a big head, the child was out of reach of short arms and hung in
  // the air, and with only the near hand at its waist the far one was a fist raised beside it ("floats
  // unsupported", review 94).
  let offset: Point = [0, 0];
  let lift = lifted(offset);
  for (let tries = 0; tries < 3 && Math.hypot(...lift.short) > 2; tries++) {
    offset = [offset[0] + lift.short[0], offset[1] + lift.short[1]];
    lift = lifted(offset);
  }
  const { hanging, holder } = lift;
  // The arms behind the child and both hands over it, one either side of its waist: drawn over the child, an
  // arm from the shoulder below ran up through its legs, and with one hand hidden a lifted child "floats".
  return { holder, child: hanging, shapes: handsOver(holder.shapes, hanging.shapes) };
}

/** The same child with its hip where it was, standing on nothing: its legs hang straight down. */
function hangingFrom(cast: SceneCast, held: Drawn, pose: Omit<Pose, 'x' | 'y' | 'stance' | 'facing'>, facing: 1 | -1, mood?: Mood): Drawn {
  const [x, y] = held.joints.hip;
  const probe = kid(cast, { ...pose, x, y, facing, stance: 'stand' }).joints.hip;
  return kid(cast, { ...pose, x, y: y + (y - probe[1]), facing, stance: 'stand' }, mood);
}
