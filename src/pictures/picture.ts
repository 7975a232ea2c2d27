// Turns a scene's layers into one SVG document in a style. Ids inside the document carry a name
// made from the seed, so several pictures inlined in one page never share a filter or pattern.
import { seeded, shortName } from './random.ts';
import { HEIGHT, type Layers, WIDTH } from './shapes.ts';
import type { Style } from './styles/style.ts';
import { svgDocument } from './svg.ts';

export function renderPicture(layers: Layers, style: Style, seed: string): string {
  const random = seeded(`${seed}|marks`);
  const prefix = `p${shortName(seed)}`;
  const id = (name: string) => `${prefix}${name}`;
  const drawn = (['back', 'middle', 'front'] as const).map((layer) => {
    const content = layers[layer].map((shape) => style.shape(shape, style.colour(shape.colour), random, id)).join('');
    return style.layer ? style.layer(content, layer, id) : content;
  });
  const defs = style.defs(id);
  return svgDocument(
    WIDTH,
    HEIGHT,
    `${defs ? `<defs>${defs}</defs>` : ''}<rect width="${WIDTH}" height="${HEIGHT}" fill="${style.paper}"/>${drawn.join('')}${style.finish?.(id) ?? ''}`,
  );
}
