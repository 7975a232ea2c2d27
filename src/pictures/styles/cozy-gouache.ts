// Cozy Gouache: opaque, matte paint in earthy tones with no outlines, chalky dry edges, and the
// direction of the brush showing in every area of colour.
import { darker, lighter, mix, saturate } from '../colour.ts';
import { attributes, pathData } from '../svg.ts';
import { extent, type Style, wobble } from './style.ts';

const BRUSH_ANGLES = [-18, 28, 74];

export const cozyGouache: Style = {
  id: 'cozy-gouache',
  paper: '#e9dcc3',
  colour: (colour) => darker(mix(saturate(colour, 0.85), '#9a5a2a', 0.14), 0.04),
  // Three brush directions, so neighbouring areas of paint show different strokes.
  defs: (id) =>
    `<filter id="${id('chalk')}" x="-2%" y="-2%" width="104%" height="104%"><feTurbulence type="fractalNoise" baseFrequency="0.6" numOctaves="1" seed="5"/>` +
    `<feDisplacementMap in="SourceGraphic" scale="3.5" xChannelSelector="R" yChannelSelector="G"/></filter>` +
    BRUSH_ANGLES.map(
      (angle, index) =>
        `<pattern id="${id(`brush${index}`)}" width="34" height="14" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})">` +
        `<path d="M2 4Q12 2 22 4M10 11Q21 9 32 11" fill="none" stroke="#fff6e0" stroke-width="4" stroke-linecap="round" stroke-opacity="0.2"/>` +
        `<path d="M4 7.5Q16 6 28 7.5" fill="none" stroke="#3a2414" stroke-width="3" stroke-linecap="round" stroke-opacity="0.14"/></pattern>`,
    ).join(''),
  frame: (_, colour, id) =>
    `<rect width="480" height="360" fill="${colour}"/><rect width="480" height="360" fill="url(#${id('brush0')})"/>`,
  paint(shape, colour, random, id) {
    if (shape.detail) {
      const d = pathData(shape.points, shape.closed, shape.smooth);
      return shape.closed
        ? `<path d="${d}"${attributes({ fill: colour, opacity: shape.opacity })}/>`
        : `<path d="${d}"${attributes({ fill: 'none', stroke: colour, 'stroke-width': shape.width, 'stroke-linecap': 'round' })}/>`;
    }
    const points = wobble(shape.points, random, 1.6, shape.closed, 22);
    const d = pathData(points, shape.closed, true);
    if (!shape.closed)
      return `<path d="${d}"${attributes({ fill: 'none', stroke: colour, 'stroke-width': (shape.width ?? 2) * 1.1, 'stroke-linecap': 'round', opacity: shape.opacity })}/>`;
    const size = extent(shape.points);
    const texture = size > 24 ? `<path d="${d}" fill="url(#${id(`brush${Math.floor(random.between(0, BRUSH_ANGLES.length))}`)})"/>` : '';
    const rim =
      size > 40
        ? `<path d="${d}" fill="none" stroke="${lighter(colour, 0.25)}" stroke-width="2.5" stroke-opacity="0.5" stroke-dasharray="${Math.round(size / 3)} ${Math.round(size / 2)}"/>`
        : '';
    return `<path d="${d}"${attributes({ fill: colour, opacity: shape.opacity })}/>${texture}${rim}`;
  },
  layer: (paint, _, layer, id) => (layer === 'front' ? paint : `<g filter="url(#${id('chalk')})">${paint}</g>`),
};
