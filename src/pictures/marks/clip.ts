// A shape seen through a rectangle (a face on a screen, a garden through a window) keeps its marks
// inside it, whatever the artist: the picture clips every such shape's marks, each rectangle defined
// once under an id of the picture, so pictures inlined in one page never share a clip path.
import type { Ids } from '../artists/artist.ts';
import type { Shape } from '../shapes.ts';
import { attributes, num } from '../svg.ts';

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
