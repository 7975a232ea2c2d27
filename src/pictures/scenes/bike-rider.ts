// The grandchild on the saddle of the bike every bike staging draws: hands on the handlebars, feet on the
// pedals, wherever the bike stands.
import type { Mood } from '../figures/face.ts';
import type { Drawn } from '../figures/figure.ts';
import { pedalsOf } from '../props/outdoors.ts';
import { GROUND } from '../settings.ts';
import { kid, type SceneCast } from './scene.ts';

export const riderOnBike = (cast: SceneCast, bikeX: number, mood: Mood = 'open', lean = 0): Drawn =>
  kid(
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
