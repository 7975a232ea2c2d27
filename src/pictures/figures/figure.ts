// One person drawn in a pose: back hair, far arm, legs, body and clothes, head and face, front hair,
// near arm, in that order, so overlapping parts sit where a real body puts them.

import { darker, mix } from '../colour.ts';
import type { FacialHair } from '../family.ts';
import { blob, ellipse, line, type Point, polygon, rect, type Shape } from '../shapes.ts';
import { faceShapes, facialHairShapes, glassesShapes, type Mood } from './face.ts';
import { type HairShape, hairShapes } from './hair.ts';
import type { Clothes } from './palette.ts';
import { type Joints, jointsOf, type Pose } from './pose.ts';
import { type Build, PROPORTIONS } from './proportions.ts';

export interface Look {
  build: Build;
  skin: string;
  hair: HairShape;
  hairColour: string;
  /** Ribbons and bows. */
  accent: string;
  glasses: boolean;
  facialHair: FacialHair;
  clothes: Clothes;
  /** Grandparents wear an open cardigan over a shirt. */
  cardigan: boolean;
}

export interface Drawn {
  shapes: Shape[];
  joints: Joints;
}

const lerp = (a: Point, b: Point, t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

export function drawFigure(look: Look, pose: Pose, mood: Mood = 'smile'): Drawn {
  const size = PROPORTIONS[look.build];
  const s = pose.scale ?? 1;
  const j = jointsOf(pose, size);
  const { clothes } = look;
  const head = { x: j.head[0], y: j.head[1], r: size.head * s, facing: pose.facing };
  const hair = hairShapes(look.hair, head, look.hairColour, look.accent);
  const shade = darker(look.skin, 0.18);
  const baby = look.build === 'baby';
  const sleeve = baby ? (clothes.bib ?? clothes.top) : clothes.top;
  const legColour = baby ? sleeve : clothes.skirt ? mix(look.skin, '#6b5a66', look.build === 'grandparent' ? 0.5 : 0) : clothes.bottom;
  const sitting = pose.stance === 'sit' || pose.stance === 'held' || pose.stance === 'kneel';
  const arm = (side: 0 | 1) => [
    line([j.shoulders[side], j.elbows[side], j.hands[side]], sleeve, size.limb * s),
    ellipse(j.hands[side][0], j.hands[side][1], size.limb * 0.62 * s, size.limb * 0.58 * s, look.skin, {}, 8),
  ];
  const leg = (side: 0 | 1) => {
    const top: Point = [j.hip[0] + (side ? 1 : -1) * size.hipHalf * 0.45 * s, j.hip[1]];
    const foot = j.feet[side];
    return [
      line([top, j.knees[side], foot], legColour, size.leg * s),
      ellipse(
        foot[0] + pose.facing * size.leg * 0.35 * s,
        foot[1] + 1,
        size.leg * 0.85 * s,
        size.leg * 0.48 * s,
        baby ? sleeve : clothes.shoes,
        {},
        8,
      ),
    ];
  };
  const behindFirst = pose.facing > 0 ? 0 : 1;
  const [sl, sr] = j.shoulders;
  const waistY = j.hip[1] - (size.shoulder - size.hip) * s * 0.4;
  const torso = blob(
    [
      [sl[0] + 2 * s, sl[1] - 2 * s],
      [sr[0] - 2 * s, sr[1] - 2 * s],
      [sr[0] + 1, sl[1] + 4 * s],
      [j.hip[0] + size.waistHalf * s, waistY],
      [j.hip[0] + size.hipHalf * s, j.hip[1] + 3 * s],
      [j.hip[0] - size.hipHalf * s, j.hip[1] + 3 * s],
      [j.hip[0] - size.waistHalf * s, waistY],
      [sl[0] - 1, sl[1] + 4 * s],
    ],
    clothes.top,
  );
  const body: Shape[] = [torso];
  if (clothes.stripes) {
    for (let band = 1; band <= 3; band++) {
      const y = sl[1] + (j.hip[1] - sl[1]) * band * 0.24;
      body.push(
        line(
          [
            [j.hip[0] - size.waistHalf * s * 0.85, y],
            [j.hip[0] + size.waistHalf * s * 0.85, y],
          ],
          clothes.stripes,
          3.2 * s,
          { smooth: false },
        ),
      );
    }
  }
  if (clothes.bib && !baby) {
    const bibTop = sl[1] + (j.hip[1] - sl[1]) * 0.35;
    body.push(rect(j.hip[0] - size.waistHalf * s * 0.6, bibTop, size.waistHalf * s * 1.2, j.hip[1] - bibTop + 3 * s, clothes.bib));
    body.push(
      line(
        [
          [sl[0] + 4 * s, sl[1]],
          [j.hip[0] - size.waistHalf * s * 0.5, bibTop + 1],
        ],
        clothes.bib,
        2.5 * s,
        { smooth: false },
      ),
    );
    body.push(
      line(
        [
          [sr[0] - 4 * s, sr[1]],
          [j.hip[0] + size.waistHalf * s * 0.5, bibTop + 1],
        ],
        clothes.bib,
        2.5 * s,
        { smooth: false },
      ),
    );
  }
  if (!sitting && clothes.skirt) {
    const hem = j.hip[1] + size.hip * s * clothes.skirt;
    body.push(
      polygon(
        [
          [j.hip[0] - size.waistHalf * s, waistY],
          [j.hip[0] + size.waistHalf * s, waistY],
          [j.hip[0] + size.hipHalf * 1.5 * s, hem],
          [j.hip[0] - size.hipHalf * 1.5 * s, hem],
        ],
        clothes.bib ?? clothes.bottom,
      ),
    );
  }
  if (sitting && !baby) {
    const knee = lerp(j.knees[0], j.knees[1], 0.5);
    body.push(line([j.hip, knee], clothes.skirt ? (clothes.bib ?? clothes.bottom) : clothes.bottom, size.leg * s * 2.1, { smooth: false }));
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
        1.6 * s,
        { smooth: false },
      ),
    );
  }
  const neck = rect(j.neck[0] - 3.5 * s, j.neck[1] - 5 * s, 7 * s, 8 * s, shade);
  const hood = clothes.hood ? [ellipse(j.neck[0] - pose.facing * 5 * s, j.neck[1] - 3 * s, 12 * s, 9 * s, darker(clothes.top, 0.15))] : [];
  const shapes: Shape[] = [
    ...hair.back,
    ...arm(behindFirst),
    ...leg(behindFirst),
    ...leg(behindFirst === 0 ? 1 : 0),
    ...hood,
    ...body,
    neck,
    ellipse(head.x, head.y, head.r, head.r * 1.02, look.skin, {}, 12),
    ...facialHairShapes(head, look.build === 'grandparent' ? look.facialHair : 'none', look.hairColour),
    ...faceShapes(head, mood, shade),
    ...(look.glasses ? glassesShapes(head) : []),
    ...hair.front,
    ...arm(behindFirst === 0 ? 1 : 0),
  ];
  return { shapes, joints: j };
}
