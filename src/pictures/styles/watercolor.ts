// Soft Watercolor: transparent washes whose edges run darker than their middles and wander past a
// light pencil line, white paper showing through, and soft paper grain over everything.
import { darker, lighter, saturate } from '../colour.ts';
import type { Random } from '../random.ts';
import type { Point } from '../shapes.ts';
import { attributes, pathData } from '../svg.ts';
import { extent, type Style, shifted, wobble } from './style.ts';

/** Blooms (backruns): where water crept back into a drying wash, a pale patch with a hard, darker rim. */
function blooms(points: readonly Point[], colour: string, random: Random): string {
  const size = extent(points);
  if (size < 110) return '';
  const [cx, cy] = points.reduce(([x, y], [px, py]) => [x + px / points.length, y + py / points.length], [0, 0]);
  let marks = '';
  for (let count = 0; count < 2; count++) {
    const [bx, by] = [cx + random.jitter(size * 0.25), cy + random.between(0, size * 0.15)];
    const radius = size * random.between(0.06, 0.1);
    const ring: Point[] = Array.from({ length: 7 }, (_, index) => {
      const angle = (index / 7) * Math.PI * 2;
      const reach = radius * random.between(0.7, 1.2);
      return [bx + Math.cos(angle) * reach, by + Math.sin(angle) * reach * 0.7];
    });
    marks += `<path d="${pathData(wobble(ring, random, 2, true, 30), true, true)}" fill="${lighter(colour, 0.3)}" fill-opacity="0.3" stroke="${darker(colour, 0.25)}" stroke-width="1.1" stroke-opacity="0.3"/>`;
  }
  return marks;
}

export const watercolor: Style = {
  id: 'watercolor',
  paper: '#fdfaf3',
  colour: (colour) => lighter(saturate(colour, 1.15), 0.06),
  defs: (id, colours) =>
    colours
      .map(
        (colour) =>
          `<linearGradient id="${id(`wash${colour.slice(1)}`)}" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${darker(colour, 0.08)}"/><stop offset="1" stop-color="${lighter(colour, 0.3)}"/></linearGradient>`,
      )
      .join('') +
    `<filter id="${id('wet')}" x="-5%" y="-5%" width="110%" height="110%"><feTurbulence type="fractalNoise" baseFrequency="0.035" numOctaves="2" seed="3"/>` +
    `<feDisplacementMap in="SourceGraphic" scale="12" xChannelSelector="R" yChannelSelector="G"/><feGaussianBlur stdDeviation="1.3" result="bled"/>` +
    // The undisturbed wash stays underneath, so the bleed only ever spreads outward: no paper-white notches at the edges.
    `<feMerge><feMergeNode in="SourceGraphic"/><feMergeNode in="bled"/></feMerge></filter>` +
    // Granulation: pigment settling into the paper's tooth, darker specks of the wash's own colour (not a grey veil).
    `<filter id="${id('granulate')}" x="0" y="0" width="100%" height="100%"><feColorMatrix in="SourceGraphic" values="0.7 0 0 0 0 0 0.7 0 0 0 0 0 0.72 0 0 0 0 0 1 0" result="dark"/>` +
    `<feTurbulence type="fractalNoise" baseFrequency="0.55" numOctaves="2" seed="11"/><feColorMatrix values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 2.4 -1.05" result="tooth"/>` +
    `<feComposite in="dark" in2="tooth" operator="in" result="grains"/><feMerge><feMergeNode in="SourceGraphic"/><feMergeNode in="grains"/></feMerge></filter>` +
    `<filter id="${id('grain')}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" seed="7"/>` +
    `<feColorMatrix values="0 0 0 0 0.5 0 0 0 0 0.42 0 0 0 0 0.34 0 0 0 1.3 -0.56"/></filter>` +
    // Blooms: pigment settling unevenly across every wash, in soft blotches a few fingers wide.
    `<filter id="${id('bloom')}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.018" numOctaves="3" seed="9"/>` +
    `<feColorMatrix values="0 0 0 0 0.45 0 0 0 0 0.3 0 0 0 0 0.2 0.6 0 0 0 -0.33"/></filter>`,
  // A graded wash laid wet-in-wet: strongest at the top, fading to bare paper, with soft clouds of paper left white.
  frame: (_, colour, id) =>
    `<linearGradient id="${id('sky')}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="0.75" stop-color="#fdfaf3"/></linearGradient>` +
    `<filter id="${id('wetsky')}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.009" numOctaves="3" seed="4"/>` +
    `<feColorMatrix values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 2.4 0 0 0 -0.55"/><feComposite in="SourceGraphic" operator="in"/></filter>` +
    `<rect width="480" height="360" fill="url(#${id('sky')})" filter="url(#${id('wetsky')})"/>`,

  paint(shape, colour, random, id) {
    if (shape.detail) return '';
    const points = wobble(shape.points, random, shape.closed ? 2.5 : 1, shape.closed, 26);
    const d = pathData(points, shape.closed, true);
    if (!shape.closed)
      return `<path d="${d}"${attributes({ fill: 'none', stroke: colour, 'stroke-width': shape.width ?? 2, 'stroke-linecap': 'round', opacity: shape.opacity ?? 0.8 })}/>`;
    const big = extent(shape.points) > 60;
    // Big washes pool at the top and thin out toward the bottom, as pigment settles in wet paint.
    const wash = big ? `url(#${id(`wash${colour.slice(1)}`)})` : colour;
    // A solid thing (not a glow or a shadow) is painted on its own patch of paper, so what stands behind it never shows through.
    const paper = shape.opacity === undefined ? `<path d="${d}" fill="${watercolor.paper}"/>` : '';
    return `${paper}<path d="${d}"${attributes({ fill: wash, 'fill-opacity': shape.opacity ?? (big ? 0.82 : 0.9), stroke: darker(colour, 0.2), 'stroke-width': big ? 3 : 1.6, 'stroke-opacity': 0.45 })}/>${blooms(shape.points, colour, random)}`;
  },
  ink(shape, colour, random) {
    if (shape.detail)
      return `<path d="${pathData(shape.points, shape.closed, shape.smooth)}"${shape.closed ? attributes({ fill: colour, opacity: shape.opacity }) : attributes({ fill: 'none', stroke: colour, 'stroke-width': shape.width, 'stroke-linecap': 'round' })}/>`;
    if (!shape.closed || extent(shape.points) < 14 || shape.opacity !== undefined) return '';
    const offset = shifted(shape.points, random.jitter(2.5), random.jitter(2.5));
    return `<path d="${pathData(offset, true, shape.smooth)}" fill="none" stroke="#8a7a6c" stroke-width="0.7" stroke-opacity="0.6"/>`;
  },
  // The figures' washes stay clean: granulation on a face reads as dirt.
  layer: (paint, ink, layer, id) => {
    const wet = `<g filter="url(#${id('wet')})">${paint}</g>`;
    return `${layer === 'front' ? wet : `<g filter="url(#${id('granulate')})">${wet}</g>`}${ink}`;
  },
  finish: (id) =>
    `<rect width="480" height="360" filter="url(#${id('bloom')})"/><rect width="480" height="360" filter="url(#${id('grain')})"/>`,
};
