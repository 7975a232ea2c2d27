// Out in the rain with one umbrella: the grandchild up on Grandpa's shoulders holding it over them both, or
// a baby, too small to ride up there, in his arms while he holds it.
import type { Pose } from '../figures/pose.ts';
import type { Point } from '../shapes.ts';
import { inArms, onShoulders } from './holding.ts';
import { elder, type SceneCast } from './scene.ts';

/** Up on the shoulders, holding the umbrella just over its head: a big one, wide enough for two, its canopy grown. */
function riderUnderIt(cast: SceneCast, carrier: Pose) {
  const { head, headRadius } = onShoulders(cast, 0, carrier, { facing: 1 }).child.joints;
  const ride = onShoulders(
    cast,
    0,
    carrier,
    { facing: 1, front: [head[0] + headRadius * 1.3, head[1] - headRadius * 0.7], back: 'out' },
    'laugh',
  );
  const hand = ride.child.joints.hands[1];
  const canopy: Point = [head[0] + headRadius * 0.4, Math.min(hand[1] - 14, head[1] - headRadius * 1.45)];
  return { ride, canopy, hand };
}

/**
 * A baby rides in Grandpa's arms, one arm under it, and his other hand holds the umbrella up over both
 * their heads: lifted high in one hand under it, it "floated" (review 96).
 */
function babyInArms(cast: SceneCast, carrier: Pose) {
  // The hand straight up over his own head, so the umbrella is over both of them: held out at his far
  // shoulder it was "off to the side" (review 99).
  const { head, headRadius } = elder(cast, 0, carrier).joints;
  const up: Point = [head[0] + carrier.facing * headRadius * 0.2, head[1] - headRadius * 2];
  const ride = inArms(cast, 0, { ...carrier, back: up }, { front: 'wave', back: 'hip' }, ['laugh', 'laugh']);
  const hand = [...ride.holder.joints.hands].sort((a, b) => a[1] - b[1])[0];
  const heads = [ride.holder.joints, ride.child.joints];
  const top = Math.min(...heads.map((joints) => joints.head[1] - joints.headRadius * 1.4));
  const canopy: Point = [(heads[0].head[0] + heads[1].head[0]) / 2, Math.min(top, hand[1] - 30)];
  return { ride, canopy, hand };
}

/** Who carries whom under the one umbrella, where its canopy opens and the hand that holds its shaft. */
export const underTheUmbrella = (cast: SceneCast, carrier: Pose) =>
  cast.age === 'baby' ? babyInArms(cast, carrier) : riderUnderIt(cast, carrier);
