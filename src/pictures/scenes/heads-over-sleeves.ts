// A person's head goes back over their own near sleeve wherever a scene laid the sleeve last. Scenes lay
// the near arm over what it holds (`nearArmOf`), after the whole body; drawn after the head too, the sleeve
// began at the chin ("an arm growing out of her chin"). The head moves to just after its sleeve, before the
// hand, unless something drawn between them covers much of the head (a hat, another face, a body in front).
import type { Layers, Shape } from '../shapes.ts';

type Box = { left: number; top: number; right: number; bottom: number };

const boxOf = (shapes: readonly Shape[]): Box => {
  const points = shapes.flatMap((shape) => shape.points);
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
};

/** How much of box `a` box `b` covers. */
const covered = (a: Box, b: Box) =>
  (Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
    Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top))) /
  ((a.right - a.left) * (a.bottom - a.top) || 1);

type Laid = { shape: Shape; layer: keyof Layers };

/** Every head laid over its own near sleeve, in the sleeve's layer, where nothing between covers it. */
export function headsOverSleeves(layers: Layers): Layers {
  const order = ['back', 'middle', 'front'] as const;
  let laid: Laid[] = order.flatMap((layer) => layers[layer].map((shape) => ({ shape, layer })));
  for (const { shape: sleeve, layer } of laid.filter(({ shape }) => shape.nearArm && shape.part !== 'hand')) {
    const at = laid.findIndex(({ shape }) => shape === sleeve);
    const first = laid.findIndex(({ shape }) => shape.who === sleeve.who && shape.part === 'head');
    if (first < 0 || first > at) continue;
    let last = first;
    while (laid[last + 1]?.shape.who === sleeve.who && laid[last + 1]?.shape.part === 'head') last++;
    const head = laid.slice(first, last + 1);
    const box = boxOf(head.map(({ shape }) => shape));
    const between = laid.slice(last + 1, at);
    if (covered(box, boxOf([sleeve])) === 0) continue;
    if (between.some(({ shape }) => shape.who !== sleeve.who && covered(box, boxOf([shape])) > 0.15)) continue;
    laid = [...laid.slice(0, first), ...between, laid[at], ...head.map(({ shape }) => ({ shape, layer })), ...laid.slice(at + 1)];
  }
  const of = (layer: keyof Layers) => laid.filter((entry) => entry.layer === layer).map(({ shape }) => shape);
  return { ...layers, back: of('back'), middle: of('middle'), front: of('front') };
}
