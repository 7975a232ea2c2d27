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

// On one knee, a skirt covers the raised knee to a level hem a little below it, the raised shin standing below
// the hem, and reaches the ground at the knee that is down: rounded off at mid-shin it read as "a tapered sack"
// (review 124); its hem falling from the raised knee to the ground, as "a brown boulder" (reviews 127, 137).
test.each(ARTISTS.map((artist) => [artist.id, artist.manner] as const))(
  '%s: a skirt on one knee covers it, the shin below a level hem, and reaches the ground at the other knee',
  (_, manner) => {
    for (const facing of [1, -1] as const) {
      const { shapes, joints } = drawFigure(grandma, { x: 200, y: 320, facing, stance: 'kneel' }, 'smile', manner);
      const cloth = shapes.find((shape) => shape.part === undefined && shape.colour === grandma.clothes.bottom && shape.closed);
      if (!cloth) throw new Error('no skirt drawn');
      const outline = traced(cloth.points, true, cloth.smooth, 2);
      const ground = Math.max(...joints.knees.map(([, y]) => y));
      const [raised, down] = joints.knees[0][1] < joints.knees[1][1] ? joints.knees : [joints.knees[1], joints.knees[0]];
      expect(contains(outline, raised)).toBe(true);
      // The raised leg's shin shows below the hem: its middle and its foot are outside the cloth.
      const foot = joints.feet[joints.knees.indexOf(raised)];
      expect(contains(outline, [(raised[0] + foot[0]) / 2, (raised[1] + foot[1]) / 2 + 4])).toBe(false);
      expect(contains(outline, foot)).toBe(false);
      // The hem is level either side of the raised shin, hung from the knee rather than run down to the ground.
      const hemAt = (x: number) => Math.max(...outline.filter(([px]) => Math.abs(px - x) < 1.5).map(([, y]) => y));
      expect(Math.abs(hemAt(raised[0] + 6) - hemAt(raised[0] - 6))).toBeLessThan(3);
      // At the knee that is down, the cloth reaches the ground.
      const back = outline.filter(([x]) => Math.abs(x - down[0]) < 8);
      expect(Math.max(...back.map(([, y]) => y))).toBeGreaterThan(ground - 4);
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
