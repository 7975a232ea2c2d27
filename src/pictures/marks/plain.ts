// Marks every painter leaves plain: the small features of a face (eyes, brows, mouths, glasses) drawn
// crisp in the scene's own colours so faces read at any size.
import type { Ids } from '../artists/artist.ts';
import type { Shape } from '../shapes.ts';
import { attributes } from '../svg.ts';
import { relativePath } from './relative-path.ts';

/** A small feature exactly as drawn: filled, or a line of its width. */
export function crisp(shape: Shape): string {
  const d = relativePath(shape.points, shape.closed, true, shape.smooth);
  return shape.closed
    ? `<path d="${d}"${attributes({ fill: shape.colour, opacity: shape.opacity })}/>`
    : `<path d="${d}"${attributes({ fill: 'none', stroke: shape.colour, 'stroke-width': shape.width, 'stroke-linecap': 'round', opacity: shape.opacity })}/>`;
}

/** A fresh id for a clip path of one shape's marks, from that shape's own randomness. */
export const clipId = (id: Ids, prefix: string, random: { next(): number }): string =>
  id(`${prefix}${Math.floor(random.next() * 2 ** 31).toString(36)}`);
