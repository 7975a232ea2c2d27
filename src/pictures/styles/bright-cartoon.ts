// Bright Cartoon: bold, even dark outlines, flat saturated colour and one simple shadow tone
// across the lower side of every big shape (a hard-edged cel shadow).
import { darker, saturate } from '../colour.ts';
import { attributes, pathData } from '../svg.ts';
import { extent, type Style } from './style.ts';

const OUTLINE = '#1d1620';

export const brightCartoon: Style = {
  id: 'bright-cartoon',
  paper: '#ffffff',
  colour: (colour) => saturate(colour, 1.35),
  defs: (id, colours) =>
    colours
      .map(
        (colour) =>
          `<linearGradient id="${id(`cel${colour.slice(1)}`)}" x1="0" y1="0" x2="0.8" y2="1"><stop offset="0.6" stop-color="${colour}"/><stop offset="0.6" stop-color="${darker(colour, 0.3)}"/></linearGradient>`,
      )
      .join(''),
  paint(shape, colour, _, id) {
    const d = pathData(shape.points, shape.closed, shape.smooth);
    if (!shape.closed) {
      const width = shape.width ?? 2;
      const edge = shape.detail
        ? ''
        : `<path d="${d}" fill="none" stroke="${OUTLINE}" stroke-width="${width + 4}" stroke-linecap="round" stroke-linejoin="round"/>`;
      return `${edge}<path d="${d}"${attributes({ fill: 'none', stroke: colour, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', opacity: shape.opacity })}/>`;
    }
    if (shape.detail || shape.opacity !== undefined) return `<path d="${d}"${attributes({ fill: colour, opacity: shape.opacity })}/>`;
    const size = extent(shape.points);
    const fill = size > 40 ? `url(#${id(`cel${colour.slice(1)}`)})` : colour;
    return `<path d="${d}" fill="${fill}" stroke="${OUTLINE}" stroke-width="${size > 30 ? 4 : 2.5}" stroke-linejoin="round"/>`;
  },
};
