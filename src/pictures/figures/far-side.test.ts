// The far arm and leg a shade deeper than the near ones, but in a child's crayon drawing: in one colour, a seated
// pair of legs or a kneeling one "merged into one blob" (review 130).
import { expect, test } from 'vitest';
import { ARTISTS } from '../artists/index.ts';
import { childLook } from '../cast.ts';
import { SAMPLE_FAMILIES } from '../samples.ts';
import { drawFigure, farShade } from './figure.ts';

test.each(ARTISTS.map((artist) => [artist.id, artist.manner] as const))(
  '%s: the far leg and arm are deeper than the near ones',
  (_, manner) => {
    const look = childLook(SAMPLE_FAMILIES.default.child);
    for (const facing of [1, -1] as const) {
      const { shapes } = drawFigure(look, { x: 200, y: 318, facing, stance: 'kneel' }, 'smile', manner);
      // Drawn far leg first, then the near one (each before its shoe); the near arm is marked.
      const legs = shapes.filter((shape) => shape.part === 'leg' && shape.colour !== look.clothes.shoes);
      expect(legs).toHaveLength(2);
      // A child's drawing colours both with the one crayon: a shade apart, they read as "legs of two different colours" (review 142).
      expect(legs[0].colour).toBe(manner.oneCrayon ? legs[1].colour : farShade(legs[1].colour));
      // The near arm (marked) in the top's colour, the far one a shade deeper.
      expect(shapes.find((shape) => shape.nearArm && shape.part !== 'hand')?.colour).toBe(look.clothes.top);
      expect(shapes.some((shape) => !shape.nearArm && shape.colour === farShade(look.clothes.top))).toBe(!manner.oneCrayon);
    }
  },
);
