// The grandchild rides a bike its size: its legs reach the pedals without being stretched, or hang free.
import { describe, expect, test } from 'vitest';
import { ARTISTS } from '../artists/index.ts';
import { proportionsOf } from '../figures/proportions.ts';
import { pedalsOf } from '../props/bike.ts';
import { GROUND } from '../settings.ts';
import { bikeSize, riderOnBike } from './bike-rider.ts';
import { sampleCasts } from './sample-casts.ts';

describe('the grandchild on its bike', () => {
  test.each(ARTISTS.map((artist) => [artist.id, artist.manner] as const))(
    '%s: legs no longer than they are, feet on the pedals when they reach',
    (_, manner) => {
      const wrong: string[] = [];
      for (const [name, cast] of sampleCasts(manner)) {
        const { hip, knees, feet } = riderOnBike(cast, 300).joints;
        // Each of thigh and shin is half the leg: on one bike for every age, a toddler's were half as long again (review 108).
        const half = proportionsOf(cast.child.build, manner).hip / 2;
        knees.forEach((knee, side) => {
          const [thigh, shin] = [
            Math.hypot(knee[0] - hip[0], knee[1] - hip[1]),
            Math.hypot(feet[side][0] - knee[0], feet[side][1] - knee[1]),
          ];
          if (Math.max(thigh, shin) > half * 1.05)
            wrong.push(`${name}: leg ${side} stretched (${thigh.toFixed(0)}, ${shin.toFixed(0)} of ${half.toFixed(0)})`);
        });
        const pedals = pedalsOf(300, GROUND, bikeSize(cast));
        const onPedals = feet.every(([x, y]) => pedals.some(([px, py]) => Math.hypot(x - px, y - py) < 1));
        if (cast.age !== 'baby' && !onPedals) wrong.push(`${name}: feet off the pedals`);
      }
      expect(wrong).toEqual([]);
    },
  );
});
