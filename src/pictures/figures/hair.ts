// Hair drawn as shapes, not recoloured: each style has its own silhouette, split into what sits
// behind the head (buns, puffs, long hair, braids) and what sits over it (caps, fringes, tufts).
import { blob, bumpy, ellipse, line, type Point, type Shape } from '../shapes.ts';

export type HairShape =
  | 'short'
  | 'curly'
  | 'long'
  | 'braids'
  | 'afro-puffs'
  | 'baby-tuft'
  | 'grandma-bun'
  | 'grandma-set'
  | 'grandma-crop'
  | 'grandpa-full'
  | 'grandpa-bald';

export interface Head {
  x: number;
  y: number;
  r: number;
  /** 1 when the face turns right, -1 left. */
  facing: number;
}

const polar = ({ x, y, r }: Head, degrees: number, scale = 1): Point => [
  x + Math.cos((degrees * Math.PI) / 180) * r * scale,
  y + Math.sin((degrees * Math.PI) / 180) * r * scale,
];

/** A cap over the crown from ear to ear whose lower edge is the fringe. */
function cap(head: Head, colour: string, fringe: number, scale = 1.1, bumps = 0): Shape {
  const { x, y, r, facing } = head;
  const crown = [165, 195, 225, 255, 285, 315, 345, 375].map((angle) => polar(head, angle, scale));
  const edge: Point[] = [];
  for (let step = 0; step <= 4; step++) {
    const t = step / 4;
    const dip = bumps && step % 2 === 1 ? r * 0.16 : 0;
    edge.push([x + r * (0.95 - 1.9 * t), y - r * fringe + Math.sin(t * Math.PI) * r * 0.1 * facing + dip]);
  }
  return blob([...crown, ...edge], colour);
}

function braid(head: Head, side: number, colour: string, ribbon: string): Shape[] {
  const [x, y] = polar(head, side > 0 ? 20 : 160, 1.05);
  const links = [0, 1, 2].map((index) => ellipse(x + side * 2, y + head.r * (0.35 + index * 0.42), head.r * 0.24, head.r * 0.26, colour));
  return [...links, bumpy(x + side * 2, y + head.r * 1.42, head.r * 0.26, 4, head.r * 0.1, ribbon)];
}

/** The shapes behind the head and over it. */
export function hairShapes(kind: HairShape, head: Head, colour: string, accent: string): { back: Shape[]; front: Shape[] } {
  const { x, y, r, facing } = head;
  switch (kind) {
    case 'short':
      return { back: [], front: [cap(head, colour, 0.35, 1.12)] };
    case 'curly':
      return { back: [bumpy(x, y - r * 0.15, r * 1.28, 9, r * 0.18, colour)], front: [cap(head, colour, 0.3, 1.2, 1)] };
    case 'long':
      return {
        back: [
          blob(
            [
              polar(head, 190, 1.15),
              polar(head, 270, 1.15),
              polar(head, 350, 1.15),
              [x + r * 1.25, y + r * 2.1],
              [x - r * 1.25, y + r * 2.1],
            ],
            colour,
          ),
        ],
        front: [cap(head, colour, 0.4, 1.14)],
      };
    case 'braids':
      return { back: [...braid(head, -1, colour, accent), ...braid(head, 1, colour, accent)], front: [cap(head, colour, 0.45, 1.1)] };
    case 'afro-puffs':
      // High on the crown, fluffy, each gathered by a tie: two smooth rounds at the sides read as a mouse's ears.
      return {
        back: [-1, 1].map((side) => bumpy(x + side * r * 0.74, y - r * 1.12, r * 0.74, 11, r * 0.16, colour)),
        front: [
          cap(head, colour, 0.55, 1.08),
          ...[-1, 1].map((side) => ellipse(x + side * r * 0.56, y - r * 0.86, r * 0.2, r * 0.11, accent, { detail: true })),
        ],
      };
    case 'baby-tuft':
      return {
        back: [],
        front: [
          cap(head, colour, 0.7, 1.03),
          line(
            [
              polar(head, 265, 1),
              [x - r * 0.1 * facing, y - r * 1.45],
              [x + r * 0.3 * facing, y - r * 1.4],
              [x + r * 0.2 * facing, y - r * 1.2],
            ],
            colour,
            r * 0.16,
          ),
        ],
      };
    case 'grandma-bun':
      return {
        back: [bumpy(x - facing * r * 0.55, y - r * 1.05, r * 0.55, 6, r * 0.06, colour)],
        front: [cap(head, colour, 0.3, 1.16, 1)],
      };
    case 'grandma-set':
      // A short wash-and-set of tight curls round the head, down over the ears.
      return { back: [bumpy(x, y - r * 0.18, r * 1.26, 9, r * 0.2, colour)], front: [cap(head, colour, 0.42, 1.14, 1)] };
    case 'grandma-crop':
      return { back: [], front: [cap(head, colour, 0.55, 1.06, 1)] };
    case 'grandpa-full':
      return { back: [], front: [cap(head, colour, 0.5, 1.1)] };
    case 'grandpa-bald':
      return {
        back: [
          blob([polar(head, 150, 1.12), polar(head, 185, 1.12), polar(head, 200, 0.8), polar(head, 150, 0.85)], colour),
          blob([polar(head, 30, 1.12), polar(head, 355, 1.12), polar(head, 340, 0.8), polar(head, 30, 0.85)], colour),
        ],
        front: [],
      };
  }
}
