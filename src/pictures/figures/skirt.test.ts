// A skirt over a seated lap covers the thigh to its underside, so the thigh never shows under the cloth
// ("the body showing through the skirt"), for every artist's proportions, facing either way.
import { describe, expect, test } from 'vitest';
import { ARTISTS } from '../artists/index.ts';
import { elderLook } from '../cast.ts';
import { colourDistance } from '../colour.ts';
import { contains, traced } from '../marks/outline.ts';
import { SAMPLE_FAMILIES } from '../samples.ts';
import { drawFigure } from './figure.ts';
import { SKIN } from './palette.ts';

const grandma = elderLook(SAMPLE_FAMILIES.default.grandparents[0], 0);

describe('a skirt over a seated lap', () => {
  test.each(ARTISTS.flatMap((artist) => ([1, -1] as const).map((facing) => [artist.id, facing, artist.manner] as const)))(
    '%s, facing %i: every point of the thigh under it is inside the cloth as drawn',
    (_, facing, manner) => {
      const { shapes, joints } = drawFigure(grandma, { x: 200, y: 320, facing, stance: 'sit', seat: 60 }, 'smile', manner);
      const cloth = shapes.find((shape) => shape.part === undefined && shape.colour === grandma.clothes.bottom && shape.closed);
      if (!cloth) throw new Error('no skirt drawn');
      const outline = traced(cloth.points, true, cloth.smooth, 2);
      const knee = Math.min(...joints.knees.map(([x]) => Math.abs(x - joints.hip[0])));
      // The thighs' outline from the hip forward to short of the knee, where the cloth turns down over them.
      const thigh = shapes
        .filter((shape) => shape.part === 'leg')
        .flatMap((shape) => shape.points)
        .filter(
          ([x, y]) =>
            (x - joints.hip[0]) * facing > 0 &&
            (x - joints.hip[0]) * facing < knee * 0.75 &&
            y > joints.hip[1] - 4 &&
            y < Math.max(...joints.knees.map(([, ky]) => ky)) + 12,
        );
      expect(thigh.length).toBeGreaterThan(0);
      expect(thigh.filter((point) => !contains(outline, point))).toEqual([]);
    },
  );
});

// Stockings mixed from a dark skin took a brown skirt's colour, and the legs under it read as "lumps" (review 100).
describe('stockings under a skirt', () => {
  test.each([0, 1].flatMap((index) => Object.keys(SKIN).map((skin) => [skin, index] as const)))(
    'on %s skin, in outfit %i, stand apart from the skirt',
    (skin, index) => {
      const look = elderLook({ ...SAMPLE_FAMILIES.default.grandparents[0], skin: skin as keyof typeof SKIN }, index);
      const { shapes } = drawFigure(look, { x: 200, y: 320, facing: 1, stance: 'kneel' }, 'smile', ARTISTS[0].manner);
      const legs = shapes.filter((shape) => shape.part === 'leg' && shape.colour !== look.clothes.shoes);
      expect(legs.length).toBeGreaterThan(0);
      for (const leg of legs) expect(colourDistance(leg.colour, look.clothes.bib ?? look.clothes.bottom)).toBeGreaterThanOrEqual(40);
    },
  );
});

// Kneeling in a skirt, she sits back on her heels, the skirt over her thighs down to both knees on the ground, her
// feet showing behind it: on one knee, the skirt over the raised thigh read as "a brown boulder" or, hung level from
// the knee, as a seat she sat on (reviews 124, 127, 137, 138), where a blind comparison picked this in every scene.
test.each(ARTISTS.map((artist) => [artist.id, artist.manner] as const))(
  '%s: kneeling in a skirt sits back on the heels, the skirt down to both knees on the ground, the feet behind',
  (_, manner) => {
    for (const facing of [1, -1] as const) {
      const { shapes, joints } = drawFigure(grandma, { x: 200, y: 320, facing, stance: 'kneel' }, 'smile', manner);
      const cloth = shapes.find((shape) => shape.part === undefined && shape.colour === grandma.clothes.bottom && shape.closed);
      if (!cloth) throw new Error('no skirt drawn');
      const outline = traced(cloth.points, true, cloth.smooth, 2);
      // Low on the floor: the hip nearer the ground than on one knee, both knees down before it.
      expect(joints.hip[1]).toBeGreaterThan(320 - 40);
      for (const knee of joints.knees) {
        expect(knee[1]).toBeGreaterThan(320 - 8);
        expect((knee[0] - joints.hip[0]) * facing).toBeGreaterThan(15);
        expect(contains(outline, knee)).toBe(true);
      }
      // The cloth reaches the ground before the knees, and the feet tucked behind show past it.
      expect(Math.max(...outline.map(([, y]) => y))).toBeGreaterThan(320 - 3);
      for (const foot of joints.feet) {
        expect((foot[0] - joints.hip[0]) * facing).toBeLessThan(-15);
        expect(contains(outline, foot)).toBe(false);
      }
    }
  },
);

// Straight from the waist to the hem, a skirt under a leaning body read as "a brown block" hiding her (reviews 127, 128).
test.each(ARTISTS.map((artist) => [artist.id, artist.manner] as const))(
  '%s: a standing skirt goes out over the hips from a narrower waist',
  (_, manner) => {
    for (const bend of [0, 0.2]) {
      const { shapes } = drawFigure(grandma, { x: 200, y: 320, facing: 1, bend }, 'smile', manner);
      const cloth = shapes.find((shape) => shape.part === undefined && shape.colour === grandma.clothes.bottom && shape.closed);
      if (!cloth) throw new Error('no skirt drawn');
      const ys = cloth.points.map(([, y]) => y);
      const [top, bottom] = [Math.min(...ys), Math.max(...ys)];
      const widthAt = (level: number) => {
        const xs = cloth.points.filter(([, y]) => Math.abs(y - level) < 1).map(([x]) => x);
        return Math.max(...xs) - Math.min(...xs);
      };
      const hips = cloth.points.filter(([, y]) => y > top + 1 && y < bottom - 5);
      expect(hips.length).toBeGreaterThanOrEqual(2);
      expect(Math.max(...hips.map(([x]) => x)) - Math.min(...hips.map(([x]) => x))).toBeGreaterThan(widthAt(top) * 1.1);
    }
  },
);
