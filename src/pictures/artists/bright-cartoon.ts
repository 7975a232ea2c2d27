// Bright Cartoon: bold, even dark outlines, flat saturated colour and a simple cel shadow; big heads
// with big shining eyes, lively poses, and a camera that comes right up to the family.
import { saturate } from '../colour.ts';
import { attributes, pathData } from '../svg.ts';
import type { Artist } from './artist.ts';

const OUTLINE = '#1d1620';

export const brightCartoon: Artist = {
  id: 'bright-cartoon',
  paper: '#ffffff',
  manner: {
    head: { young: 1.45, grown: 1.3 },
    limbs: 1.15,
    body: 'modelled',
    verve: 0.8,
    face: { eye: 'oval', eyeSize: 1.25, whites: true, nose: 'dot', cheeks: 'soft' },
    freeArms: { down: 'hip', hip: 'wave' },
  },
  camera: { closest: 1.7, childHead: 0.17, mirror: false, eyeLine: 0.4 },
  colour: (colour) => saturate(colour, 1.35),
  marks(shape, colour) {
    const d = pathData(shape.points, shape.closed, shape.smooth);
    if (!shape.closed) {
      const width = shape.width ?? 2;
      const edge = shape.detail
        ? ''
        : `<path d="${d}" fill="none" stroke="${OUTLINE}" stroke-width="${width + 4}" stroke-linecap="round" stroke-linejoin="round"/>`;
      return `${edge}<path d="${d}"${attributes({ fill: 'none', stroke: colour, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', opacity: shape.opacity })}/>`;
    }
    if (shape.detail || shape.opacity !== undefined) return `<path d="${d}"${attributes({ fill: colour, opacity: shape.opacity })}/>`;
    return `<path d="${d}" fill="${colour}" stroke="${OUTLINE}" stroke-width="3" stroke-linejoin="round"/>`;
  },
};
