// Turns a scene's layers into one SVG document in a style. Ids inside the document carry a name
// made from its name, so several pictures inlined in one page never share a filter or pattern.
import { seeded, shortName } from './random.ts';
import { HEIGHT, type Layers, type Shape, WIDTH } from './shapes.ts';
import type { Style } from './styles/style.ts';
import { svgDocument } from './svg.ts';

/** A shape covering the whole frame: a sky or a wall, the ground everything else is drawn on. */
const fillsFrame = ({ points, closed }: Shape) =>
  closed && points.length === 4 && points.every(([x, y]) => (x === 0 || x === WIDTH) && (y === 0 || y === HEIGHT));

/** The picture as an SVG document; `name` (unique to the family, scene and style) prefixes its ids. */
export function renderPicture(layers: Layers, style: Style, name: string): string {
  const prefix = `p${shortName(name)}`;
  const id = (name: string) => `${prefix}${name}`;
  const clips = new Map<string, string>();
  const colours = new Map<string, string>();
  const clipOf = ([x, y, width, height]: readonly number[]) => {
    const rect = `<rect x="${x}" y="${y}" width="${width}" height="${height}"/>`;
    if (!clips.has(rect)) clips.set(rect, id(`clip${clips.size}`));
    return clips.get(rect) as string;
  };
  const drawn = (['back', 'middle', 'front'] as const).map((layer) => {
    let [paint, ink] = ['', ''];
    for (const shape of layers[layer]) {
      const colour = colours.get(shape.colour) ?? style.colour(shape.colour);
      colours.set(shape.colour, colour);
      if (fillsFrame(shape)) {
        paint += style.frame ? style.frame(shape, colour, id) : `<rect width="${WIDTH}" height="${HEIGHT}" fill="${colour}"/>`;
        continue;
      }
      const clip = shape.clip ? clipOf(shape.clip) : '';
      const within = (marks: string) => (clip && marks ? `<g clip-path="url(#${clip})">${marks}</g>` : marks);
      // Each shape wobbles by its own seed, so changing one figure leaves every other mark as it was.
      const random = seeded(`${style.id}|${shape.colour}|${shape.points[0]}|${shape.points.length}`);
      paint += within(style.paint(shape, colour, random, id));
      ink += within(style.ink?.(shape, colour, random, id) ?? '');
    }
    return style.layer ? style.layer(paint, ink, layer, id) : paint + ink;
  });
  const defs =
    style.defs(id, [...new Set(colours.values())]) + [...clips].map(([rect, name]) => `<clipPath id="${name}">${rect}</clipPath>`).join('');
  return svgDocument(
    WIDTH,
    HEIGHT,
    `${defs ? `<defs>${defs}</defs>` : ''}<rect width="${WIDTH}" height="${HEIGHT}" fill="${style.paper}"/>${drawn.join('')}${style.finish?.(id) ?? ''}`,
  );
}
