// The quiet sweet scenes (the porch at sunset, the photo albums, the walk hand in hand) as the gouache painter stages them.
import { tree } from '../../../props/garden.ts';
import { armchair, frame, lamp, rockingChair } from '../../../props/home.ts';
import { porch } from '../../../props/places.ts';
import { fallingLeaves } from '../../../props/scattered.ts';
import { album } from '../../../props/things.ts';
import type { Random } from '../../../random.ts';
import { GROUND, outdoors, room, sunset } from '../../../settings.ts';
import { heldAs, layers, type Point, rect, type Shape, WIDTH } from '../../../shapes.ts';
import { upAtTheShoulder } from '../../at-the-shoulder.ts';
import { handInHand } from '../../hand-in-hand.ts';
import { onLap } from '../../holding.ts';
import { handsOver } from '../../lifting.ts';
import { elder, HAND_HEIGHT, kid, type Staging } from '../../scene.ts';

/** Porch at sunset: Grandma in her rocking chair on the porch, the grandchild leaning into her side, her arm round it. */
const leaningOnTheRocker: Staging = (cast, random) => {
  const floor = 300;
  const rocking = { x: 196, y: floor, facing: 1, stance: 'sit', seat: 62, lean: 0.3 } as const;
  const together = () => {
    // A baby, sitting at her feet, was below the arm round it (the arm crossed its face); sat on her lap, it
    // "melted into" it (review 111): it is held up at her shoulder.
    if (cast.age === 'baby') return upAtTheShoulder(cast, rocking, ['calm', 'calm']).shapes;
    // Beside her knee, not before it: at it, her shin "passes through the girl" (review 136).
    const child = kid(cast, { x: 292, y: floor, facing: -1, front: 'hip', back: 'hip', lean: 0.5 }, 'calm');
    const [near] = child.joints.shoulders;
    // Her arm round its back, the hand out of sight behind it: at the shoulder it "clamped onto the girl's neck",
    // and laid over its middle beside its own two hands, "the boy seems to have three hands" (review 129).
    return [...elder(cast, 0, { ...rocking, front: [near[0] + 12, near[1] + 24], back: 'lap' }, 'calm').shapes, ...child.shapes];
  };
  return layers(
    [...sunset(random, { bands: [60, 70], sun: [100, 200, 36], horizon: 224 })],
    [...porch(288, '#8a5a3a'), ...rockingChair(210, floor, '#c9a06a')],
    together(),
  );
};

/**
 * Photo albums: the grandchild on Grandma's lap in her armchair, the album open on its knees, both her arms
 * round it to hold the pages open (two people side by side over a lap read as watercolour's sofa).
 */
const onHerLapWithTheAlbum: Staging = (cast) => {
  const floor = 318;
  const chair = { x: 196, y: floor, facing: 1, stance: 'sit', seat: 62, lean: 0.15 } as const;
  const { hip } = onLap(cast, 0, chair, { facing: 1 }).child.joints;
  const pages: Point = [hip[0] + 36, hip[1] + 4];
  const together = onLap(
    cast,
    0,
    { ...chair, front: [pages[0] + 22, pages[1] + 2], back: [pages[0] - 20, pages[1] + 4] },
    { facing: 1, front: [pages[0] + 8, pages[1] - 4], back: [pages[0] - 8, pages[1] - 2] },
    ['smile', 'open'],
  );
  const [a, b] = together.child.joints.hands;
  const open: Point = [(a[0] + b[0]) / 2, Math.max(a[1], b[1]) + 6];
  return layers(
    [
      ...room({ wall: '#e9d2b0', floor: '#7a5a3a', floorY: 244, stripes: '#f0dcbc' }),
      ...frame(300, 44, 64, 50, '#c9dcef'),
      ...frame(380, 60, 44, 56, '#f2d5a0'),
      ...lamp(420, floor, true),
    ],
    [...armchair(200, floor, '#6a8a6a')],
    // Open where the grandchild's hands reach, their hands over its pages: laid over every hand beyond a
    // toddler's reach, the album "floated, nobody holding it" (review 110).
    handsOver(together.shapes, heldAs('album', album(open[0], open[1], 50))),
  );
};

/** A garden wall of stones laid in courses, each course offset from the one below, its coping along the top. */
const stoneWall = (left: number, top: number, bottom: number, random: Random): Shape[] => {
  const stones: Shape[] = [rect(left, top, WIDTH - left, bottom - top, '#8a7a68')];
  for (let y = top + 2, row = 0; y < bottom - 4; y += 14, row++)
    for (let x = left + (row % 2) * 14 + 2; x < WIDTH; x += 28)
      stones.push(rect(x, y, Math.min(25, WIDTH - x), 11, random.next() < 0.5 ? '#b8a890' : '#a8987e'));
  return [...stones, rect(left - 4, top - 8, WIDTH - left + 4, 10, '#9a8a78')];
};

/**
 * Hand in hand: the grandchild walks along the top of a low stone garden wall, holding Grandpa's hand to keep
 * its balance. Laid as one grey slab, the wall read as the path, and the walk was cut paper's and the
 * storybook's "with a different surface" (review 123).
 */
const alongTheWall: Staging = (cast, random) => {
  const top = GROUND - 56;
  const together = handInHand(
    cast,
    0,
    [{ x: 190, y: GROUND, facing: 1, stance: 'walk', back: 'hip', lean: 0.2 }, 'front'],
    [{ x: 270, y: top, facing: -1, stance: 'walk', front: 'hip', back: 'out' }, 'front'],
    [232, top - HAND_HEIGHT[cast.age] - 6],
    ['smile', 'laugh'],
  );
  const leaves = fallingLeaves(random, [20, 460, 20, 180], [together.elder.joints, together.child.joints], 6);
  return layers(
    [...outdoors(random, { horizon: 200, far: '#c9a45a', grass: '#a89a4a', sun: [80, 50] }), ...tree(420, 220, 90, '#c9553b')],
    stoneWall(150, top, GROUND + 10, random),
    [...together.shapes, ...leaves],
  );
};

export const QUIET: Readonly<Record<string, Staging>> = {
  'porch-sunset': leaningOnTheRocker,
  'old-photo-albums': onHerLapWithTheAlbum,
  'hand-in-hand': alongTheWall,
};
