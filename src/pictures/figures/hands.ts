// A hand at the end of the forearm, turned along it, drawn as its artist draws hands: a watercolourist's
// mitten with its fingers notched, a cartoonist's puffy three-fingered hand, a pen draughtsman's small
// hand with long closed fingers, a gouache painter's chunky paw. One mitten for every artist was part of
// "the same clip-art figures under six media" (reviews 117-120). Every outline starts and ends either side
// of the wrist at the same place, so an artist that redraws a hand (a child's rake, a paper doll's round
// piece) reads the wrist back from any of them (marks/limb-geometry.ts).
import { blob, type Point, type Shape } from '../shapes.ts';
import type { HandShape } from './manner.ts';
import type { Joints } from './pose.ts';
import type { Proportions } from './proportions.ts';

/**
 * Each hand's outline along the forearm (x) and across it (y), in hand radii, the thumb on the upper
 * side, and its size against the mitten's.
 */
const HANDS: Record<HandShape, { size: number; outline: readonly Point[] }> = {
  // A palm, a thumb up, and four fingers whose tips and notches show at book size (a paddle before).
  mitten: {
    size: 1,
    outline: [
      [-0.45, -0.62],
      [0.1, -0.78],
      [0.3, -1.3],
      [0.62, -1.12],
      [0.6, -0.62],
      [1.28, -0.6],
      [1.0, -0.32],
      [1.46, -0.2],
      [1.06, 0.02],
      [1.42, 0.22],
      [1.02, 0.38],
      [1.2, 0.6],
      [0.4, 0.8],
      [-0.45, 0.62],
    ],
  },
  // A cartoon hand: big and puffy, a round palm, a fat thumb and three fat fingers.
  glove: {
    size: 1.12,
    outline: [
      [-0.45, -0.62],
      [0.05, -0.9],
      [0.15, -1.4],
      [0.5, -1.5],
      [0.7, -1.1],
      [0.75, -0.78],
      [1.25, -0.82],
      [1.55, -0.5],
      [1.3, -0.2],
      [1.68, 0.02],
      [1.45, 0.36],
      [1.58, 0.62],
      [1.25, 0.9],
      [0.55, 0.95],
      [-0.45, 0.62],
    ],
  },
  // A pen draughtsman's hand: small, the thumb apart and the fingers long, closed and tapering.
  slender: {
    size: 0.92,
    outline: [
      [-0.45, -0.62],
      [0.2, -0.72],
      [0.42, -1.22],
      [0.64, -1.08],
      [0.72, -0.56],
      [1.45, -0.42],
      [2.0, -0.12],
      [1.6, 0.2],
      [1.0, 0.55],
      [-0.45, 0.62],
    ],
  },
  // A gouache painter's hand: one chunky rounded mass and its thumb, no fingers picked out.
  paw: {
    size: 1.12,
    outline: [
      [-0.45, -0.62],
      [0.1, -0.86],
      [0.32, -1.28],
      [0.7, -1.08],
      [0.78, -0.72],
      [1.25, -0.62],
      [1.5, -0.18],
      [1.42, 0.32],
      [1.0, 0.72],
      [0.3, 0.84],
      [-0.45, 0.62],
    ],
  },
};

/** A hand at the wrist, turned along the forearm, the thumb on whichever side of it is up. */
export function hand(j: Joints, side: 0 | 1, size: Proportions, s: number, skin: string, drawn: HandShape = 'mitten'): Shape {
  const [elbow, wrist] = [j.elbows[side], j.hands[side]];
  const angle = Math.atan2(wrist[1] - elbow[1], wrist[0] - elbow[0]);
  const { size: grown, outline } = HANDS[drawn];
  const r = size.limb * 0.66 * s * 0.92 * grown;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const up = cos >= 0 ? 1 : -1;
  const points = outline.map(([u, v]): Point => [wrist[0] + r * (u * cos - up * v * sin), wrist[1] + r * (u * sin + up * v * cos)]);
  return blob(points, skin, { part: 'hand' });
}
