// Paper Cut-Out: simplified pieces cut from a few sheets of coloured paper with slightly irregular
// straight cuts, no outlines, each piece lifted off the one below by a small shadow.
import { nearest } from '../colour.ts';
import { HAIR, SKIN } from '../figures/palette.ts';
import { attributes, pathData } from '../svg.ts';
import { type Artist, shifted, wobble } from './artist.ts';

/** The sheets in the box: skin and hair papers, and a small set of colours. */
const SHEETS = [
  ...Object.values(SKIN),
  ...Object.values(HAIR),
  '#ffffff',
  '#f4ecd8',
  '#b9b5ae',
  '#2b211d',
  '#c0392b',
  '#e0457b',
  '#f2c94c',
  '#e8a23a',
  '#5e9c4a',
  '#2f6b4a',
  '#9fd0e8',
  '#3f6fb5',
  '#26335f',
  '#6b4a8a',
  '#8a5a3a',
  '#c9a27a',
];

export const paperCutout: Artist = {
  id: 'paper-cutout',
  paper: '#e6d8bf',
  manner: {
    head: { young: 1.35, grown: 1.2 },
    limbs: 1.1,
    body: 'simple',
    verve: 0.2,
    face: { eye: 'button', eyeSize: 1.1, whites: false, nose: 'none', cheeks: 'round' },
  },
  camera: { closest: 1.4, childHead: 0.14, mirror: true, eyeLine: 0.45 },
  colour: (colour) => nearest(colour, SHEETS),
  marks(shape, colour, random) {
    const points = shape.detail ? shape.points : wobble(shape.points, random, 1.1, shape.closed, 12);
    const d = pathData(points, shape.closed, shape.detail ? shape.smooth : false);
    if (!shape.closed)
      return `<path d="${d}"${attributes({ fill: 'none', stroke: colour, 'stroke-width': shape.width ?? 2, 'stroke-linejoin': 'bevel', opacity: shape.opacity })}/>`;
    const lift =
      shape.detail || shape.role
        ? ''
        : `<path d="${pathData(shifted(points, 1.6, 2.2), true, false)}" fill="#2b1d10" fill-opacity="0.22"/>`;
    return `${lift}<path d="${d}"${attributes({ fill: colour, opacity: shape.opacity })}/>`;
  },
};
