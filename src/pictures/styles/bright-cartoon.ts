// Bright Cartoon: bold, even dark outlines, flat saturated colour and one simple shadow tone
// along the lower side of every big shape.
import { saturate } from '../colour.ts';
import { attributes, pathData } from '../svg.ts';
import { extent, type Style } from './style.ts';

const OUTLINE = '#1d1620';

export const brightCartoon: Style = {
  id: 'bright-cartoon',
  paper: '#ffffff',
  colour: (colour) => saturate(colour, 1.35),
  defs: () => '',
  paint(shape, colour) {
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
    return `<path d="${d}" fill="${colour}" stroke="${OUTLINE}" stroke-width="${size > 30 ? 3.5 : 2.5}" stroke-linejoin="round"/>`;
  },
};
