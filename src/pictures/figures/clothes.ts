// The body and what it wears: a torso with shoulders, waist and hips (a grandparent's rounder
// middle), stripes, a bib, a skirt, a cardigan open over a shirt, a lap when sitting. A simple
// manner draws the torso as a child or a paper cutter would: one rounded block, a dress a triangle.
import { darker } from '../colour.ts';
import { crossingsAt } from '../marks/outline.ts';
import { blob, line, type Point, polygon, ribbon, type Shape } from '../shapes.ts';
import type { Look } from './figure.ts';
import { legTop } from './limbs.ts';
import type { Manner } from './manner.ts';
import type { Joints, Pose } from './pose.ts';
import type { Proportions } from './proportions.ts';

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
  return [
    [sl[0] + 2 * s, sl[1] - 2 * s],
    [sr[0] - 2 * s, sr[1] - 2 * s],
    [sr[0] + 1, sl[1] + 4 * s],
    [j.hip[0] + size.waistHalf * s, waistY],
    [j.hip[0] + size.hipHalf * s, j.hip[1] + 3 * s],
    [j.hip[0] - size.hipHalf * s, j.hip[1] + 3 * s],
    [j.hip[0] - size.waistHalf * s, waistY],
    [sl[0] - 1, sl[1] + 4 * s],
  ];
}

/**
 * A skirt over a seated lap: across the thighs, rounded over the knees, then hanging from them in a
 * little flare to a hem at mid-shin (a straight-edged band read as a slab on the lap).
 */
function lapSkirt(j: Joints, facing: number, size: Proportions, s: number, colour: string): Shape {
  const front = (j.knees[0][0] - j.knees[1][0]) * facing > 0 ? 0 : 1;
  const [kx, ky] = j.knees[front];
  const back = j.knees[front === 0 ? 1 : 0];
  const leg = size.leg * s;
  const hem = Math.max(ky, back[1]) + Math.hypot(j.feet[front][0] - kx, j.feet[front][1] - ky) * 0.45;
  return blob(
    [
      [j.hip[0] - facing * size.hipHalf * s, j.hip[1] - 4 * s],
      [(j.hip[0] + kx) / 2, ky - leg * 0.95],
      [kx + facing * leg * 0.4, ky - leg * 0.85],
      [kx + facing * leg * 0.9, ky - leg * 0.25],
      [kx + facing * leg * 1.1, hem],
      [(kx + back[0]) / 2, hem + 2 * s],
      [back[0] - facing * leg * 0.9, hem],
      // Up behind the calves to the knee and back under the thigh to the seat: no cloth fills the space under
      // the thigh (a wedge there read as a balloon the sitter floated in).
      [kx - facing * leg * 0.8, ky + leg * 0.7],
      [j.hip[0] - facing * size.hipHalf * 0.6 * s, j.hip[1] + leg * 0.5],
    ],
    colour,
  );
}

/**
 * A skirt over a figure on one knee: from the waist over the raised knee and hanging from it to a
 * hem at mid-shin, then draping down to the knee on the ground and back round the seat.
 */
function kneelSkirt(j: Joints, facing: number, size: Proportions, s: number, colour: string): Shape {
  const [raised, down] = j.knees[0][1] < j.knees[1][1] ? [j.knees[0], j.knees[1]] : [j.knees[1], j.knees[0]];
  const leg = size.leg * s;
  const ground = down[1] + 2 * s;
  const hem = raised[1] + (ground - raised[1]) * 0.55;
  return blob(
    [
      [j.hip[0] - facing * size.hipHalf * 0.9 * s, j.hip[1] - 5 * s],
      [j.hip[0] + facing * size.hipHalf * 0.7 * s, j.hip[1] - 5 * s],
      [raised[0] - facing * leg * 0.2, raised[1] - leg * 0.8],
      [raised[0] + facing * leg * 0.75, raised[1] - leg * 0.1],
      [raised[0] + facing * leg * 0.85, hem],
      [raised[0] - facing * leg * 0.7, hem + 2 * s],
      [down[0] + facing * leg * 0.6, ground],
      [down[0] - facing * leg * 0.9, ground],
      [j.hip[0] - facing * size.hipHalf * 1.25 * s, (j.hip[1] + ground) / 2 + 2 * s],
    ],
    colour,
  );
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
  if (!sitting && clothes.skirt) {
    const flare = manner.body === 'simple' ? 1.8 : 1.5;
    // Crouched, the knees come forward and the skirt spreads over them to a hem just below them: hung to
    // its length from the hip, it stood beside the bent body as a slab, and draped as over a lap, it
    // ballooned. Bent forward, it hangs from the hips, where the body folds: from a waistband tilted
    // with the torso, it leaned like a board ("an apron pasted in front of her").
    const crouched = (pose.crouch ?? 0) >= 0.5;
    const leg = size.leg * s;
    const kneesX = j.knees.map(([x]) => x);
    const [left, right, hem] = crouched
      ? [Math.min(...kneesX) - leg * 0.6, Math.max(...kneesX) + leg * 0.6, Math.max(...j.knees.map(([, y]) => y)) + leg * 0.3]
      : [j.hip[0] - size.hipHalf * flare * s, j.hip[0] + size.hipHalf * flare * s, j.hip[1] + size.hip * s * clothes.skirt];
    const [topX, topY] = crouched || (pose.bend ?? 0) >= 0.1 ? [j.hip[0], j.hip[1] - leg * 0.4] : [j.hip[0], waistY];
    body.push(
      polygon(
        [
          [topX - size.waistHalf * s, topY],
          [topX + size.waistHalf * s, topY],
          [right, hem],
          [left, hem],
        ],
        skirtColour,
      ),
    );
  }
  if (sitting && !baby) {
    // The lap. A skirt covers both thighs as one band to the knees; trousers show two thighs, the far one
    // first, so a seated figure has two legs rather than one slab.
    if (clothes.skirt && pose.stance === 'kneel') body.push(kneelSkirt(j, pose.facing, size, s, skirtColour));
    else if (clothes.skirt) body.push(lapSkirt(j, pose.facing, size, s, skirtColour));
    else {
      const [far, near]: (0 | 1)[] = pose.facing > 0 ? [0, 1] : [1, 0];
      for (const side of [far, near])
        body.push(ribbon([legTop(j, side, size, s), j.knees[side]], size.hipHalf * 1.1 * s, size.leg * 1.4 * s, clothes.bottom));
    }
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
      ),
    );
    body.push(
      line(
        [
          [front, sl[1] + 12 * s],
          // Down over the hip (so a body bent forward keeps its opening on it) or to a skirt's waistband: run
          // on over the skirt drawn over the torso, it read as the body showing through.
          [j.hip[0] + turn, clothes.skirt && !sitting ? waistY : j.hip[1]],
        ],
        darker(clothes.top, 0.3),
        1.8 * s,
        { smooth: false },
      ),
    );
  }
  return body;
}
