// Faces carry feeling: eyes with a highlight, brows that move with the mood, a mouth that smiles or
// opens, cheeks; turned three-quarters toward whoever the figure is with (the near eye larger, the far
// one foreshortened, an ear on the far side). On dark skin the eyes get a light rim (and the glasses,
// glasses.ts, a light frame), so they read at any size.
import { lightness, mix } from '../colour.ts';
import { arc, ellipse, line, type Point, type Shape } from '../shapes.ts';
import { ageLines } from './age-lines.ts';
import type { Head } from './hair.ts';
import type { FaceManner } from './manner.ts';
import type { Mood } from './mood.ts';
import { mouthShapes } from './mouth.ts';
import { BLUSH, INK, WHITE } from './palette.ts';

/** Where the face's middle is: turned three-quarters toward `facing`. */
export const faceCentre = ({ x, r, facing }: Head) => x + facing * r * 0.3;

/** The head as its features are placed on it: moved down the face by the artist's `drop`. */
export const featuresOf = (head: Head, face: FaceManner): Head => ({ ...head, y: head.y + head.r * (face.layout?.drop ?? 0) });

/**
 * The two eyes, near one first, as far apart as the artist sets them: the far eye sits closer to the
 * middle and narrower, as a turned head shows it.
 */
export function eyesOf(head: Head, spread = 1): { x: number; y: number; narrow: number }[] {
  const fx = faceCentre(head);
  const y = head.y + head.r * 0.04;
  const turned = Math.abs(head.facing);
  const side = Math.sign(head.facing) || 1;
  return [
    { x: fx + side * head.r * (0.33 * spread + 0.03 * turned), y, narrow: 1 },
    { x: fx - side * head.r * (0.33 * spread - 0.03 * turned), y, narrow: 1 - 0.2 * turned },
  ];
}

/** Below this lightness a skin gets light rims round its eyes and light glasses frames. */
export const darkSkin = (skin: string) => lightness(skin) < 0.36;

function eye(head: Head, at: { x: number; y: number; narrow: number }, mood: Mood, face: FaceManner, skin: string): Shape[] {
  const { r, facing } = head;
  const size = r * face.eyeSize;
  const detail = { detail: true } as const;
  if (mood === 'sleepy' || mood === 'laugh') {
    // Shut: asleep, the lids curve down; laughing, the eyes squeeze into arches over the lifted cheeks.
    const [from, to, drop, ry] =
      mood === 'laugh' ? [Math.PI + 0.25, Math.PI * 2 - 0.25, size * 0.05, size * 0.12] : [0.2, Math.PI - 0.2, 0, size * 0.09];
    const lashes = (colour: string, width: number, lift = 0) =>
      arc(at.x, at.y + drop - lift, size * 0.15 * at.narrow, ry, from, to, colour, width, detail);
    // On dark skin a shut eye's dark line vanishes: a pale lid under it keeps the face a face. Asleep, the lid
    // sits over the lashes, a little less pale: a band round the line read as the whites of half-open eyes,
    // "ill rather than sleepy" (review 97).
    const lid = mood === 'sleepy' ? lashes(mix(skin, WHITE, 0.38), r * 0.16, r * 0.07) : lashes(mix(skin, WHITE, 0.5), r * 0.16);
    return darkSkin(skin) ? [lid, lashes(INK, r * 0.07)] : [lashes(INK, r * 0.07)];
  }
  const tall = mood === 'surprised' ? 1.25 : 1;
  const look = facing * size * 0.03;
  const marks: Shape[] = [];
  const pupil = (rx: number, ry: number) => ellipse(at.x + look, at.y, rx * at.narrow, ry * tall, INK, detail, 8);
  if (face.whites) {
    marks.push(ellipse(at.x, at.y, size * 0.17 * at.narrow, size * 0.22 * tall, WHITE, detail, 10), pupil(size * 0.1, size * 0.13));
  } else {
    if (darkSkin(skin)) marks.push(ellipse(at.x, at.y, size * 0.16 * at.narrow, size * 0.17 * tall, mix(skin, WHITE, 0.55), detail, 8));
    const [rx, ry] = { dot: [0.1, 0.11], oval: [0.1, 0.14], almond: [0.09, 0.1], button: [0.12, 0.12] }[face.eye];
    marks.push(pupil(size * rx, size * ry));
  }
  marks.push(ellipse(at.x + look + facing * size * 0.04, at.y - size * 0.05, size * 0.045, size * 0.045, WHITE, detail, 6));
  if (face.eye === 'almond')
    marks.push(
      arc(at.x, at.y + size * 0.02, size * 0.15 * at.narrow, size * 0.12, Math.PI + 0.3, Math.PI * 2 - 0.3, INK, r * 0.05, detail),
    );
  return marks;
}

