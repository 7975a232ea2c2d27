// The sweet scenes staged a second way, for the artists who compose them otherwise.

import { apartFrom } from '../colour.ts';
import { basket } from '../props/food.ts';
import { fence, tree } from '../props/garden.ts';
import { armchair, bed, frame, lamp, quilt } from '../props/home.ts';
import { book } from '../props/household.ts';
import { fallingLeaves } from '../props/scattered.ts';
import { cat } from '../props/things.ts';
import { curtains, GROUND, outdoors, room, shadow, window } from '../settings.ts';
import { ellipse, heldAs, layers } from '../shapes.ts';
import { carriedInstead, handInHand } from './hand-in-hand.ts';
import { APART } from './holding.ts';
import { elder, HAND_HEIGHT, handOf, kid, type Staging } from './scene.ts';

/**
 * Home along the garden fence, walking leftward (the only artist who walks them that way): Grandpa ahead with
 * the basket of apples they picked, the grandchild trotting behind at his hand, the cat watching from the fence.
 */
export const homeAlongTheFence: Staging = (cast, random) => {
  const walking = { x: 220, y: GROUND, facing: -1, stance: 'walk', front: 'forward', lean: -0.2 } as const;
  const walk = () => {
    // A baby rides home in his arms, the basket left to the picture.
    if (cast.age === 'baby') {
      const carried = carriedInstead(cast, 0, { ...walking, x: 250, front: undefined }, ['smile', 'laugh']);
      return { grandpa: carried.elder, child: carried.child, shapes: carried.shapes };
    }
    const together = handInHand(
      cast,
      0,
      [walking, 'back'],
      [{ x: 320, y: GROUND + 6, facing: -1, stance: 'walk', back: 'down', lean: 0.3 }, 'front'],
      [272, GROUND - HAND_HEIGHT[cast.age] - 6],
      ['smile', 'laugh'],
    );
    const [bx, by] = handOf(together.elder, -1, 'front');
    return {
      grandpa: together.elder,
      child: together.child,
      shapes: [...together.shapes, ...heldAs('basket', [...basket(bx, by + 30), ...apples(bx, by + 12)])],
    };
  };
  const { grandpa, child, shapes } = walk();
  const leaves = fallingLeaves(random, [20, 460, 30, 200], [grandpa.joints, child.joints], 7);
  return layers(
    [
      ...outdoors(random, { horizon: 200, far: '#c9a45a', grass: '#b8a04a', sun: [90, 60] }),
      // Its crown running off the picture's edge: whole and round on a thin trunk, a child's crayon drew it as
      // "a balloon nobody holds" (reviews 130, 136).
      ...tree(452, 200, 86, '#c9553b'),
      ...fence(196, '#e8dcc4'),
      ...cat(352, 190, '#3a3a3a'),
    ],
    [shadow(245, GROUND + 4, 190)],
    [...shapes, ...leaves],
  );
};

/** Three apples heaped in a basket's mouth. */
const apples = (x: number, y: number) => [-10, 0, 10].map((dx, index) => ellipse(x + dx, y - (index === 1 ? 4 : 0), 7, 7, '#c9302c'));

/** Grandma reads from the armchair drawn up to the bed, the book held open toward the grandchild tucked up under the quilt. */
export const readFromTheArmchair: Staging = (cast, random) => {
  const floor = 310;
  const { top, bottom } = cast.elders[0].clothes;
  const pages: [number, number] = [232, 214];
  const grandma = elder(
    cast,
    0,
    {
      x: 150,
      y: floor,
      facing: 1,
      stance: 'sit',
      seat: 62,
      front: [pages[0] + 4, pages[1] + 6],
      back: [pages[0] - 18, pages[1] + 10],
      lean: 0.2,
    },
    'smile',
  );
  const child = kid(
    cast,
    // A baby sits up higher against the pillows: at a bigger child's seat, the quilt reached its chin and "its
    // head sat on the quilt with no body" (review 94).
    { x: 330, y: floor - 60, facing: -1, stance: 'sit', seat: cast.age === 'baby' ? 14 : 0, front: [290, 214], back: 'hip', lean: 0.2 },
    'sleepy',
  );
  return layers(
    [
      ...room({ wall: '#3d4a78', floor: '#6a4a3a', floorY: 240, stripes: '#4a5888' }),
      ...window(random, 310, 40, 100, 90, true),
      ...curtains(310, 40, 100, 90, '#8a4a6a'),
      ...frame(90, 60, 50, 40, '#c9dcef'),
    ],
    // The chair's cover apart from her clothes: in the same colour as her skirt, she "fused into the chair".
    [...bed(250, floor, 220), ...armchair(150, floor, apartFrom(CHAIR_COVERS, [top, bottom], APART)), ...lamp(60, floor + 4, true)],
    [
      ...grandma.shapes,
      ...child.shapes,
      ...quilt(300, floor, 170, '#4f8a6a'),
      ...heldAs('book', book(pages[0] + 20, pages[1], 44, '#c0392b', 3)),
    ],
  );
};

const CHAIR_COVERS = ['#a8604a', '#4f7a9a', '#d9b44a', '#5a8a5a'];
