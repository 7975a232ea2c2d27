// Mouths carry the moment, each drawn the artist's way: modelled (a curved smile, a laugh with teeth
// and tongue), doodled (a child's wide crayon U, a laugh as a filled D, a surprised O ring) or cut
// (half-moons of paper, a tongue piece laid in). One mouth in every style read as one clip-art face.
import { arc, blob, ellipse, type Point, type Shape } from '../shapes.ts';
import type { Head } from './hair.ts';
import type { Mood } from './mood.ts';
import { WHITE } from './palette.ts';

export type MouthStyle = 'modelled' | 'doodled' | 'cut';

const TONGUE = '#e8797a';

/** The mouth a modelled face has: a curved line, or open with teeth and a tongue. */
function modelled(head: Head, mood: Mood, centre: number, colour: string): Shape[] {
  const { y, r } = head;
  const fx = centre + head.facing * r * 0.06;
  const mouthY = y + r * 0.52;
  if (mood === 'laugh') {
    // Wide open with joy: a flat top, a deep round bottom, the tongue showing.
    const laughing: Point[] = [
      [fx - r * 0.26, mouthY - r * 0.06],
      [fx + r * 0.26, mouthY - r * 0.06],
      [fx + r * 0.16, mouthY + r * 0.16],
      [fx, mouthY + r * 0.24],
      [fx - r * 0.16, mouthY + r * 0.16],
    ];
    // A row of top teeth under the flat top: a dark open mouth with nothing in it read as a moustache.
    const teeth: Point[] = [
      [fx - r * 0.2, mouthY - r * 0.05],
      [fx + r * 0.2, mouthY - r * 0.05],
      [fx + r * 0.16, mouthY + r * 0.03],
      [fx - r * 0.16, mouthY + r * 0.03],
    ];
    return [
      blob(laughing, colour, { detail: true }),
      blob(teeth, WHITE, { detail: true }),
      ellipse(fx, mouthY + r * 0.14, r * 0.11, r * 0.06, TONGUE, { detail: true }, 6),
    ];
  }
  if (mood === 'open' || mood === 'surprised') {
    const wide = mood === 'open' ? 0.22 : 0.1;
    const deep = mood === 'open' ? 0.2 : 0.18;
    const shape: Point[] = [
      [fx - r * wide, mouthY - r * 0.03],
      [fx + r * wide, mouthY - r * 0.03],
      [fx + r * wide * 0.55, mouthY + r * deep],
      [fx - r * wide * 0.55, mouthY + r * deep],
    ];
    const open = [blob(shape, colour, { detail: true })];
    if (mood === 'open') open.push(ellipse(fx, mouthY + r * deep * 0.7, r * wide * 0.45, r * 0.05, TONGUE, { detail: true }, 6));
    return open;
  }
  const width = mood === 'smile' ? 0.24 : 0.15;
  return [arc(fx, mouthY - r * 0.12, r * width, r * 0.15, 0.35, Math.PI - 0.35, colour, r * 0.08, { detail: true })];
}

/** A child's mouth: one wide crayon U, a laugh a filled D, surprise an O. */
function doodled(head: Head, mood: Mood, fx: number, colour: string): Shape[] {
  const { y, r } = head;
  const mouthY = y + r * 0.5;
  if (mood === 'laugh' || mood === 'open') {
    const wide = mood === 'laugh' ? 0.34 : 0.26;
    const d = Array.from({ length: 7 }, (_, index): Point => {
      const angle = (index / 6) * Math.PI;
      return [fx + Math.cos(angle) * r * wide, mouthY - r * 0.06 + Math.sin(angle) * r * wide * 0.85];
    });
    // The tongue at the bottom of the D: a dark D alone read as a brown blob on a pale face.
    return [
      blob(d, colour, { detail: true, smooth: false }),
      ellipse(fx, mouthY + r * wide * 0.55, r * wide * 0.45, r * wide * 0.22, TONGUE, { detail: true }, 6),
    ];
  }
  if (mood === 'surprised') return [arc(fx, mouthY + r * 0.06, r * 0.1, r * 0.12, 0, Math.PI * 2, colour, r * 0.08, { detail: true })];
  const width = mood === 'smile' ? 0.38 : 0.22;
  return [arc(fx, mouthY - r * 0.18, r * width, r * 0.24, 0.45, Math.PI - 0.45, colour, r * 0.1, { detail: true })];
}

/** A paper mouth: a half-moon cut flat along the top, a tongue piece laid in when it opens. */
function cut(head: Head, mood: Mood, centre: number, colour: string): Shape[] {
  const { y, r } = head;
  const fx = centre + head.facing * r * 0.05;
  const mouthY = y + r * 0.46;
  const [wide, deep] = {
    laugh: [0.27, 0.26],
    open: [0.22, 0.22],
    smile: [0.2, 0.13],
    surprised: [0.09, 0.16],
    calm: [0.13, 0.06],
    sleepy: [0.1, 0.05],
  }[mood];
  if (mood === 'surprised') return [ellipse(fx, mouthY + r * 0.08, r * wide, r * deep, colour, { detail: true }, 8)];
  const moon = Array.from({ length: 7 }, (_, index): Point => {
    const angle = (index / 6) * Math.PI;
    return [fx + Math.cos(angle) * r * wide, mouthY + Math.sin(angle) * r * deep];
  });
  const pieces = [blob(moon, colour, { detail: true, smooth: false })];
  if (mood === 'laugh' || mood === 'open')
    pieces.push(ellipse(fx, mouthY + r * deep * 0.62, r * wide * 0.5, r * deep * 0.3, TONGUE, { detail: true }, 6));
  return pieces;
}

/** The mouth under the face's middle (`centre`, turned with the head), drawn the artist's way. */
export function mouthShapes(head: Head, mood: Mood, centre: number, colour: string, style: MouthStyle = 'modelled'): Shape[] {
  const draw = { doodled, cut, modelled }[style];
  return draw(head, mood, centre, colour);
}
