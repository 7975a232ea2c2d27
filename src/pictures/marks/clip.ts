// A shape seen through a rectangle (a face on a screen, a garden through a window) keeps its marks
// inside it: a clip path of its own, named by the picture's ids so pictures on one page never clash.
import type { Ids } from '../artists/artist.ts';
import type { Random } from '../random.ts';
import type { Shape } from '../shapes.ts';
import { attributes } from '../svg.ts';

/** The marks as they are, or inside the shape's clip rectangle. */
export function clipped(shape: Shape, marks: string, random: Random, id: Ids): string {
  if (shape.clip === undefined || marks === '') return marks;
  const [x, y, width, height] = shape.clip;
  const name = id(`c${Math.floor(random.next() * 2 ** 32).toString(36)}`);
  return `<clipPath id="${name}"><rect${attributes({ x, y, width, height })}/></clipPath><g clip-path="url(#${name})">${marks}</g>`;
}
