// Paper Cut-Out: flat pieces cut from a few sheets of paper with slightly irregular straight cuts,
// no outlines, each layer lifted off the one below by a soft shadow, and paper fibre over all.
import { nearest } from '../colour.ts';
import { HAIR, SKIN } from '../figures/palette.ts';
import { attributes, pathData } from '../svg.ts';
import { extent, type Style, wobble } from './style.ts';

/** The sheets in the box: skin and hair papers, and a small set of colours. */
const SHEETS = [
  ...Object.values(SKIN),
  ...Object.values(HAIR),
  '#ffffff',
  '#f4ecd8',
  '#efe7da',
  '#b9b5ae',
  '#2b211d',
  '#3d3a46',
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
  '#a8461f',
];

export const paperCutout: Style = {
  id: 'paper-cutout',
  paper: '#e6d8bf',
  colour: (colour) => nearest(colour, SHEETS),
  defs: (id) =>
    `<filter id="${id('lift')}" x="-3%" y="-3%" width="106%" height="106%"><feDropShadow dx="3" dy="4" stdDeviation="2.5" flood-color="#2b1d10" flood-opacity="0.45"/></filter>` +
    `<filter id="${id('fibre')}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.04 0.6" numOctaves="2" seed="2"/>` +
    `<feColorMatrix values="0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 0.75 -0.3"/></filter>` +
    `<pattern id="${id('dots')}" width="14" height="14" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="2" fill="#ffffff" fill-opacity="0.35"/><circle cx="11" cy="11" r="2" fill="#ffffff" fill-opacity="0.35"/></pattern>`,
  frame: (_, colour, id) => `<rect width="480" height="360" fill="${colour}"/><rect width="480" height="360" fill="url(#${id('dots')})"/>`,
  paint(shape, colour, random, id) {
    const points = shape.detail ? shape.points : wobble(shape.points, random, 1.2, shape.closed, 12);
    const d = pathData(points, shape.closed, shape.detail ? shape.smooth : false);
    if (!shape.closed)
      return `<path d="${d}"${attributes({ fill: 'none', stroke: colour, 'stroke-width': (shape.width ?? 2) * (shape.detail ? 1 : 1.05), 'stroke-linejoin': 'bevel', opacity: shape.opacity })}/>`;
    // The big pieces are cut from patterned sheets.
    const pattern = !shape.detail && extent(shape.points) > 70 ? `<path d="${d}" fill="url(#${id('dots')})"/>` : '';
    return `<path d="${d}"${attributes({ fill: colour, opacity: shape.opacity })}/>${pattern}`;
  },
  layer: (paint, _, layer, id) => (layer === 'back' ? paint : `<g filter="url(#${id('lift')})">${paint}</g>`),
  finish: (id) => `<rect width="480" height="360" filter="url(#${id('fibre')})"/>`,
};
