// The grandchild on the saddle of the bike every bike staging draws: hands on the handlebars, feet on the
// pedals, wherever the bike stands.

import type { Drawn } from '../figures/figure.ts';
import { nearArmOf, withoutNearArm } from '../figures/figure.ts';
import type { Mood } from '../figures/mood.ts';
import { handlebars, pedalsOf } from '../props/outdoors.ts';
import { GROUND } from '../settings.ts';
import { kid, type SceneCast } from './scene.ts';

export function riderOnBike(cast: SceneCast, bikeX: number, mood: Mood = 'open', lean = 0): Drawn {
  const rider = kid(
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
      lean,
    },
    mood,
  );
  // The bars again over the rider's thighs and under its front hand: hidden behind a big thigh, the
  // grip read as "a black blob in empty air". Drawn as the rider's, so the rider stays one figure.
  const bars = handlebars(bikeX, GROUND).map((shape) => ({ ...shape, who: rider.shapes[0].who }));
  return { ...rider, shapes: [...withoutNearArm(rider), ...bars, ...nearArmOf(rider)] };
}
