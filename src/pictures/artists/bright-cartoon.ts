// Bright Cartoon: a modern animation studio's look. Bold, even dark outlines; flat saturated colour;
// hard-edged cel shadows on the side away from the light; big heads with big shining eyes and lively,
// leaning poses; a camera that comes right up to the family; a backdrop of sunburst rays behind them
// (a halo of moonlight at night) and puffy cartoon clouds.

import { darker, lighter, lightness, mix, saturate } from '../colour.ts';
import { SKINS } from '../figures/palette.ts';
import { clipToFrame } from '../frame-clip.ts';
import { celShaded } from '../marks/cel.ts';
import { contactShadows } from '../marks/contact-shadows.ts';
import { contour, drawnRuns, onFrame, thickness } from '../marks/contour.ts';
import { inkLine } from '../marks/ink.ts';
import { asNotes } from '../marks/music-note.ts';
import { relativePath } from '../marks/path.ts';
import { shortName } from '../random.ts';
import { CARTOON_STAGINGS } from '../scenes/own/cartoon/index.ts';
import { ellipse, HEIGHT, type Layers, type Point, polygon, type Shape, WIDTH } from '../shapes.ts';
import { attributes, pathData } from '../svg.ts';
import { type Artist, extent } from './artist.ts';

const OUTLINE = '#221733';
const RAYS = 18;

const shadowOf = (colour: string) => mix(darker(colour, 0.2), '#3b2a8a', 0.14);

