// A composed moment made into one picture by an artist: the camera frames it, the artist sets the
// setting down its own way and its hand drifts over the whole, each shape becomes the artist's marks, and
// people are marked as groups (`data-figure`, with `data-part` for heads and hands, `data-held` for what
// the story has them hold) so anyone can measure framing and touch. Ids carry a name made from the
// picture's name, so several pictures inlined in one page never share a clip path.
import type { Artist } from './artists/artist.ts';
import { seen, viewOf } from './camera.ts';
import { clipToFrame, isSliver } from './frame-clip.ts';
import { drawnBy } from './hand.ts';
import { clipsFor } from './marks/clip.ts';
import { seeded, shortName } from './random.ts';
import { HEIGHT, type Layers, type Shape, WIDTH } from './shapes.ts';
import { svgDocument } from './svg.ts';

/** The moment as the artist's camera sees it, cut to the frame and staged: shapes in picture coordinates. */
export function framedLayers(layers: Layers, artist: Artist, random = seeded(artist.id)): Layers {
  const view = seen(viewOf(layers, artist.camera), layers);
  // Slivers the frame leaves of small things (a sun's edge) go, unless the artist's stage redraws them (a cutter brings the sun in whole).
  const slivers = new Set<Shape>();
  const cut = (shapes: Shape[]) =>
    shapes.flatMap((shape) => {
      const parts = clipToFrame(shape);
      for (const part of parts) if (part !== shape && isSliver(shape, part)) slivers.add(part);
      return parts;
    });
  const inFrame = { back: cut(view.back), middle: cut(view.middle), front: cut(view.front) };
  const staged = artist.stage ? artist.stage(inFrame, random) : inFrame;
  const kept = (shapes: Shape[]) => shapes.filter((shape) => !slivers.has(shape));
  const set = { ...staged, back: kept(staged.back), middle: kept(staged.middle), front: kept(staged.front) };
  // Each scene drifts its own way (the same drift everywhere would be one template bent once), and by the
  // setting alone: a change in the family moves only the figure it changes.
  const seed = `${artist.id}|${layers.back[0]?.colour}|${layers.back[0]?.points.slice(0, 3).join(' ')}`;
  return artist.hand ? drawnBy(set, artist.hand, seed) : set;
}

/** Opens and closes the groups that mark people and their parts as the shapes go by. */
function grouper() {
  let [who, group]: (string | undefined)[] = [];
  const closeGroup = () => (group ? '</g>' : '');
  return {
    next(shape: Shape): string {
      let text = '';
      const next = shape.part ? `data-part="${shape.part}"` : shape.held ? `data-held="${shape.held}"` : undefined;
      if (shape.who !== who) {
        text += closeGroup() + (who ? '</g>' : '') + (shape.who ? `<g data-figure="${shape.who}">` : '');
        [who, group] = [shape.who, undefined];
      }
      if (next !== group) {
        text += closeGroup() + (next ? `<g ${next}>` : '');
        group = next;
      }
      return text;
    },
    end: () => closeGroup() + (who ? '</g>' : ''),
  };
}

/** The picture as an SVG document; `name` (unique to the family, scene and style) prefixes its ids. */
export function renderPicture(layers: Layers, artist: Artist, name: string): string {
  const prefix = `p${shortName(name)}`;
  const id = (part: string) => `${prefix}${part}`;
  const colours = new Map<string, string>();
  const groups = grouper();
  const clipped = clipsFor(id);
  const framed = framedLayers(layers, artist);
  let body = '';
  for (const layer of ['back', 'middle', 'front'] as const) {
    for (const shape of framed[layer]) {
      const key = `${shape.colour}|${shape.role ?? ''}|${shape.who ? 'p' : ''}`;
      const colour = colours.get(key) ?? artist.colour(shape.colour, shape);
      colours.set(key, colour);
      // Each shape's marks wobble by its own seed, so changing one figure leaves every other mark as it was.
      const random = seeded(`${artist.id}|${shape.colour}|${shape.points[0]}|${shape.points.length}`);
      body += groups.next(shape) + clipped(shape, artist.marks(shape, colour, random, id));
    }
  }
  body += groups.end();
  const finish = artist.finish?.(seeded(`${artist.id}|finish`), id) ?? '';
  return svgDocument(WIDTH, HEIGHT, `<rect width="${WIDTH}" height="${HEIGHT}" fill="${artist.paper}"/>${body}${finish}`);
}
