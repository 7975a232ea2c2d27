// The first hello as a child tells it: everyone round the crib, as a child lines a family up, facing us.
import { apartFrom } from '../../../colour.ts';
import { nearArmOf, withoutNearArm } from '../../../figures/figure.ts';
import { CRIB_RAIL, crib, frame, rug } from '../../../props/home.ts';
import { heart } from '../../../props/things.ts';
import { GROUND, room } from '../../../settings.ts';
import { heldAs, layers, line, rect, type Shape } from '../../../shapes.ts';
import { APART } from '../../holding.ts';
import { outgrownCrib, standingInCrib } from '../../in-the-crib.ts';
import { elder, kid, type Staging } from '../../scene.ts';

/** The blue notebook held up open to us: the date written on one page, a heart on the other. */
const notebook = (x: number, y: number, width: number, cover: string): Shape[] => {
  const [half, high] = [width / 2, width * 0.62];
  return [
    rect(x - half - 3, y - 3, width + 6, high + 6, cover),
    rect(x - half, y, half - 1, high, '#ffffff'),
    rect(x + 1, y, half - 1, high, '#ffffff'),
    ...[0.3, 0.5].map((row) =>
      line(
        [
          [x - half + 5, y + high * row],
          [x - 6, y + high * row],
        ],
        '#3a6fd9',
        1.6,
        { detail: true },
      ),
    ),
    heart(x + half / 2, y + high * 0.45, half * 0.3, '#e0457b'),
  ];
};

/**
 * The first hello: the grandchild stands up in the crib in the middle with both arms up, Grandma on one side
 * with her hand on the rail, Grandpa on the other holding up the blue notebook the story writes the date in,
 * hearts over the crib. Running into Grandma's open arms with Grandpa waving behind, it was the storybook's
 * line-up, grandparents on one side and the child on the other: "almost the same drawing" (review 106).
 */
export const allRoundTheCrib: Staging = (cast) => {
  const floor = GROUND;
  const two = cast.elders.length > 1;
  const cribAt = two ? 240 : 290;
  const rail = floor - CRIB_RAIL;
  // A school-age grandchild stands on the rug where the crib would be.
  const big = outgrownCrib(cast);
  const arms = { x: cribAt, facing: 1, front: 'up', back: 'up' } as const;
  const child = big ? kid(cast, { ...arms, y: floor }, 'laugh') : standingInCrib(cast, arms, floor, 'laugh');
  const grandma = elder(
    cast,
    0,
    { x: cribAt - 118, y: floor, facing: 1, front: [cribAt - 46, rail + 3], back: 'wave', lean: 0.15 },
    'laugh',
  );
  const open = { x: cribAt + 112, y: floor - 136, width: 64 };
  const grandpa = elder(
    cast,
    1,
    {
      x: cribAt + 124,
      y: floor,
      facing: -1,
      front: [open.x - open.width / 2 + 2, open.y + open.width * 0.5],
      back: [open.x + open.width / 2 - 2, open.y + open.width * 0.5],
    },
    'laugh',
  );
  const blue = apartFrom(['#27b0c9', '#3a6fd9'], cast.elders.length > 1 ? [cast.elders[1].clothes.top] : [], APART);
  const top = child.joints.head[1] - child.joints.headRadius * 2.6;
  return layers(
    [...room({ wall: '#ffffff', floor: '#d9a066', floorY: 250 }), ...frame(two ? 42 : 120, 34, 56, 46, '#ff7eb0')],
    [...rug(cribAt, floor + 4, 300, '#4fa3d9')],
    [
      ...child.shapes,
      ...(big ? [] : crib(cribAt, floor)),
      ...grandma.shapes,
      // His near hand over the notebook's edge: under it, both hands hid and the book "floats with no hands on it"
      // (review 125).
      ...withoutNearArm(grandpa),
      ...(two ? heldAs('notebook', notebook(open.x, open.y, open.width, blue)) : []),
      ...nearArmOf(grandpa),
      heart(cribAt, top, 12, '#e0457b'),
      heart(cribAt - 30, top + 18, 7, '#e8262b'),
      heart(cribAt + 30, top + 14, 7, '#ff7eb0'),
    ],
  );
};