/** The outline as a bold stroke, left off where the shape runs along the frame. */
function outlined(shape: Shape, d: string, width: number, colour = OUTLINE): string {
  const stroke = ` fill="none" stroke="${colour}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;
  if (!shape.points.some(onFrame)) return `<path d="${d}"${stroke}/>`;
  const runs = drawnRuns(contour(shape.points, true, shape.smooth, 6), true);
  return runs.length ? `<path d="${runs.map((run) => relativePath(run, false)).join('')}"${stroke}/>` : '';
}

/** A puffy cloud: overlapping round puffs whose outlines are drawn first, so only the outside edge shows. */
function puffyCloud(shape: Shape, random: (low: number, high: number) => number): string {
  const xs = shape.points.map(([x]) => x);
  const ys = shape.points.map(([, y]) => y);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  // A cloud the frame cut at the top is a sliver: its puffs are sized from its width instead.
  const [cx, cy, w] = [(left + right) / 2, (top + bottom) / 2, right - left];
  const h = top <= 1 ? Math.max(bottom - top, w * 0.42) : bottom - top;
  const puffs: [number, number, number][] = [
    [cx - w * 0.3, cy + h * 0.12, h * 0.32],
    [cx - w * 0.05, cy - h * 0.08, h * random(0.4, 0.48)],
    [cx + w * 0.25, cy + h * 0.02, h * random(0.33, 0.4)],
    [cx, cy + h * 0.2, h * 0.3],
  ];
  // A cloud the camera cut at the top comes down into the sky whole, rather than as a row of beads on
  // the edge; any puff still at a side is kept inside the frame.
  const lower = Math.max(0, ...puffs.map(([, y, r]) => r + 6 - y));
  const inside = puffs
    .map(([x, y, r]): [number, number, number] => [x, y + lower, Math.min(r, x - 3, WIDTH - 3 - x, HEIGHT - 3 - y - lower)])
    .filter(([, , r]) => r >= 4);
  const circles = (extra: string) =>
    inside.map(([x, y, r]) => `<circle cx="${Math.round(x)}" cy="${Math.round(y)}" r="${Math.floor(r)}"${extra}/>`).join('');
  return `<g>${circles(` fill="${OUTLINE}" stroke="${OUTLINE}" stroke-width="5"`)}${circles(' fill="#ffffff"')}</g>`;
}

/** The gloss on cartoon hair: a short light arc across the crown, toward the light. */
function shine(shape: Shape, colour: string): string {
  const xs = shape.points.map(([x]) => x);
  const ys = shape.points.map(([, y]) => y);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const [w, h] = [right - left, bottom - top];
  if (w < 14 || h < 8) return '';
  const [x, y] = [left + w * 0.32, top + h * 0.28];
  const d = `M${Math.round(x - w * 0.14)} ${Math.round(y + h * 0.12)}Q${Math.round(x)} ${Math.round(y - h * 0.08)} ${Math.round(x + w * 0.16)} ${Math.round(y - h * 0.02)}`;
  return `<path d="${d}" fill="none" stroke="${lighter(colour, 0.5)}" stroke-width="${Math.max(1.6, Math.min(4, w * 0.06))}" stroke-linecap="round"/>`;
}

/** A shape grown about its middle. */
function enlarged(shape: Shape, factor: number): Shape {
  const [cx, cy] = [
    shape.points.reduce((sum, [x]) => sum + x, 0) / shape.points.length,
    shape.points.reduce((sum, [, y]) => sum + y, 0) / shape.points.length,
  ];
  return { ...shape, points: shape.points.map(([x, y]) => [cx + (x - cx) * factor, cy + (y - cy) * factor]) };
}

/** The middle of the family's faces: where the backdrop's rays or halo spring from. */
function facesCentre(layers: Layers): Point | undefined {
  const heads = [...layers.middle, ...layers.front].filter((shape) => shape.part === 'head').flatMap((shape) => shape.points);
  if (heads.length === 0) return undefined;
  return [heads.reduce((sum, [x]) => sum + x, 0) / heads.length, heads.reduce((sum, [, y]) => sum + y, 0) / heads.length];
}

/**
 * The backdrop behind the family: by day, sunburst rays over the sky; by night, a halo of moonlight
 * in rings round them. Shapes cut to the frame, drawn as sky (flat, no outline).
 */
function backdrop(layers: Layers, sky: Shape): Shape[] {
  const centre = facesCentre(layers);
  if (centre === undefined) return [];
  const [cx, cy] = centre;
  const cut = (shape: Shape) => clipToFrame({ ...shape, role: 'sky' });
  if (lightness(sky.colour) < 0.4)
    return [3, 2, 1].flatMap((ring) =>
      cut(ellipse(cx, cy, 60 + ring * 55, 60 + ring * 55, lighter(sky.colour, 0.05 * (4 - ring)), {}, 24)),
    );
  const rays: Shape[] = [];
  const far = (angle: number): Point => [cx + Math.cos(angle) * 900, cy + Math.sin(angle) * 900];
  for (let index = 0; index < RAYS; index += 2) {
    const [a, b] = [(index / RAYS) * Math.PI * 2, ((index + 1) / RAYS) * Math.PI * 2];
    rays.push(...cut(polygon([[cx, cy], far(a), far(b)], lighter(sky.colour, 0.22))));
  }
  return rays;
}

export const brightCartoon: Artist = {
  id: 'bright-cartoon',
  paper: '#ffffff',
  manner: {
    head: { young: 1.5, grown: 1.32 },
    limbs: 1.2,
    body: 'modelled',
    verve: 0.9,
    build: { waist: 1.08, hips: 1.22 },
    // Rubber-hose arms and legs, big puffy hands and big round shoes, as an animator draws people.
    anatomy: { limbs: 'hose', hand: 'glove', foot: 1.35 },
    face: { eye: 'oval', eyeSize: 1.3, whites: true, nose: 'dot', cheeks: 'round' },
    freeArms: { down: 'hip' },
  },
  staging: [2, 1],
  stagings: CARTOON_STAGINGS,
  camera: { closest: 2.2, childHead: 0.2, mirror: false, eyeLine: 0.4, waistUp: true, lens: { depth: 1.15, shift: 0.06 } },
  colour: (colour) => (SKINS.has(colour) ? saturate(colour, 1.1) : lighter(saturate(colour, 1.5), 0.04)),
  stage(scene) {
    // Everyone stands on a little cel shadow: a jumping grandchild with none "hovered above the floor" (review 94).
    const layers = contactShadows(scene);
    const night = layers.back.some((shape) => shape.role === 'sky' && lightness(shape.colour) < 0.4);
    const back = layers.back.flatMap((shape) => {
      if (shape.role === 'sky') return [shape, ...backdrop(layers, shape)];
      // Small lights in a night sky become big twinkling cartoon stars.
      return night && shape.role === 'glow' && extent(shape.points) < 30 ? clipToFrame(enlarged(shape, 2)) : [shape];
    });
    // Notes are written out whole and right way round, never cut by the edge.
    return { back: asNotes(back), middle: asNotes(layers.middle), front: asNotes(layers.front) };
  },
  marks(shape, colour, random, id) {
    if (shape.detail) {
      const d = pathData(shape.points, shape.closed, shape.smooth);
      return shape.closed
        ? `<path d="${d}"${attributes({ fill: colour, opacity: shape.opacity })}/>`
        : `<path d="${d}"${attributes({ fill: 'none', stroke: colour, 'stroke-width': shape.width, 'stroke-linecap': 'round' })}/>`;
    }
    const d = pathData(shape.points, shape.closed, shape.smooth);
    if (!shape.closed) {
      const width = shape.width ?? 2;
      const line = { fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' } as const;
      // The ink round a fine line (glasses in a mirror) in proportion: a full outline made it a dark band.
      return `<path d="${d}"${attributes({ ...line, stroke: OUTLINE, 'stroke-width': width + Math.min(4, width * 1.6) })}/><path d="${d}"${attributes({ ...line, stroke: colour, 'stroke-width': width, opacity: shape.opacity })}/>`;
    }
    if (shape.role === 'cloud') return puffyCloud(shape, random.between);
    // A sun, a moon or a star is a flat light with a fine outline; lamplight a flat glow.
    if (shape.role === 'glow' && shape.opacity === undefined) return `<path d="${d}" fill="${colour}"/>${outlined(shape, d, 2)}`;
    if (shape.role === 'glow' || shape.opacity !== undefined)
      return `<path d="${d}"${attributes({ fill: colour, opacity: shape.opacity })}/>`;
    if (shape.role === 'sky') return `<path d="${d}" fill="${colour}"/>`;
    if (shape.role) return `<path d="${d}" fill="${colour}"/>${outlined(shape, d, 2.6, darker(colour, 0.45))}`;
    const size = thickness(contour(shape.points, true, shape.smooth, 8));
    // Faces and hands stay flat: a cel shadow across a face muddies the eyes and mouth on every skin.
    const skin = shape.part !== undefined && SKINS.has(shape.colour);
    const fill =
      skin || size < 2.5
        ? `<path d="${d}" fill="${colour}"/>`
        : celShaded(d, colour, shadowOf(colour), Math.min(8, Math.max(1.6, size * 0.35)), id(`c${shortName(d)}`));
    // Bold outlines inked with a brush pen, thinner only on the smallest things so they do not drown in
    // ink: fuller under things and thinner toward the light, lifting at two or three places round a
    // shape. An even stroke all round read as "a vector outline" (review 116).
    const outline = Math.min(3.2, Math.max(1.6, extent(shape.points) * 0.14));
    // A thin thing (a stripe, a strap) keeps an even line: swelling, its ink met across it and pinched it.
    const ink =
      size < 6
        ? outlined(shape, d, outline)
        : `<path d="${inkLine(contour(shape.points, true, shape.smooth, 6), true, { weight: outline * 1.4, thin: 0.5, taper: 5 }, random)}" fill="${OUTLINE}"/>`;
    return fill + (shape.part === 'head' && !skin ? shine(shape, colour) : '') + ink;
  },
};
