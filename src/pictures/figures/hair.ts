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

/**
 * How an artist cuts the hair's edge: smooth (a cartoon's helmet of colour), locks (a painter's few
 * pointed locks falling onto the brow), snipped (scissors' teeth along a paper fringe) or spiky (the
 * zigzag crown a child draws). The same smooth cap in every style read as one clip-art face in six skins.
 */
export type HairCut = 'smooth' | 'locks' | 'snipped' | 'spiky';

/**
 * The fringe from ear to ear: its lowest points sit on the fringe line and every cut rises above it,
 * so locks and teeth never come down over the brows.
 */
function fringeEdge(head: Head, fringe: number, bumps: number, cut: HairCut): Point[] {
  const { x, y, r, facing } = head;
  const steps = cut === 'smooth' ? 4 : cut === 'locks' ? 6 : 10;
  return Array.from({ length: steps + 1 }, (_, step): Point => {
    const t = step / steps;
    const notch = step % 2 === 1 && step < steps;
    // Between two locks the edge runs up into the hair, the locks swept toward the way the face turns.
    const rise = !notch ? 0 : cut === 'locks' ? r * 0.2 : cut === 'snipped' || cut === 'spiky' ? r * 0.13 : 0;
    const dip = bumps && notch && cut === 'smooth' ? r * 0.16 : 0;
    const sweep = cut === 'locks' && !notch ? -facing * r * 0.08 : 0;
    return [x + r * (0.95 - 1.9 * t) + sweep, y - r * fringe + Math.sin(t * Math.PI) * r * 0.1 * facing + dip - rise];
  });
}

/** A cap over the crown from ear to ear whose lower edge is the fringe, cut the artist's way. */
function capOf(head: Head, colour: string, fringe: number, scale: number, bumps: number, cut: HairCut, grown: boolean): Shape {
  const spiky = cut === 'spiky';
  const angles = spiky ? Array.from({ length: 15 }, (_, index) => 165 + index * 15) : [165, 195, 225, 255, 285, 315, 345, 375];
  // A child's crown: every other point pushed out above the ears, into spikes, or into the round scallops
  // of a grown-up's curls (spikes on a grandparent read as a punk's).
  const out = spiky && grown ? 1.12 : 1.22;
  const crown = angles.map((angle, index) =>
    polar(head, angle, spiky && index % 2 === 1 && angle > 190 && angle < 350 ? scale * out : scale),
  );
  const smooth = cut === 'smooth' || cut === 'locks' || (spiky && grown);
  return blob([...crown, ...fringeEdge(head, fringe, bumps, cut)], colour, { smooth });
}

function braid(head: Head, side: number, colour: string, ribbon: string): Shape[] {
  const [x, y] = polar(head, side > 0 ? 20 : 160, 1.05);
  const links = [0, 1, 2].map((index) => ellipse(x + side * 2, y + head.r * (0.35 + index * 0.42), head.r * 0.24, head.r * 0.26, colour));
  return [...links, bumpy(x + side * 2, y + head.r * 1.42, head.r * 0.26, 4, head.r * 0.1, ribbon)];
}

/** The shapes behind the head and over it. */
export function hairShapes(
  kind: HairShape,
  head: Head,
  colour: string,
  accent: string,
  cut: HairCut = 'smooth',
): { back: Shape[]; front: Shape[] } {
  const { x, y, r, facing } = head;
  const cap = (fringe: number, scale: number, bumps = 0) => capOf(head, colour, fringe, scale, bumps, cut, kind.startsWith('grand'));
  switch (kind) {
    case 'short':
      return { back: [], front: [cap(0.35, 1.12)] };
    case 'curly':
      return { back: [bumpy(x, y - r * 0.15, r * 1.28, 9, r * 0.18, colour)], front: [cap(0.3, 1.2, 1)] };
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
        front: [cap(0.4, 1.14)],
      };
    case 'braids':
      return { back: [...braid(head, -1, colour, accent), ...braid(head, 1, colour, accent)], front: [cap(0.45, 1.1)] };
    case 'afro-puffs':
      // High on the crown, fluffy, each gathered by a tie: two smooth rounds at the sides read as a mouse's ears.
      return {
        back: [-1, 1].map((side) => bumpy(x + side * r * 0.74, y - r * 1.12, r * 0.74, 11, r * 0.16, colour)),
        front: [
          cap(0.55, 1.08),
          ...[-1, 1].map((side) => ellipse(x + side * r * 0.56, y - r * 0.86, r * 0.2, r * 0.11, accent, { detail: true })),
        ],
      };
    case 'baby-tuft':
      return {
        back: [],
        front: [
          cap(0.7, 1.03),
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
        front: [cap(0.3, 1.16, 1)],
      };
    case 'grandma-set':
      // A short wash-and-set of tight curls round the head, down over the ears.
      return { back: [bumpy(x, y - r * 0.18, r * 1.26, 9, r * 0.2, colour)], front: [cap(0.42, 1.14, 1)] };
    case 'grandma-crop':
      return { back: [], front: [cap(0.55, 1.06, 1)] };
    case 'grandpa-full':
      return { back: [], front: [cap(0.5, 1.1)] };
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
