// Classic Storybook: pen-and-ink outlines that thicken on the shadow side, muted coloured-pencil
// washes inside them, and cross-hatching where things are dark, on cream paper.
import { lightness, mix, saturate } from '../colour.ts';
import type { Shape } from '../shapes.ts';
import { attributes, pathData } from '../svg.ts';
import { extent, type Style, shifted } from './style.ts';

const INK = '#2a2420';
const CREAM = '#f4ecd8';

/**
 * The pen line round a shape, heavier on its shadow side. Drawn with the shape's colour, not after the whole
 * layer, so a thing in front covers the lines of what stands behind it (a head over its neck, a figure over a hill).
 */
function outline(shape: Shape): string {
  const d = pathData(shape.points, true, shape.smooth);
  const heavy = pathData(shifted(shape.points, 0.7, 0.9), true, shape.smooth);
  return `<path d="${d}" fill="none" stroke="${INK}" stroke-width="0.9"/><path d="${heavy}" fill="none" stroke="${INK}" stroke-width="1.1" stroke-dasharray="30 12"/>`;
}

export const classicStorybook: Style = {
  id: 'classic-storybook',
  paper: CREAM,
  colour: (colour) => mix(saturate(colour, 0.5), CREAM, 0.42),
  defs: (id) =>
    `<pattern id="${id('hatch')}" width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><path d="M0 0V4" stroke="${INK}" stroke-width="0.75" stroke-opacity="0.75"/></pattern>` +
    `<pattern id="${id('sky')}" width="9" height="5" patternUnits="userSpaceOnUse"><path d="M0 2.5H6" stroke="${INK}" stroke-width="0.7" stroke-opacity="0.6"/></pattern>` +
    `<pattern id="${id('light')}" width="7" height="7" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><path d="M0 0V7" stroke="${INK}" stroke-width="0.6" stroke-opacity="0.5"/></pattern>` +
    `<pattern id="${id('cross')}" width="4.5" height="4.5" patternUnits="userSpaceOnUse" patternTransform="rotate(-40)"><path d="M0 0V4.5" stroke="${INK}" stroke-width="0.7" stroke-opacity="0.7"/></pattern>`,
  frame: (_, colour, id) => `<rect width="480" height="360" fill="${colour}"/><rect width="480" height="360" fill="url(#${id('sky')})"/>`,
  paint(shape, colour, _, id) {
    const d = pathData(shape.points, shape.closed, shape.smooth);
    if (!shape.closed) {
      const width = shape.width ?? 2;
      const inked = shape.detail ? '' : `<path d="${d}" fill="none" stroke="${INK}" stroke-width="${width + 2}" stroke-linecap="round"/>`;
      return `${inked}<path d="${d}"${attributes({ fill: 'none', stroke: shape.detail ? INK : colour, 'stroke-width': shape.detail ? Math.max(0.9, width * 0.8) : width, 'stroke-linecap': 'round', opacity: shape.opacity })}/>`;
    }
    if (shape.detail) return `<path d="${d}"${attributes({ fill: lightness(colour) < 0.3 ? INK : colour, opacity: shape.opacity })}/>`;
    const tone = lightness(colour);
    const big = extent(shape.points) > 40;
    // Tone is drawn in ink: light areas get open hatching, mid tones close hatching, dark ones cross-hatching.
    const hatch = big ? `<path d="${d}" fill="url(#${id(tone < 0.86 ? 'hatch' : 'light')})"/>` : '';
    const cross = big && tone < 0.66 ? `<path d="${d}" fill="url(#${id('cross')})"/>` : '';
    return `<path d="${d}"${attributes({ fill: colour, opacity: shape.opacity })}/>${hatch}${cross}${shape.opacity === undefined ? outline(shape) : ''}`;
  },
};
