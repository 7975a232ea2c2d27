// Rocking to sleep as the paper cut-out artist stages it: in the rocker before a round moon window.
import { rockingChair, rug } from '../../../props/home.ts';
import { musicNotes } from '../../../props/things.ts';
import { crescent, room, star } from '../../../settings.ts';
import { ellipse, layers } from '../../../shapes.ts';
import { upAtTheShoulder } from '../../at-the-shoulder.ts';
import { onLap } from '../../holding.ts';
import type { Staging } from '../../scene.ts';

/** Rocking to sleep: in the rocking chair, the grandchild asleep against Grandma's shoulder, in a round window's moonlight. */
export const asleepOnHerShoulder: Staging = (cast) => {
  const floor = 318;
  // A small one held up against her shoulder, not sat on her lap under a quilt: the quilt hung from her knees to
  // the floor "like an apron" and hid her (review 109); held high, her lap, shins and the rockers show as hers.
  const rocker = { x: 230, y: floor, facing: 1, stance: 'sit', seat: 62, lean: 0.1 } as const;
  const held =
    cast.age === 'child'
      ? onLap(cast, 0, rocker, { facing: -1, front: 'hold', back: 'hip', lean: 0.3 }, ['calm', 'sleepy'])
      : upAtTheShoulder(cast, rocker, ['calm', 'sleepy']);
  return layers(
    [
      ...room({ wall: '#25305a', floor: '#4a3a30', floorY: 250 }),
      // A round window behind the chair like a halo, the moon in its top: with a square one off to the side,
      // a lap in a rocker by a night window was watercolour's and gouache's picture too (review 104).
      ellipse(244, 132, 106, 100, '#f2e6c8'),
      ellipse(244, 132, 98, 92, '#3a4a80'),
      crescent(300, 84, 24),
      ...[
        [190, 70],
        [170, 130],
        [318, 150],
      ].map(([x, y]) => star(x, y, 5)),
    ],
    [...rockingChair(244, floor, '#d9763b'), ...rug(240, floor + 6, 240, '#e0457b')],
    [
      ...held.shapes,
      ...musicNotes([
        [170, 120],
        [150, 96],
      ]),
    ],
  );
};
