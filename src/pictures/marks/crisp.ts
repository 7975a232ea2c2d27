// A small feature (an eye, a brow, a mouth, glasses) drawn exactly as it is, with no medium laid over
// it, so faces stay faces at phone size whatever the style does to everything else.
import type { Shape } from '../shapes.ts';
import { attributes, pathData } from '../svg.ts';

/** The feature exactly as drawn, in `colour` (the scene's own colour unless the artist's palette gives one). */
export function crisp(shape: Shape, colour = shape.colour): string {
  const d = pathData(shape.points, shape.closed, shape.smooth);
  return shape.closed
    ? `<path d="${d}"${attributes({ fill: colour, opacity: shape.opacity })}/>`
    : `<path d="${d}"${attributes({ fill: 'none', stroke: colour, 'stroke-width': shape.width, 'stroke-linecap': 'round', opacity: shape.opacity })}/>`;
}
