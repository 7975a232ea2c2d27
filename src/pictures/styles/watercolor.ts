// Soft Watercolor: transparent washes whose edges run darker than their middles and wander past a
// light pencil line, white paper showing through, and soft paper grain over everything.
import { darker, lighter, saturate } from '../colour.ts';
import { attributes, pathData } from '../svg.ts';
import { extent, type Style, shifted, wobble } from './style.ts';

export const watercolor: Style = {
  id: 'watercolor',
  paper: '#fdfaf3',
  colour: (colour) => lighter(saturate(colour, 0.95), 0.22),
  defs: (id) =>
    `<filter id="${id('wet')}" x="-5%" y="-5%" width="110%" height="110%"><feTurbulence type="fractalNoise" baseFrequency="0.035" numOctaves="2" seed="3"/>` +
    `<feDisplacementMap in="SourceGraphic" scale="9" xChannelSelector="R" yChannelSelector="G"/><feGaussianBlur stdDeviation="0.7" result="bled"/>` +
    // The undisturbed wash stays underneath, so the bleed only ever spreads outward: no paper-white notches at the edges.
    `<feMerge><feMergeNode in="SourceGraphic"/><feMergeNode in="bled"/></feMerge></filter>` +
    `<filter id="${id('grain')}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7"/>` +
    `<feColorMatrix values="0 0 0 0 0.45 0 0 0 0 0.36 0 0 0 0 0.25 0 0 0 0.5 -0.16"/></filter>`,
  frame: (_, colour) => `<rect width="480" height="360" fill="${lighter(colour, 0.35)}"/>`,
  paint(shape, colour, random) {
    if (shape.detail) return '';
    const points = wobble(shape.points, random, shape.closed ? 2.5 : 1, shape.closed, 26);
    const d = pathData(points, shape.closed, true);
    if (!shape.closed)
      return `<path d="${d}"${attributes({ fill: 'none', stroke: colour, 'stroke-width': shape.width ?? 2, 'stroke-linecap': 'round', opacity: shape.opacity ?? 0.8 })}/>`;
    const big = extent(shape.points) > 60;
    return `<path d="${d}"${attributes({ fill: colour, 'fill-opacity': shape.opacity ?? (big ? 0.7 : 0.85), stroke: darker(colour, 0.2), 'stroke-width': big ? 3 : 1.6, 'stroke-opacity': 0.45 })}/>`;
  },
  ink(shape, colour, random) {
    if (shape.detail)
      return `<path d="${pathData(shape.points, shape.closed, shape.smooth)}"${shape.closed ? attributes({ fill: colour, opacity: shape.opacity }) : attributes({ fill: 'none', stroke: colour, 'stroke-width': shape.width, 'stroke-linecap': 'round' })}/>`;
    if (!shape.closed || extent(shape.points) < 14 || shape.opacity !== undefined) return '';
    const offset = shifted(shape.points, random.jitter(2.5), random.jitter(2.5));
    return `<path d="${pathData(offset, true, shape.smooth)}" fill="none" stroke="#8a7a6c" stroke-width="0.7" stroke-opacity="0.6"/>`;
  },
  layer: (paint, ink, _, id) => `<g filter="url(#${id('wet')})">${paint}</g>${ink}`,
  finish: (id) => `<rect width="480" height="360" filter="url(#${id('grain')})"/>`,
};