function brow(head: Head, at: { x: number; y: number; narrow: number }, mood: Mood, face: FaceManner): Shape {
  const { r } = head;
  const lift = mood === 'surprised' ? 0.12 : mood === 'calm' || mood === 'sleepy' ? -0.03 : 0.04;
  const half = r * 0.15 * at.narrow * face.eyeSize;
  const y = at.y - r * (0.3 + lift) * Math.max(1, face.eyeSize * 0.9);
  // A worried or happy brow tilts up in the middle of the face.
  const inner = mood === 'surprised' ? -r * 0.03 : r * 0.01;
  const toward = head.facing * (at.x > head.x === head.facing > 0 ? -1 : 1);
  const points: Point[] = [
    [at.x - half, y + r * 0.03],
    [at.x, y - r * 0.03],
    [at.x + half, y + r * 0.03],
  ];
  points[toward > 0 ? 2 : 0] = [points[toward > 0 ? 2 : 0][0], points[toward > 0 ? 2 : 0][1] + inner];
  return line(points, INK, r * 0.075, { detail: true });
}

/** A mouth in the skin's own darker tone (lighter on dark skin), red only in the tongue: a red mouth read as lipstick. */
const mouthColour = (skin: string) => (darkSkin(skin) ? mix(skin, '#e9a08f', 0.5) : mix(skin, '#5e2320', 0.62));

/** The features, over the skin: ear, cheeks, eyes and brows, nose, mouth. */
export function faceShapes(skull: Head, mood: Mood, skin: string, skinShade: string, face: FaceManner, aged = false): Shape[] {
  const head = featuresOf(skull, face);
  const { y, r, facing } = head;
  const fx = faceCentre(head);
  const eyes = eyesOf(head, face.layout?.spread);
  const cheekOpacity = face.cheeks === 'round' ? 0.55 : 0.35;
  // The far ear shows on a turned head (skin with its shaded hollow: a dark oval read as a brown dot);
  // a face drawn straight at us has its ears behind its cheeks.
  const ear = (at: number) => [
    ellipse(at, skull.y + r * 0.1, r * 0.17, r * 0.24, mix(skin, skinShade, 0.45), { detail: true }),
    ellipse(at + facing * r * 0.03, skull.y + r * 0.12, r * 0.07, r * 0.13, skinShade, { detail: true }),
  ];
  const marks: Shape[] = Math.abs(facing) >= 0.5 ? ear(head.x - facing * r * 0.82) : [];
  if (aged && mood !== 'sleepy' && mood !== 'laugh') marks.push(...ageLines(head, eyes[0], skinShade));
  // The blush high on the cheek, under the near eye and clear of the mouth's corner: touching it, a smile
  // read as "a red mouth smear".
  marks.push(ellipse(eyes[0].x + facing * r * 0.1, y + r * 0.3, r * 0.13, r * 0.1, BLUSH, { opacity: cheekOpacity, detail: true }));
  for (const at of eyes) marks.push(...eye(head, at, mood, face, skin), brow(head, at, mood, face));
  if (face.nose === 'line')
    marks.push(
      arc(
        fx + facing * r * 0.14,
        y + r * 0.28,
        r * 0.09,
        r * 0.08,
        facing > 0 ? -0.6 : 0.6 + Math.PI * 0.5,
        facing > 0 ? 1.8 : Math.PI + 0.6,
        skinShade,
        r * 0.08,
        { detail: true },
      ),
    );
  if (face.nose === 'dot') marks.push(ellipse(fx + facing * r * 0.14, y + r * 0.3, r * 0.07, r * 0.05, skinShade, { detail: true }, 6));
  return [...marks, ...mouthShapes(head, mood, fx, mouthColour(skin), face.mouth)];
}
