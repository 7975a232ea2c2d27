// The activity scenes as the storybook illustrator stages them.

import { fishingLine } from '../../../props/fishing.ts';
import { foldingStool } from '../../../props/folding-seats.ts';
import { fence, sunflower, tree } from '../../../props/garden.ts';
import { lantern } from '../../../props/outdoors.ts';
import { ripples } from '../../../props/water.ts';
import { crescent, GROUND, outdoors, shadow, star } from '../../../settings.ts';
import { ellipse, heldAs, layers, line, type Point, polygon, rect } from '../../../shapes.ts';
import type { Staging } from '../../scene.ts';
import { elder, kid } from '../../scene.ts';

/** Fishing: on the river bank under the willow, Grandpa on his folding stool with the rod, the grandchild on the grass beside him with the bucket. */
const onTheRiverBank: Staging = (cast, random) => {
  const bank = 296;
  const grandpa = elder(
    cast,
    0,
    { x: 200, y: bank, facing: 1, stance: 'sit', seat: 40, front: [246, 214], back: [234, 226], lean: 0.1 },
    'calm',
  );
  const child = kid(cast, { x: 290, y: bank + 8, facing: -1, stance: 'sit', seat: 6, front: 'lap', back: 'hip', lean: 0.3 }, 'open');
  const rod = fishingLine([360, 130], grandpa.joints.hands[1], [400, 318]);
  return layers(
    [
      ...outdoors(random, { horizon: 200, sun: [80, 50] }),
      polygon(
        [
          [0, 300],
          [480, 290],
          [480, 360],
          [0, 360],
        ],
        '#6f9fc0',
      ),
      ...tree(70, 280, 120, '#8aa86a'),
    ],
    [
      polygon(
        [
          [0, 300],
          [330, 290],
          [360, 312],
          [0, 330],
        ],
        '#8aa060',
      ),
      // On its crossed legs: a seat alone read as "a plank floating in mid-air".
      ...foldingStool(grandpa.joints.hip, bank, '#7a4e30'),
    ],
    [
      ...grandpa.shapes,
      ...child.shapes,
      ...heldAs('fishing rod', rod.slice(0, 1)),
      ...rod.slice(1),
      ...ripples(400, 318),
      polygon(
        [
          [330, bank - 22],
          [352, bank - 22],
          [348, bank + 2],
          [334, bank + 2],
        ],
        '#9aa0a6',
      ),
    ],
  );
};

/** Planting sunflowers: Grandma wheels the barrow down the garden, the grandchild riding in it with a seedling in its pot. */
const inTheWheelbarrow: Staging = (cast, random) => {
  const ground = GROUND;
  const rim = ground - 44;
  // A baby sits up high in the barrow, or its side hides all but its face.
  const child = kid(
    cast,
    { x: 290, y: rim + (cast.age === 'baby' ? 2 : 14), facing: -1, stance: 'sit', seat: 0, front: 'forward', back: 'wave' },
    'laugh',
  );
  // The handles in her hands at her hips, arms down, as one pushes a barrow, wherever the artist puts hips:
  // held up at her chest, the handles ran steeply down like "loose sticks".
  const pushing = { x: 112, y: ground, facing: 1, stance: 'walk', bend: 0.2, lean: 0.2 } as const;
  const { hip } = elder(cast, 0, pushing).joints;
  const handles: Point = [hip[0] + 46, hip[1] + 10];
  const grandma = elder(cast, 0, { ...pushing, front: handles, back: [handles[0] - 6, handles[1] + 3] }, 'smile');
  const farHandle = grandma.joints.hands[0];
  const [px, py] = child.joints.hands[0];
  return layers(
    [
      ...outdoors(random, { horizon: 224, sun: [420, 50] }),
      ...fence(250),
      ...[360, 390, 420, 450].flatMap((x, index) => sunflower(x, ground - 30, 130 + (index % 2) * 30)),
    ],
    [shadow(260, ground + 2, 200)],
    [
      ...grandma.shapes,
      // A barrow as one is built: two handles, one in each hand (the far one behind the tray), a leg under
      // the back to stand on, the wheel under the front. With one handle and the wheel in the middle it read
      // as a boat on a stick.
      ...heldAs('barrow', [line([farHandle, [224, rim + 4]], '#6a4128', 4)]),
      polygon(
        [
          [210, rim],
          [350, rim - 6],
          [330, ground - 14],
          [236, ground - 14],
        ],
        '#4f7f9a',
      ),
      ...child.shapes,
      polygon(
        [
          [200, rim + 2],
          [350, rim - 4],
          [340, rim + 20],
          [212, rim + 22],
        ],
        '#3f6f8a',
      ),
      ...heldAs('barrow', [line([handles, [214, rim + 8]], '#7a4e30', 4)]),
      line(
        [
          [236, rim + 20],
          [230, ground - 2],
        ],
        '#7a4e30',
        4,
      ),
      ellipse(336, ground - 12, 12, 12, '#2d2b30'),
      ...heldAs('seedling', [
        polygon(
          [
            [px - 8, py - 2],
            [px + 8, py - 2],
            [px + 6, py + 12],
            [px - 6, py + 12],
          ],
          '#c9663a',
        ),
        ellipse(px, py - 10, 6, 9, '#5f9e4a'),
      ]),
    ],
  );
};

/** Counting stars: camping in the garden, the two sit in the open door of the little tent, pointing up, the lantern lit beside them. */
const atTheTentDoor: Staging = (cast) => {
  const ground = GROUND;
  // Far enough apart that their crossed legs do not meet: closer, "the two laps merge into one grey heap" (review 91).
  const child = kid(cast, { x: 304, y: ground, facing: -1, stance: 'sit', seat: 6, front: 'up', back: 'hip' }, 'open');
  const grandpa = elder(cast, 0, { x: 180, y: ground, facing: 1, stance: 'sit', seat: 6, front: 'lap', back: 'hip', lean: 0.3 }, 'smile');
  return layers(
    [
      rect(0, 0, 480, 360, '#46588a', { role: 'sky' }),
      ...[
        [50, 40],
        [110, 90],
        [180, 30],
        [300, 50],
        [360, 100],
        [430, 40],
        [250, 110],
      ].map(([x, y]) => star(x, y, 5)),
      crescent(90, 60, 18),
      polygon(
        [
          [0, 250],
          [160, 226],
          [330, 240],
          [480, 222],
          [480, 360],
          [0, 360],
        ],
        '#7a9a6a',
        { role: 'ground' },
      ),
    ],
    [
      polygon(
        [
          [120, ground + 6],
          [240, 120],
          [360, ground + 6],
        ],
        '#d9763b',
      ),
      polygon(
        [
          [180, ground + 6],
          [240, 170],
          [300, ground + 6],
        ],
        '#4a2e2a',
      ),
    ],
    [...grandpa.shapes, ...child.shapes, ...lantern(380, ground), ...tree(450, 250, 70, '#2f4a3a')],
  );
};

export const ACTIVITY: Readonly<Record<string, Staging>> = {
  'fishing-at-the-lake': onTheRiverBank,
  'planting-sunflowers': inTheWheelbarrow,
  'counting-stars': atTheTentDoor,
};
