// Classic Storybook: pen-and-ink contours, muted washes inside the lines and cross-hatching where
// things are dark, on cream paper; elegant, long-limbed mid-century figures seen from a little way off.
import { mix, saturate } from '../colour.ts';
import { attributes, pathData } from '../svg.ts';
import type { Artist } from './artist.ts';

const INK = '#2a2420';
const CREAM = '#f4ecd8';

export const classicStorybook: Artist = {
  id: 'classic-storybook',
  paper: CREAM,
  manner: {
    head: { young: 1.05, grown: 0.92 },
    limbs: 0.85,
    body: 'modelled',
    verve: 0,
    face: { eye: 'almond', eyeSize: 0.95, whites: false, nose: 'line', cheeks: 'soft' },
  },
  camera: { closest: 1.6, childHead: 0.135, mirror: true, eyeLine: 0.36 },
  colour: (colour) => mix(saturate(colour, 0.5), CREAM, 0.42),
  marks(shape, colour) {
    const d = pathData(shape.points, shape.closed, shape.smooth);
    if (!shape.closed) {
      const width = shape.width ?? 2;
      const inked = shape.detail ? '' : `<path d="${d}" fill="none" stroke="${INK}" stroke-width="${width + 2}" stroke-linecap="round"/>`;
      return `${inked}<path d="${d}"${attributes({ fill: 'none', stroke: shape.detail ? INK : colour, 'stroke-width': width, 'stroke-linecap': 'round', opacity: shape.opacity })}/>`;
    }
    if (shape.detail || shape.opacity !== undefined) return `<path d="${d}"${attributes({ fill: colour, opacity: shape.opacity })}/>`;
    return `<path d="${d}" fill="${colour}" stroke="${INK}" stroke-width="1"/>`;
  },
};
