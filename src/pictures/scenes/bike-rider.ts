// The grandchild on the saddle of the bike every bike staging draws: hands on the handlebars, feet on the
// pedals, wherever the bike stands, the bike sized to the rider.

import type { Drawn } from '../figures/figure.ts';
import { nearArmOf, withoutNearArm } from '../figures/figure.ts';
import type { Mood } from '../figures/mood.ts';
import { type Build, proportionsOf } from '../figures/proportions.ts';
import { handlebars, pedalsOf } from '../props/bike.ts';
import { GROUND } from '../settings.ts';
import type { Point } from '../shapes.ts';
import { kid, type SceneCast } from './scene.ts';

/**
 * How big the grandchild's bike is beside a school child's: as much smaller as its legs are shorter. On the
 * one bike, a toddler's legs were stretched half as long again to reach the pedals and its knees stood up
 * past the handlebars (review 108). A baby's is no smaller than a toy's, its feet hanging clear of the pedals.
 */
export function bikeSize(cast: SceneCast): number {
  const legs = (build: Build) => proportionsOf(build, cast.manner).hip;
  return Math.max(0.62, legs(cast.child.build) / legs('child'));
}

export function riderOnBike(cast: SceneCast, bikeX: number, mood: Mood = 'open', lean = 0): Drawn {
  const size = bikeSize(cast);
  const seat = 68 * size;
  const pedals = pedalsOf(bikeX, GROUND, size);
  // The near foot on the pedal down in front, its leg long, the far one up behind.
  const feet: [Point, Point] = [pedals[1], pedals[0]];
  const reaches = proportionsOf(cast.child.build, cast.manner).hip >= (seat - 14 * size) * 0.95;
  const rider = kid(
    cast,
    {
      x: bikeX - 8 * size,
      y: GROUND,
      facing: 1,
      stance: 'sit',
      seat,
      front: [bikeX + 26 * size, GROUND - 72 * size],
      back: [bikeX + 18 * size, GROUND - 70 * size],
      ...(reaches ? { feet } : {}),
      lean,
    },
    mood,
  );
  // The bars again over the rider's thighs and under its front hand: hidden behind a big thigh, the
  // grip read as "a black blob in empty air". Drawn as the rider's, so the rider stays one figure.
  const bars = handlebars(bikeX, GROUND, size).map((shape) => ({ ...shape, who: rider.shapes[0].who }));
  return { ...rider, shapes: [...withoutNearArm(rider), ...bars, ...nearArmOf(rider)] };
}
