// Crayon Doodle: waxy colour that skips over the paper's tooth, strokes laid in different
// directions, and a wobbly, confident outline drawn twice, on white paper.
import { darker, saturate } from '../colour.ts';
import { attributes, pathData } from '../svg.ts';
import { extent, type Style, wobble } from './style.ts';

export const crayonDoodle: Style = {
  id: 'crayon-doodle',
  paper: '#ffffff',
  colour: (colour) => saturate(colour, 1.25),
  defs: (id) =>
    `<filter id="${id('wax')}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.7" numOctaves="1" seed="11" result="tooth"/>` +
    `<feColorMatrix in="tooth" type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 -3 2.3" result="mask"/>` +
    // Where the wax skips, the paper shows, not whatever stands behind: a counter hides the legs behind it.
    `<feComposite in="SourceGraphic" in2="mask" operator="in" result="waxed"/><feFlood flood-color="${crayonDoodle.paper}"/><feComposite in2="SourceAlpha" operator="in"/>` +
    `<feMerge><feMergeNode/><feMergeNode in="waxed"/></feMerge></filter>` +
    `<pattern id="${id('strokes')}" width="9" height="9" patternUnits="userSpaceOnUse" patternTransform="rotate(55)"><path d="M0 2H9M0 6.5H9" stroke="#ffffff" stroke-width="1.6" stroke-opacity="0.55"/></pattern>`,
  frame(_, colour) {
    // A child colours the sky as a few sweeping zigzags, not edge to edge.
    let d = 'M12 14';
    for (let step = 0; step < 14; step++) d += `L${24 + step * 33} ${step % 2 ? 14 : 70}`;
    return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="13" stroke-linejoin="round" opacity="0.75"/>`;
  },
  paint(shape, colour, random, id) {
    const d = pathData(shape.detail ? shape.points : wobble(shape.points, random, 1.5, shape.closed, 20), shape.closed, shape.smooth);
    if (!shape.closed)
      return `<path d="${d}"${attributes({ fill: 'none', stroke: colour, 'stroke-width': shape.width ?? 2, 'stroke-linecap': 'round', opacity: shape.opacity })}/>`;
    const strokes = !shape.detail && extent(shape.points) > 18 ? `<path d="${d}" fill="url(#${id('strokes')})"/>` : '';
    return `<path d="${d}"${attributes({ fill: colour, opacity: shape.opacity ?? (shape.detail ? undefined : 0.88) })}/>${strokes}`;
  },
  ink(shape, colour, random) {
    if (!shape.closed || shape.detail || extent(shape.points) < 10 || shape.opacity !== undefined) return '';
    const outline = darker(colour, 0.4);
    const size = extent(shape.points);
    const first = `<path d="${pathData(wobble(shape.points, random, 2.2, true, 22), true, true)}" fill="none" stroke="${outline}" stroke-width="2.4" stroke-linecap="round"/>`;
    // Big shapes get a second, looser pass, as a child goes round twice.
    if (size < 40) return first;
    return `${first}<path d="${pathData(wobble(shape.points, random, 2.6, true, 30), true, true)}" fill="none" stroke="${outline}" stroke-width="1.1" opacity="0.7"/>`;
  },
  layer: (paint, ink, _, id) => `<g filter="url(#${id('wax')})">${paint}${ink}</g>`,
};
