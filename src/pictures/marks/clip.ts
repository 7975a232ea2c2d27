// A shape seen through a rectangle (a face on a screen, a garden through a window) keeps its marks
// inside it, whatever the artist: the picture clips every such shape's marks, each rectangle defined
// once under an id of the picture, so pictures inlined in one page never share a clip path.
import type { Ids } from '../artists/artist.ts';
import type { Shape } from '../shapes.ts';
import { attributes, num } from '../svg.ts';

/** A fresh id for a clip path of one shape's marks, from that shape's own randomness. */
export const clipId = (id: Ids, prefix: string, random: { next(): number }): string =>
  id(`${prefix}${Math.floor(random.next() * 2 ** 31).toString(36)}`);

/** Clips marks to their shape's rectangle (`shape.clip`), for one picture: each rectangle's clip path is written once. */
export function clipsFor(id: Ids): (shape: Shape, marks: string) => string {
  const written = new Set<string>();
  return (shape, marks) => {
    if (shape.clip === undefined || marks === '') return marks;
    const [x, y, width, height] = shape.clip.map(num);
    const name = id(`v${x}-${y}-${width}-${height}`.replaceAll('.', '_'));
    const definition = written.has(name) ? '' : `<clipPath id="${name}"><rect${attributes({ x, y, width, height })}/></clipPath>`;
    written.add(name);
    return `${definition}<g clip-path="url(#${name})">${marks}</g>`;
  };
}
