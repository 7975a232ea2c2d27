// Glasses as each artist draws them, over both eyes with a bridge and an arm back to the ear: a bold
// round rim or fine wire, in a light frame on dark skin so they read at any size.

import { line, type Shape } from '../shapes.ts';
import { darkSkin, eyesOf } from './face.ts';
import type { Head } from './hair.ts';
import type { FaceManner } from './manner.ts';
import { INK } from './palette.ts';

/** Rims by kind: their size against the head, how low on the face, and the line's weight. */
const FRAMES = {
  bold: { rx: 0.26, ry: 0.23, drop: 0.05, weight: 0.075 },
  wire: { rx: 0.24, ry: 0.21, drop: 0.05, weight: 0.04 },
  square: { rx: 0.27, ry: 0.21, drop: 0.05, weight: 0.07 },
  half: { rx: 0.23, ry: 0.15, drop: 0.16, weight: 0.045 },
};

/**
 * Where a rim runs, as points on a unit circle: round; a rounded square (chunky frames); or reading glasses'
 * half-moons, the lower curve and a straight top below the eyes. Every artist drawing the same round rims
 * read as "identical round glasses" from one kit (review 114).
 */
const RIMS: Record<keyof typeof FRAMES, readonly (readonly [number, number])[]> = {
  bold: circle(10),
  wire: circle(10),
  square: circle(16).map(([x, y]) => [Math.sign(x) * Math.abs(x) ** 0.55, Math.sign(y) * Math.abs(y) ** 0.55] as const),
  half: [...circle(10).slice(0, 6), [1, 0]],
};

function circle(steps: number): (readonly [number, number])[] {
  return Array.from(
    { length: steps + 1 },
    (_, index) => [Math.cos((index / steps) * Math.PI * 2), Math.sin((index / steps) * Math.PI * 2)] as const,
  );
}

/** Frames over both eyes, a bridge, and the arm back to the ear: light frames on dark skin. */
export function glassesShapes(head: Head, skin: string, kind: FaceManner['frames'] = 'bold', spread = 1): Shape[] {
  const { y, r, facing } = head;
  const frame = darkSkin(skin) ? '#e6c36a' : INK;
  const { rx, ry, drop, weight } = FRAMES[kind];
  // Never finer than a pen's line at book size, or the glasses vanish on a small head.
  const width = Math.max(1.1, r * weight);
  const [near, far] = eyesOf(head, spread);
  const ring = ({ x, narrow }: { x: number; narrow: number }) => {
    const points = RIMS[kind].map(([cos, sin]) => [x + cos * r * rx * narrow, y + r * drop + sin * r * ry] as const);
    return line(points, frame, width, { detail: true, smooth: false });
  };
  const bridge = (near.x + far.x) / 2;
  const arm =
    Math.abs(facing) >= 0.5
      ? [
          line(
            [
              [far.x - facing * r * rx * far.narrow, y + r * (drop - 0.02)],
              [head.x - facing * r * 0.78, y],
            ],
            frame,
            width * 0.87,
            { detail: true },
          ),
        ]
      : [];
  return [
    ring(near),
    ring(far),
    ...arm,
    line(
      [
        [bridge - r * 0.08, y + r * (drop - 0.03)],
        [bridge + r * 0.08, y + r * (drop - 0.03)],
      ],
      frame,
      width * 0.87,
      { detail: true },
    ),
  ];
}
