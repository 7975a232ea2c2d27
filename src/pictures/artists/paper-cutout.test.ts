// Cut paper tears some far hills and cuts the rest: every hill torn read as "the same white torn edge" on
// every strip (review 122).
import { expect, test } from 'vitest';
import { mix } from '../colour.ts';
import { seeded } from '../random.ts';
import { polygon } from '../shapes.ts';
import { paperCutout } from './paper-cutout.ts';

test('some far hills show a torn white core along their top, and some are cut clean', () => {
  const colour = '#6a9a4a';
  const hill = polygon(
    [
      [0, 240],
      [160, 200],
      [320, 214],
      [480, 236],
      [480, 300],
      [0, 300],
    ],
    colour,
    { role: 'far' },
  );
  const core = mix(colour, '#fbf6ea', 0.6);
  const torn = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((seed) =>
    paperCutout.marks(hill, colour, seeded(seed), (name) => name).includes(core),
  );
  expect(torn).toContain(true);
  expect(torn).toContain(false);
});
