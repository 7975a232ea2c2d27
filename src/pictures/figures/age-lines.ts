// A grown-up's years in a face, drawn as features so every artist inks them as it inks an eye.
import { mix } from '../colour.ts';
import { line, type Point, type Shape } from '../shapes.ts';
import type { Head } from './hair.ts';
import { INK } from './palette.ts';

/**
 * A grown-up's years in a face: crow's feet fanning from the outer corner of the near eye, in a shade a little
 * deeper than the skin's. Without them a grandma with dark hair read as the child's mother. (A smile line from the
 * nose to the mouth's corner read as "a scar", "a brown streak" and "a moustache" in four fault checks after review 148.)
 */
export function ageLines(head: Head, near: { x: number; y: number }, skinShade: string): Shape[] {
  const crease = mix(skinShade, INK, 0.3);
  const { r, facing } = head;
  const side = Math.sign(facing) || 1;
  // Between the eye and the cheek's edge: fanned out any further, they stuck out of the head like whiskers.
  const corner: Point = [near.x + side * r * 0.17, near.y];
  const style = { detail: true, opacity: 0.8 } as const;
  const fan = [-0.35, 0.05, 0.45].map((turn) =>
    line(
      // Three points: a brush needs a middle to swell in.
      [
        [corner[0], corner[1] + turn * r * 0.06],
        [corner[0] + side * r * 0.07, corner[1] + turn * r * 0.14],
        [corner[0] + side * r * 0.14, corner[1] + turn * r * 0.24],
      ],
      crease,
      r * 0.08,
      { ...style, smooth: false },
    ),
  );
  return fan;
}
