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
};

/** Frames over both eyes, a bridge, and the arm back to the ear: light frames on dark skin. */
export function glassesShapes(head: Head, skin: string, kind: FaceManner['frames'] = 'bold'): Shape[] {
  const { y, r, facing } = head;
  const frame = darkSkin(skin) ? '#e6c36a' : INK;
  const { rx, ry, drop, weight } = FRAMES[kind];
  // Never finer than a pen's line at book size, or the glasses vanish on a small head.
  const width = Math.max(1.1, r * weight);
  const [near, far] = eyesOf(head);
  const ring = ({ x, narrow }: { x: number; narrow: number }) => {
    const points = Array.from({ length: 11 }, (_, index) => {
      const angle = (index / 10) * Math.PI * 2;
      return [x + Math.cos(angle) * r * rx * narrow, y + r * drop + Math.sin(angle) * r * ry] as const;
    });
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
