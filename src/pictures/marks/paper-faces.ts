// Hair and beards as a paper cutter cuts them: pieces that frame the face rather than cover it. A
// fringe or a cap is trimmed to a band above the brows, a beard to the jaw below the mouth (the sides
// may still run down as sideburns), and a big ball of curls behind the head cut a little smaller, so
// the face piece — eyes, brows, mouth — always shows. Shapes in, shapes out, picture coordinates.
import { HAIRS, SKINS } from '../figures/palette.ts';
import type { Layers, Point, Shape } from '../shapes.ts';

type Face = { left: number; top: number; width: number; height: number };

function faceOf(shape: Shape): Face {
  const xs = shape.points.map(([x]) => x);
  const ys = shape.points.map(([, y]) => y);
  const [left, top] = [Math.min(...xs), Math.min(...ys)];
  return { left, top, width: Math.max(...xs) - left, height: Math.max(...ys) - top };
}

/** Shares of the face's height: where a fringe must end above the brows, where a beard may begin below the mouth. */
const FRINGE = 0.3;
const JAW = 0.8;
const CHEEK = 0.62;

/** One hair piece cut back from the face. */
function trimmed(hair: Shape, face: Face): Shape {
  const ys = hair.points.map(([, y]) => y);
  const centre = (Math.min(...ys) + Math.max(...ys)) / 2;
  const [middleY, middleX] = [face.top + face.height / 2, face.left + face.width / 2];
  const central = ([x]: Point, share: number) => Math.abs(x - middleX) < (face.width / 2) * share;
  if (hair.part !== 'head') {
    // A ball of hair behind the head: a little smaller round the face's middle.
    const scale = 0.9;
    return { ...hair, points: hair.points.map(([x, y]) => [middleX + (x - middleX) * scale, middleY + (y - middleY) * scale]) };
  }
  if (centre < middleY) {
    const limit = face.top + face.height * FRINGE;
    return { ...hair, points: hair.points.map((point): Point => (central(point, 0.8) ? [point[0], Math.min(point[1], limit)] : point)) };
  }
  const [jaw, cheek] = [face.top + face.height * JAW, face.top + face.height * CHEEK];
  return {
    ...hair,
    points: hair.points.map((point): Point => [point[0], Math.max(point[1], central(point, 0.6) ? jaw : cheek)]),
  };
}

/** Every person's hair cut back from their face. */
export function framedFaces(layers: Layers): Layers {
  const all = [...layers.back, ...layers.middle, ...layers.front];
  const faces = new Map<string, Face>();
  for (const shape of all) if (shape.who && shape.part === 'head' && SKINS.has(shape.colour)) faces.set(shape.who, faceOf(shape));
  const cut = (shapes: Shape[]) =>
    shapes.map((shape) => {
      const face = shape.who ? faces.get(shape.who) : undefined;
      // Small hair pieces (a moustache, a bun, a puff) are kept as they are.
      if (!face || shape.detail || !shape.closed || !HAIRS.has(shape.colour)) return shape;
      const { width, height } = faceOf(shape);
      return width * height < face.width * face.height * 0.3 ? shape : trimmed(shape, face);
    });
  return { back: cut(layers.back), middle: cut(layers.middle), front: cut(layers.front) };
}
