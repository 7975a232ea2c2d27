// The body and what it wears: a torso with shoulders, waist and hips (a grandparent's rounder
// middle), stripes, a bib, a skirt, a cardigan open over a shirt, a lap when sitting. A simple
// manner draws the torso as a child or a paper cutter would: one rounded block, a dress a triangle.
import { darker } from '../colour.ts';
import { crossingsAt } from '../marks/outline.ts';
import { blob, line, type Point, polygon, ribbon, type Shape } from '../shapes.ts';
import type { Look } from './figure.ts';
import { legTop } from './limbs.ts';
import { buildOf, type Manner } from './manner.ts';
import type { Joints, Pose } from './pose.ts';
import type { Proportions } from './proportions.ts';
import { skirt } from './skirt.ts';

function torsoOutline(j: Joints, size: Proportions, s: number, manner: Manner): Point[] {
  const [sl, sr] = j.shoulders;
  const waistY = j.hip[1] - (size.shoulder - size.hip) * s * 0.4;
  if (manner.body === 'simple') {
    return [
      [sl[0] - 1, sl[1] - 2 * s],
      [sr[0] + 1, sr[1] - 2 * s],
      [j.hip[0] + size.hipHalf * 1.05 * s, j.hip[1] + 3 * s],
      [j.hip[0] - size.hipHalf * 1.05 * s, j.hip[1] + 3 * s],
    ];
  }
  const build = buildOf(manner);
  const [waist, hips] = [size.waistHalf * s * build.waist, size.hipHalf * s * build.hips];
  return [
    [sl[0] + 2 * s, sl[1] - 2 * s],
    [sr[0] - 2 * s, sr[1] - 2 * s],
    [sr[0] + 1, sl[1] + 4 * s],
    [j.hip[0] + waist, waistY],
    [j.hip[0] + hips, j.hip[1] + 3 * s],
    [j.hip[0] - hips, j.hip[1] + 3 * s],
    [j.hip[0] - waist, waistY],
    [sl[0] - 1, sl[1] + 4 * s],
  ];
}

/** Where a level line at `y` meets the outline's sides, leftmost and rightmost, a hair inside them. */
function sidesAt(outline: readonly Point[], y: number): [number, number] {
  const xs = crossingsAt(outline, y);
  return xs.length < 2 ? [outline[0][0], outline[0][0]] : [xs[0] + 0.6, xs[xs.length - 1] - 0.6];
}

/** The torso and the clothes over it, in the order they are worn. */
export function clothesShapes(look: Look, j: Joints, pose: Pose, size: Proportions, s: number, manner: Manner): Shape[] {
  const { clothes } = look;
  const baby = look.build === 'baby';
  const sitting = pose.stance === 'sit' || pose.stance === 'held' || pose.stance === 'kneel';
  const [sl, sr] = j.shoulders;
  const outline = torsoOutline(j, size, s, manner);
  const waistY = j.hip[1] - (size.shoulder - size.hip) * s * 0.4;
  const body: Shape[] = [blob(outline, clothes.top, { smooth: manner.body === 'modelled' })];
  if (clothes.stripes) {
    // Bands from one side of the body to the other: lines stopping short of the sides were painted as
    // pointed ovals, "eyes" across the chest.
    for (let band = 1; band <= 3; band++) {
      const y = sl[1] + (j.hip[1] - sl[1]) * band * 0.24;
      const half = 1.7 * s;
      const [topLeft, topRight] = sidesAt(outline, y - half);
      const [bottomLeft, bottomRight] = sidesAt(outline, y + half);
      body.push(
        polygon(
          [
            [topLeft, y - half],
            [topRight, y - half],
            [bottomRight, y + half],
            [bottomLeft, y + half],
          ],
          clothes.stripes,
        ),
      );
    }
  }
  if (clothes.bib && !baby) {
    // The bib's top is up the middle of the torso, so it leans with a body bent forward (left upright over
    // the hip, it stood in front of the body as a slab).
    const [topX, bibTop]: Point = [j.hip[0] + ((sl[0] + sr[0]) / 2 - j.hip[0]) * 0.65, j.hip[1] + (sl[1] - j.hip[1]) * 0.65];
    const half = size.waistHalf * s * 0.6;
    body.push(
      polygon(
        [
          [topX - half, bibTop],
          [topX + half, bibTop],
          [j.hip[0] + half, j.hip[1] + 3 * s],
          [j.hip[0] - half, j.hip[1] + 3 * s],
        ],
        clothes.bib,
      ),
    );
    for (const [shoulder, side] of [
      [sl, -1],
      [sr, 1],
    ] as const)
      body.push(
        line(
          [
            [shoulder[0] - side * 4 * s, shoulder[1]],
            [topX + side * size.waistHalf * s * 0.5, bibTop + 1],
          ],
          clothes.bib,
          2.6 * s,
          { smooth: false },
        ),
      );
  }
  const skirtColour = clothes.bib ?? clothes.bottom;
  // A skirt covers both thighs as one band; a seated baby's romper has none.
  if (clothes.skirt && !(sitting && baby)) body.push(skirt(j, pose, size, s, manner, clothes.skirt, waistY, skirtColour));
  else if (sitting && !baby) {
    // The lap in trousers: two thighs, the far one first, so a seated figure has two legs rather than one slab.
    const [far, near]: (0 | 1)[] = pose.facing > 0 ? [0, 1] : [1, 0];
    for (const side of [far, near])
      body.push(
        ribbon([legTop(j, side, size, s), j.knees[side]], size.hipHalf * 1.1 * s, size.leg * 1.4 * s, clothes.bottom, {
          // A thigh is a leg too: a child's stick leg runs from the hip, or a kneeling Grandpa sat on a slab.
          limb: manner.body === 'simple' ? 'leg' : undefined,
        }),
      );
  }
  if (look.cardigan) {
    // The opening runs down the chest turned three-quarters toward whoever the figure faces: down the
    // middle, every body read as facing us with only its head turned.
    const turn = pose.facing * Math.max(3 * s, size.waistHalf * s * 0.45 * (manner.face.turn ?? 1));
    const front = j.neck[0] + turn;
    body.push(
      polygon(
        [
          [front - 5 * s, sl[1] - 1],
          [front + 5 * s, sl[1] - 1],
          [front, sl[1] + 12 * s],
        ],
        '#f4efe6',
        { front: true },
      ),
    );
    body.push(
      line(
        [
          [front, sl[1] + 12 * s],
          // Down over the hip (so a body bent forward keeps its opening on it), or to the waist over a skirt
          // or a lap: run on over the skirt, it read as the body showing through; over a seated lap, as "zipper
          // lines running through the torso into the legs".
          [j.hip[0] + turn, clothes.skirt || sitting ? waistY : j.hip[1]],
        ],
        darker(clothes.top, 0.3),
        1.8 * s,
        { smooth: false, front: true },
      ),
    );
  }
  return body;
}
