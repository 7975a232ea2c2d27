// A small shadow where each person meets what they stand or sit on, laid by every artist but the child
// with the crayons: without one, cut paper's sitting babies read as "a torso with no legs hovering" and a
// dancing grandchild "floated off the floor" (review 94). Someone held, carried or on a lap rests on a person, and someone lifted high on nothing, so
// neither gets one; nor does anyone the scene already gave a shadow, nor anyone whose feet the frame cuts off.
import { ellipse, type FigureId, HEIGHT, type Layers, type Shape } from '../shapes.ts';
import { contains } from './outline.ts';
import { bounds } from './paper-pieces.ts';

const boxOf = (shapes: readonly Shape[]) => bounds(shapes.flatMap((shape) => shape.points));

/** A shadow the scene laid itself: a flat dark see-through detail. */
const isShadow = (shape: Shape) => shape.detail === true && shape.opacity !== undefined && shape.who === undefined && shape.closed;

/** The shadow under one person, or none when someone else holds them up or the scene drew one there. */
function shadowUnder(who: FigureId, all: readonly Shape[]): Shape | undefined {
  const own = all.filter((shape) => shape.who === who);
  const { bottom } = boxOf(own);
  // Where the person touches down: the points within a little of the lowest.
  const feet = own.flatMap((shape) => shape.points).filter(([, y]) => y > bottom - 6);
  const [left, right] = [Math.min(...feet.map(([x]) => x)), Math.max(...feet.map(([x]) => x))];
  const middle = (left + right) / 2;
  // Resting on someone: where it touches down lies on another person's body (a lap, shoulders, arms).
  const heldUp = all.some(
    (shape) => shape.who !== undefined && shape.who !== who && shape.closed && contains(shape.points, [middle, bottom - 2]),
  );
  const laid = all.some((shape) => {
    if (!isShadow(shape)) return false;
    const box = boxOf([shape]);
    return Math.abs(box.top + (box.bottom - box.top) / 2 - bottom) < 12 && middle > box.left && middle < box.right;
  });
  // Lifted or carried: touching down well above the feet of someone beside them (a baby carried low at the
  // hip hangs below the hips, and with a shadow on the grass under it read as sitting in the air).
  const others = new Set(all.flatMap((shape) => (shape.who !== undefined && shape.who !== who ? [shape.who] : [])));
  const aloft = [...others].some((other) => {
    const box = boxOf(all.filter((shape) => shape.who === other));
    return box.left < middle + 60 && box.right > middle - 60 && bottom < box.top + (box.bottom - box.top) * 0.7;
  });
  // Feet at the frame's foot (an artist who frames people from the waist up): the floor is out of the picture.
  const cut = bottom > HEIGHT - 8;
  if (heldUp || laid || aloft || cut) return undefined;
  const half = Math.min(60, Math.max(14, (right - left) * 0.65));
  // Flatter near the frame's foot, so the shadow stays in the picture.
  const deep = Math.min(Math.max(4, half * 0.16), HEIGHT - bottom - 1.5);
  // Seen through a window or on a screen, the shadow is seen through it too: unclipped, the shadow of
  // Grandpa's feet below a tablet's glass lay on the quilt as "a dark oval" under the call.
  const clip = own.every((shape) => shape.clip) ? own[0].clip : undefined;
  return ellipse(middle, bottom + 1, half, deep, '#000000', { opacity: 0.3, detail: true, ...(clip && { clip }) });
}

/** The layers with each person's shadow laid just before the first of their shapes. */
export function contactShadows(layers: Layers): Layers {
  const all = [...layers.back, ...layers.middle, ...layers.front];
  const placed = new Set<FigureId>();
  const withShadows = (shapes: Shape[]): Shape[] =>
    shapes.flatMap((shape) => {
      if (shape.who === undefined || placed.has(shape.who)) return [shape];
      placed.add(shape.who);
      const shadow = shadowUnder(shape.who, all);
      return shadow ? [shadow, shape] : [shape];
    });
  return { ...layers, back: withShadows(layers.back), middle: withShadows(layers.middle), front: withShadows(layers.front) };
}
