// Faces carry the moment: a laugh squeezes the eyes shut into arches and opens the mouth wide, and a shut
// eye on dark skin keeps a pale lid under its line so the face still reads; a grandparent's face shows its years.
import { describe, expect, test } from 'vitest';
import type { Shape } from '../shapes.ts';
import { faceShapes } from './face.ts';
import { type FaceManner, PLAIN_MANNER } from './manner.ts';
import { INK, SKIN } from './palette.ts';

const head = { x: 100, y: 100, r: 20, facing: 1 };
const skinShade = '#7a5a4a';
const lines = (mood: 'laugh' | 'sleepy' | 'smile', skin: string) =>
  faceShapes(head, mood, skin, skinShade, PLAIN_MANNER.face).filter((shape) => !shape.closed && shape.width !== undefined);

describe('a face', () => {
  test('laughing: the eyes are arches over the eye (no pupils) and the mouth opens with a tongue', () => {
    const laugh = faceShapes(head, 'laugh', SKIN.porcelain, skinShade, PLAIN_MANNER.face);
    const smile = faceShapes(head, 'smile', SKIN.porcelain, skinShade, PLAIN_MANNER.face);
    const pupils = (shapes: typeof laugh) => shapes.filter((shape) => shape.closed && shape.colour === INK).length;
    expect(pupils(smile)).toBe(2);
    expect(pupils(laugh)).toBe(0);
    const arches = lines('laugh', SKIN.porcelain).filter((shape) => shape.colour === INK && shape.points.length > 3);
    // An arch bows upward: its middle above its ends.
    for (const arch of arches.slice(0, 2)) {
      const middle = arch.points[Math.floor(arch.points.length / 2)];
      expect(middle[1]).toBeLessThan(arch.points[0][1]);
    }
    expect(laugh.filter((shape) => shape.colour === '#e8797a')).toHaveLength(1);
  });

  test.each(['laugh', 'sleepy'] as const)('%s on dark skin: a pale lid under each shut eye; on light skin none', (mood) => {
    // The lid is the broad stroke under the eye's line (the mouth and brows are finer).
    const pale = (skin: string) => lines(mood, skin).filter((shape) => shape.colour !== INK && (shape.width ?? 0) > head.r * 0.12);
    expect(pale(SKIN.ebony)).toHaveLength(2);
    expect(pale(SKIN.porcelain)).toHaveLength(0);
  });

  // A smile line from the nose to the mouth's corner read as "a scar", "a brown streak" and "a moustache" in the
  // fault checks after review 148: the years show at the eye alone.
  test("a grandparent's face has crow's feet inside the head beside the near eye and no line down the cheek; a child's has none", () => {
    const extra = (aged: boolean) =>
      faceShapes(head, 'smile', SKIN.porcelain, skinShade, PLAIN_MANNER.face, aged).filter(
        (shape) => !shape.closed && shape.colour !== INK,
      );
    const creases = extra(true).filter((shape) => !extra(false).some((other) => other.points.join() === shape.points.join()));
    expect(creases).toHaveLength(3);
    for (const crease of creases)
      for (const [x, y] of crease.points) {
        expect(Math.hypot(x - head.x, y - head.y)).toBeLessThan(head.r);
        expect(y).toBeLessThan(head.y + head.r * 0.2);
      }
  });

  test("an artist's layout sets the eyes wider apart and every feature lower down the face, the ear where it was", () => {
    const pupils = (face: FaceManner) =>
      faceShapes(head, 'smile', SKIN.porcelain, skinShade, face).filter((shape) => shape.closed && shape.colour === INK);
    const middle = (shape: Shape) =>
      shape.points.reduce(([x, y], [px, py]) => [x + px / shape.points.length, y + py / shape.points.length], [0, 0]);
    const [plain, laid] = [pupils(PLAIN_MANNER.face), pupils({ ...PLAIN_MANNER.face, layout: { spread: 1.2, drop: 0.15 } })];
    const apart = (eyes: Shape[]) => Math.abs(middle(eyes[0])[0] - middle(eyes[1])[0]);
    expect(apart(laid) / apart(plain)).toBeGreaterThan(1.15);
    expect(middle(laid[0])[1] - middle(plain[0])[1]).toBeCloseTo(head.r * 0.15, 5);
    const ears = (face: FaceManner) =>
      faceShapes(head, 'smile', SKIN.porcelain, skinShade, face).filter((shape) => shape.closed && shape.colour !== INK)[0];
    expect(ears({ ...PLAIN_MANNER.face, layout: { spread: 1.2, drop: 0.15 } }).points).toEqual(ears(PLAIN_MANNER.face).points);
  });
});
