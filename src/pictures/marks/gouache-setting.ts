// The setting as the gouache painter reshapes it: clouds as chunky puffs, and a warm pool of light
// painted on a night sky behind the faces, a round patch the brush goes round, so the eye goes to the
// family and a dark face still reads against the dark.
import { framed } from '../artists/artist.ts';
import { lightness } from '../colour.ts';
import type { Layers, Point, Shape } from '../shapes.ts';
import { centreOf, spanOf } from './outline.ts';

/** A cloud as this painter shapes it: a chunky puff of three round heads on a flat base. */
export function puff(cloud: Shape): Shape {
  const [cx, cy] = centreOf(cloud.points);
  const r = spanOf(cloud.points)[0] / 2;
  const heads: [number, number, number][] = [
    [cx - r * 0.5, cy + r * 0.05, r * 0.5],
    [cx + r * 0.05, cy - r * 0.2, r * 0.65],
    [cx + r * 0.6, cy + r * 0.1, r * 0.42],
  ];
  const points: Point[] = Array.from({ length: 28 }, (_, index) => {
    const angle = (index / 28) * Math.PI * 2;
    const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
    // How far a ray from the middle runs before it leaves the last head it crosses.
    const reach = Math.max(
      r * 0.3,
      ...heads.map(([hx, hy, hr]) => {
        const [ox, oy] = [cx - hx, cy - hy];
        const b = ox * dx + oy * dy;
        const c = ox * ox + oy * oy - hr * hr;
        return b * b - c < 0 ? 0 : -b + Math.sqrt(b * b - c);
      }),
    );
    return framed(cx + dx * reach * 1.05, Math.min(cy + r * 0.42, cy + dy * reach));
  });
  return { ...cloud, points, smooth: true, opacity: undefined };
}

/** The area of a shape's bounding box. */
const area = (shape: Shape) => spanOf(shape.points)[0] * spanOf(shape.points)[1];

/**
 * The layers with a round pool of light (its steps coloured by `tint` from the backdrop's colour) laid on the
 * backdrop behind the faces: after the last sky or wall shape, so hills, floors and furniture stand
 * in front of it. No faces, no backdrop or a pale one: the layers as they were.
 */
export function withHalo(layers: Layers, tint: (colour: string, step: number) => string): Layers {
  const heads = [...layers.middle, ...layers.front].filter((shape) => shape.part === 'head');
  const backdrops = layers.back.filter((shape) => shape.role === 'wall' || shape.role === 'sky');
  if (heads.length === 0 || backdrops.length === 0) return layers;
  // Coloured from the biggest backdrop (not a skirting board or a window pane), laid after the last one.
  const backdrop = backdrops.reduce((big, shape) => (area(shape) > area(big) ? shape : big));
  // Only a night sky needs it, as the glow of the night round the people under it: on a pale sky or wall
  // blind reviewers read the disc as a grey halo blob or a meaningless pink disc, and on a dark wall
  // indoors, with no lamp there, as "a huge meaningless brown disc".
  if (lightness(backdrop.colour) > 0.45 || backdrop.role !== 'sky') return layers;
  const at = layers.back.lastIndexOf(backdrops[backdrops.length - 1]);
  const points = heads.flatMap((shape) => shape.points);
  const [cx, cy] = centreOf(points);
  const [width, height] = spanOf(points);
  const radius = Math.min(125, Math.max(75, Math.max(width, height) * 0.55 + 40));
  // Two flat steps of tone, as gouache paints a glow: a pale ring, and a paler middle inside it.
  const ring = (reach: number, step: number): Shape => ({
    points: Array.from({ length: 16 }, (_, index): Point => {
      const angle = (index / 16) * Math.PI * 2;
      return framed(cx + Math.cos(angle) * reach, cy + Math.sin(angle) * reach * 0.9);
    }),
    closed: true,
    smooth: true,
    colour: tint(backdrop.colour, step),
    role: backdrop.role,
  });
  return { ...layers, back: [...layers.back.slice(0, at + 1), ring(radius, 1), ring(radius * 0.62, 2), ...layers.back.slice(at + 1)] };
}
