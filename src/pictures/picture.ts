// Turns a scene's layers into one SVG document in a style. Ids inside the document carry a name
// made from the seed, so several pictures inlined in one page never share a filter or pattern.
import { seeded, shortName } from './random.ts';
import { HEIGHT, type Layers, type Shape, WIDTH } from './shapes.ts';
import type { Style } from './styles/style.ts';
import { svgDocument } from './svg.ts';

/** A shape covering the whole frame: a sky or a wall, the ground everything else is drawn on. */
const fillsFrame = ({ points, closed }: Shape) =>
  closed && points.length === 4 && points.every(([x, y]) => (x === 0 || x === WIDTH) && (y === 0 || y === HEIGHT));

export function renderPicture(layers: Layers, style: Style, seed: string): string {
  const random = seeded(`${seed}|marks`);
  const prefix = `p${shortName(seed)}`;
  const id = (name: string) => `${prefix}${name}`;
  const drawn = (['back', 'middle', 'front'] as const).map((layer) => {
    let [paint, ink] = ['', ''];
    for (const shape of layers[layer]) {
      const colour = style.colour(shape.colour);
      if (fillsFrame(shape)) {
        paint += style.frame ? style.frame(shape, colour, id) : `<rect width="${WIDTH}" height="${HEIGHT}" fill="${colour}"/>`;
        continue;
      }
      paint += style.paint(shape, colour, random, id);
      ink += style.ink?.(shape, colour, random, id) ?? '';
    }
    return style.layer ? style.layer(paint, ink, layer, id) : paint + ink;
  });
  const defs = style.defs(id);
  return svgDocument(
    WIDTH,
    HEIGHT,
    `${defs ? `<defs>${defs}</defs>` : ''}<rect width="${WIDTH}" height="${HEIGHT}" fill="${style.paper}"/>${drawn.join('')}${style.finish?.(id) ?? ''}`,
  );
}
