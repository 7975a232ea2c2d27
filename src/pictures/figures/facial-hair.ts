// A grandparent's moustache or beard in the hair's colour: silhouettes that tell grandparents apart.
import { darker } from '../colour.ts';
import type { FacialHair } from '../family.ts';
import { blob, line, type Shape } from '../shapes.ts';
import { faceCentre } from './face.ts';
import type { Head } from './hair.ts';

/** The moustache, or a beard with its moustache and locks; nothing for 'none'. */
export function facialHairShapes(head: Head, kind: FacialHair, colour: string): Shape[] {
  const { y, r } = head;
  const fx = faceCentre(head) + head.facing * r * 0.06;
  const moustache = blob(
    [
      [fx - r * 0.34, y + r * 0.5],
      [fx, y + r * 0.33],
      [fx + r * 0.34, y + r * 0.5],
      [fx, y + r * 0.44],
    ],
    colour,
  );
  if (kind === 'moustache') return [moustache];
  if (kind === 'beard') {
    // Along the jaw and round the chin, meeting the moustache at the mouth's corners, open over the cheeks:
    // one band across the lower face read as a mask, and a band under the mouth as a strap.
    // Its lower edge in locks (in and out along the jaw), so it reads as hair rather than a cut-out shape.
    // The sideburns start below the glasses' arms: begun at the eyes, the arm ran across them like a strap's buckle.
    // Its edge up the cheek in tufts, in and out, from the sideburn toward the moustache: one clean curve
    // there read as the edge of "a mask" (reviews 113, 115).
    const cheek = (side: 1 | -1): [number, number][] => {
      const [from, to]: [number, number][] = [
        [head.x + side * r * 0.78, y + r * 0.32],
        [fx + side * r * 0.44, y + r * 0.44],
      ];
      return [0, 0.33, 0.66, 1].map((t, index) => [
        from[0] + (to[0] - from[0]) * t,
        from[1] + (to[1] - from[1]) * t + (index % 2 ? -r * 0.07 : r * 0.02),
      ]);
    };
    const beard = blob(
      [
        [head.x - r * 0.93, y + r * 0.2],
        [fx - r * 0.86, y + r * 0.5],
        [fx - r * 0.6, y + r * 0.78],
        [fx - r * 0.44, y + r * 1.05],
        [fx - r * 0.22, y + r * 1.08],
        [fx, y + r * 1.34],
        [fx + r * 0.22, y + r * 1.08],
        [fx + r * 0.44, y + r * 1.05],
        [fx + r * 0.6, y + r * 0.78],
        [fx + r * 0.86, y + r * 0.5],
        [head.x + r * 0.93, y + r * 0.2],
        ...cheek(1),
        [fx + r * 0.4, y + r * 0.46],
        [fx, y + r * 0.66],
        [fx - r * 0.4, y + r * 0.46],
        ...cheek(-1).reverse(),
      ],
      colour,
    );
    // A few locks drawn down the chin in a deeper shade: a flat beard with nothing in it read as a mask.
    const lock = (dx: number, from: number, to: number, lean: number) =>
      line(
        [
          [fx + r * dx, y + r * from],
          [fx + r * (dx + lean * 0.5), y + r * (from + to) * 0.5],
          [fx + r * (dx + lean), y + r * to],
        ],
        darker(colour, 0.3),
        Math.max(0.9, r * 0.06),
        { detail: true },
      );
    return [beard, moustache, lock(-0.42, 0.72, 0.92, 0.08), lock(0, 0.86, 1.16, 0), lock(0.42, 0.72, 0.92, -0.08)];
  }
  return [];
}
