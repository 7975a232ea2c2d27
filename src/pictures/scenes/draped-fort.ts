// The blanket fort as a quilt thrown over the sofa's back and a chair, Grandma peeking in at its doorway.
import { darker } from '../colour.ts';
import { rug, sofa } from '../props/home.ts';
import { room, window } from '../settings.ts';
import { ellipse, heldAs, layers, line, type Point, polygon, rect } from '../shapes.ts';
import { elder, handOf, kid, type Staging } from './scene.ts';

const FLOOR = 318;
/** The quilt's patches, left to right, in two warm colours that read as a quilt and not a board. */
const PATCHES = ['#f0b94a', '#e58a6a', '#f0b94a', '#f3d28a', '#e58a6a', '#f0b94a'];
/** Where the quilt hangs from, left to right: the sofa's arm, its back, the dip between, the chair's back. */
const RIDGE: readonly Point[] = [
  [24, 222],
  [70, 158],
  [166, 198],
  [262, 162],
  [330, 204],
];

/** The ridge's height at x, straight between its points. */
function ridgeAt(x: number): number {
  const after = RIDGE.findIndex(([rx]) => rx >= x);
  if (after <= 0) return RIDGE[Math.max(after, 0)][1];
  const [[x0, y0], [x1, y1]] = [RIDGE[after - 1], RIDGE[after]];
  return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
}

/** One vertical patch of the quilt from the ridge to a hem that hangs in scallops between the folds. */
const patch = (x0: number, x1: number, colour: string) => {
  const xs = [0, 0.5, 1].map((t) => x0 + (x1 - x0) * t);
  return polygon([...xs.map((x): Point => [x, ridgeAt(x)]), [x1, FLOOR + 2], [(x0 + x1) / 2, FLOOR - 6], [x0, FLOOR + 2]], colour, {
    smooth: false,
  });
};

/**
 * Building a blanket fort: the patchwork quilt thrown over the sofa's back and a chair sags between them
 * and falls in folds to the floor; the grandchild sits inside the doorway shining a torch up its walls, and
 * Grandma, kneeling, holds back the doorway's edge to peek in. A flat yellow sheet with a dark doorway cut in
 * it read as "a flat yellow board" (review 106).
 */
export const quiltOverTheSofa: Staging = (cast, random) => {
  const edge: Point[] = [
    [258, 214],
    [284, 244],
    [300, 286],
    [306, FLOOR],
  ];
  const grandma = elder(cast, 0, { x: 352, y: FLOOR + 2, facing: -1, stance: 'kneel', front: edge[1], back: [318, 262] }, 'laugh');
  const child = kid(cast, { x: 196, y: FLOOR, facing: 1, stance: 'sit', seat: 14, front: [238, 250], back: 'hip' }, 'laugh');
  const torch = handOf(child, 1, 'front');
  const edges = [24, 70, 120, 170, 216, 262, 330];
  const doorway: Point[] = [[140, FLOOR + 2], [150, 244], [190, 214], ...edge];
  return layers(
    [
      ...room({ wall: '#e7d3b0', floor: '#9a6a4a', floorY: 236 }),
      ...window(random, 360, 40, 90, 80, true),
      ...sofa(40, 300, 150, '#5a7fa8'),
    ],
    [
      ...rug(220, FLOOR, 300, '#c95a4a'),
      rect(324, 176, 10, 144, '#6a4a3a'),
      ...edges.slice(1).map((x1, index) => patch(edges[index], x1, PATCHES[index])),
      // The folds where the patches meet, darker where the cloth turns away from the lamp.
      ...edges.slice(1, -1).map((x) =>
        line(
          [
            [x, ridgeAt(x) + 4],
            [x + 3, FLOOR - 4],
          ],
          darker(PATCHES[1], 0.3),
          2.2,
          { opacity: 0.55 },
        ),
      ),
      polygon(doorway, '#6a4a6a', { opacity: 0.85 }),
      // The torch's beam up the quilt's inside, lighting a round patch of it.
      polygon([torch, [torch[0] + 26, torch[1] - 34], [torch[0] + 2, torch[1] - 40]], '#fff3b8', { opacity: 0.35 }),
      ellipse(torch[0] + 14, torch[1] - 40, 16, 11, '#fff3b8', { opacity: 0.6, role: 'glow' }),
    ],
    [
      ...child.shapes,
      ...heldAs('torch', [rect(torch[0] - 4, torch[1] - 5, 16, 8, '#4f7ac0')]),
      // The doorway's hem, which Grandma holds back to peek in.
      ...heldAs('blanket', [line(edge, darker(PATCHES[1], 0.2), 5)]),
      ...grandma.shapes,
    ],
  );
};
