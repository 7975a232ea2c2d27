// The body and what it wears: a torso with shoulders, waist and hips (a grandparent's rounder
// middle), stripes, a bib, a skirt, a cardigan open over a shirt, a lap when sitting. A simple
// manner draws the torso as a child or a paper cutter would: one rounded block, a dress a triangle.
import { darker } from '../colour.ts';
import { blob, line, type Point, polygon, rect, ribbon, type Shape } from '../shapes.ts';
import type { Look } from './figure.ts';
import type { Manner } from './manner.ts';
import type { Joints, Pose } from './pose.ts';
import type { Proportions } from './proportions.ts';

const lerp = (a: Point, b: Point, t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

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
    for (let band = 1; band <= 3; band++) {
      const y = sl[1] + (j.hip[1] - sl[1]) * band * 0.24;
      const half = size.waistHalf * s * 0.85;
      body.push(
        line(
          [
            [j.hip[0] - half, y],
            [j.hip[0] + half, y],
          ],
          clothes.stripes,
          3.4 * s,
          { smooth: false },
        ),
      );
    }
  }
  if (clothes.bib && !baby) {
    const bibTop = sl[1] + (j.hip[1] - sl[1]) * 0.35;
    body.push(rect(j.hip[0] - size.waistHalf * s * 0.6, bibTop, size.waistHalf * s * 1.2, j.hip[1] - bibTop + 3 * s, clothes.bib));
    for (const [shoulder, side] of [
      [sl, -1],
      [sr, 1],
    ] as const)
      body.push(
        line(
          [
            [shoulder[0] - side * 4 * s, shoulder[1]],
            [j.hip[0] + side * size.waistHalf * s * 0.5, bibTop + 1],
          ],
          clothes.bib,
          2.6 * s,
          { smooth: false },
        ),
      );
  }
  const skirtColour = clothes.bib ?? clothes.bottom;
  if (!sitting && clothes.skirt) {
    const hem = j.hip[1] + size.hip * s * clothes.skirt;
    const flare = manner.body === 'simple' ? 1.8 : 1.5;
    body.push(
      polygon(
        [
          [j.hip[0] - size.waistHalf * s, waistY],
          [j.hip[0] + size.waistHalf * s, waistY],
          [j.hip[0] + size.hipHalf * flare * s, hem],
          [j.hip[0] - size.hipHalf * flare * s, hem],
        ],
        skirtColour,
      ),
    );
  }
  if (sitting && !baby) {
    // The lap: both thighs from hip to knee, as one band the width of the hips.
    const knee = lerp(j.knees[0], j.knees[1], 0.5);
    body.push(ribbon([j.hip, knee], size.hipHalf * 2 * s, size.leg * 1.9 * s, clothes.skirt ? skirtColour : clothes.bottom));
  }
  if (look.cardigan) {
    const front = j.neck[0] + pose.facing * 3 * s;
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
          [front + pose.facing * 2 * s, j.hip[1]],
        ],
        darker(clothes.top, 0.3),
        1.8 * s,
        { smooth: false },
      ),
    );
  }
  return body;
}
