// Soft Watercolor: a light pencil underdrawing, colour laid as transparent washes whose edges pool
// darker and run past the line, white paper as the lightest light; soft, natural figures.
import { darker, lighter, saturate } from '../colour.ts';
import { attributes, pathData } from '../svg.ts';
import { type Artist, extent, shifted, wobble } from './artist.ts';

const PAPER = '#fdfaf3';

export const watercolor: Artist = {
  id: 'watercolor',
  paper: PAPER,
  manner: {
    head: { young: 1.2, grown: 1.05 },
    limbs: 1,
    body: 'modelled',
    verve: 0.2,
    face: { eye: 'oval', eyeSize: 1, whites: false, nose: 'line', cheeks: 'soft' },
  },
  camera: { closest: 1.5, childHead: 0.14, mirror: false, eyeLine: 0.4 },
  colour: (colour) => lighter(saturate(colour, 1.15), 0.06),
  marks(shape, colour, random) {
    if (shape.detail) {
      const d = pathData(shape.points, shape.closed, shape.smooth);
      return shape.closed
        ? `<path d="${d}"${attributes({ fill: colour, opacity: shape.opacity })}/>`
        : `<path d="${d}"${attributes({ fill: 'none', stroke: colour, 'stroke-width': shape.width, 'stroke-linecap': 'round' })}/>`;
    }
    const points = wobble(shape.points, random, shape.closed ? 2.5 : 1, shape.closed, 26);
    const d = pathData(points, shape.closed, true);
    if (!shape.closed)
      return `<path d="${d}"${attributes({ fill: 'none', stroke: colour, 'stroke-width': shape.width ?? 2, 'stroke-linecap': 'round', opacity: shape.opacity ?? 0.8 })}/>`;
    // A solid thing is painted on its own patch of paper, so what stands behind it never shows through.
    const paper = shape.opacity === undefined ? `<path d="${d}" fill="${PAPER}"/>` : '';
    const pencil =
      extent(shape.points) < 14 || shape.opacity !== undefined
        ? ''
        : `<path d="${pathData(shifted(shape.points, random.jitter(2), random.jitter(2)), true, shape.smooth)}" fill="none" stroke="#8a7a6c" stroke-width="0.7" stroke-opacity="0.6"/>`;
    return `${paper}<path d="${d}"${attributes({ fill: colour, 'fill-opacity': shape.opacity ?? 0.85, stroke: darker(colour, 0.2), 'stroke-width': 1.6, 'stroke-opacity': 0.45 })}/>${pencil}`;
  },
};
