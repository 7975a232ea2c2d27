// Faces carry feeling: eyes with a highlight, brows, a nose, a mouth that smiles or opens, a blush;
// turned three-quarters toward whoever the figure is with. Glasses and facial hair make silhouettes.
import type { FacialHair } from '../family.ts';
import { arc, blob, ellipse, line, type Shape } from '../shapes.ts';
import type { Head } from './hair.ts';
import { BLUSH, INK, LIPS, WHITE } from './palette.ts';

export type Mood = 'smile' | 'open' | 'calm' | 'sleepy' | 'surprised';

/** The centre of the face: turned toward `facing`. */
export const faceCentre = ({ x, r, facing }: Head) => x + facing * r * 0.24;

export function faceShapes(head: Head, mood: Mood, skinShade: string): Shape[] {
  const { y, r, facing } = head;
  const fx = faceCentre(head);
  const eyeY = y + r * 0.08;
  const eyes = [fx - r * 0.36, fx + r * 0.36];
  const closed = mood === 'sleepy';
  const marks: Shape[] = [ellipse(head.x - facing * r * 0.88, y + r * 0.12, r * 0.2, r * 0.26, skinShade)];
  for (const ex of eyes) {
    marks.push(ellipse(ex + facing * r * 0.08, eyeY + r * 0.42, r * 0.17, r * 0.12, BLUSH, { opacity: 0.45, detail: true }));
    if (closed) marks.push(arc(ex, eyeY - r * 0.02, r * 0.13, r * 0.09, 0.2, Math.PI - 0.2, INK, r * 0.07, { detail: true }));
    else {
      const tall = mood === 'surprised' ? 0.19 : 0.15;
      marks.push(ellipse(ex + facing * r * 0.03, eyeY, r * 0.1, r * tall, INK, { detail: true }, 8));
      marks.push(ellipse(ex + facing * r * 0.07, eyeY - r * 0.06, r * 0.045, r * 0.045, WHITE, { detail: true }, 6));
    }
    const lift = mood === 'surprised' ? 0.12 : mood === 'calm' || closed ? -0.02 : 0.04;
    marks.push(
      line(
        [
          [ex - r * 0.15, eyeY - r * (0.3 + lift) + r * 0.04],
          [ex, eyeY - r * (0.36 + lift)],
          [ex + r * 0.15, eyeY - r * (0.3 + lift) + r * 0.03],
        ],
        INK,
        r * 0.07,
        { detail: true },
      ),
    );
  }
  marks.push(
    arc(
      fx + facing * r * 0.12,
      y + r * 0.3,
      r * 0.1,
      r * 0.08,
      facing > 0 ? -0.6 : 0.6 + Math.PI * 0.5,
      facing > 0 ? 1.8 : Math.PI + 0.6,
      skinShade,
      r * 0.08,
      { detail: true },
    ),
  );
  const mouthY = y + r * 0.56;
  if (mood === 'open' || mood === 'surprised') {
    const wide = mood === 'open' ? 0.22 : 0.1;
    marks.push(
      blob(
        [
          [fx - r * wide, mouthY - r * 0.04],
          [fx + r * wide, mouthY - r * 0.04],
          [fx + r * wide * 0.6, mouthY + r * 0.18],
          [fx - r * wide * 0.6, mouthY + r * 0.18],
        ],
        LIPS,
        { detail: true },
      ),
    );
  } else {
    const width = mood === 'smile' ? 0.22 : 0.14;
    marks.push(arc(fx, mouthY - r * 0.1, r * width, r * 0.14, 0.35, Math.PI - 0.35, LIPS, r * 0.08, { detail: true }));
  }
  return marks;
}

export function glassesShapes(head: Head): Shape[] {
  const { y, r, facing } = head;
  const fx = faceCentre(head);
  const ring = (cx: number) => {
    const points = Array.from({ length: 9 }, (_, index) => {
      const angle = (index / 8) * Math.PI * 2;
      return [cx + Math.cos(angle) * r * 0.25, y + r * 0.08 + Math.sin(angle) * r * 0.22] as const;
    });
    return line(points, INK, r * 0.07, { detail: true, smooth: false });
  };
  return [
    ring(fx - r * 0.36),
    ring(fx + r * 0.36),
    line(
      [
        [fx - r * 0.11, y + r * 0.05],
        [fx + r * 0.11, y + r * 0.05],
      ],
      INK,
      r * 0.06,
      { detail: true },
    ),
    line(
      [
        [fx - facing * r * 0.6, y + r * 0.05],
        [head.x - facing * r * 0.9, y],
      ],
      INK,
      r * 0.06,
      { detail: true },
    ),
  ];
}

export function facialHairShapes(head: Head, kind: FacialHair, colour: string): Shape[] {
  const { y, r } = head;
  const fx = faceCentre(head);
  const moustache = blob(
    [
      [fx - r * 0.32, y + r * 0.52],
      [fx, y + r * 0.36],
      [fx + r * 0.32, y + r * 0.52],
      [fx, y + r * 0.46],
    ],
    colour,
  );
  if (kind === 'moustache') return [moustache];
  if (kind === 'beard') {
    const beard = blob(
      [
        [head.x - r * 0.9, y + r * 0.1],
        [fx - r * 0.55, y + r * 0.7],
        [fx, y + r * 1.45],
        [fx + r * 0.6, y + r * 0.7],
        [head.x + r * 0.92, y + r * 0.1],
        [fx + r * 0.4, y + r * 0.62],
        [fx - r * 0.4, y + r * 0.62],
      ],
      colour,
    );
    return [beard, moustache];
  }
  return [];
}
