// A crayon's stroke of wax: one line with round ends, broken where the paper's tooth stands proud, and a
// set of strokes laid by a hand whose pressure changes from one to the next.
import type { Random } from '../random.ts';
import { attributes } from '../svg.ts';

/** Where the wax breaks along a stroke: the paper's tooth standing proud, a different run of gaps for each crayon. */
export const TOOTH = ['9 1.4 4 1 13 1.8', '7 1.2 11 1.6 5 1', '12 1.8 6 1.1 8 1.4'];

export const waxStroke = (d: string, colour: string, width: number, opacity?: number, dashes?: string): string =>
  `<path d="${d}"${attributes({ fill: 'none', stroke: colour, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-dasharray': dashes, opacity })}/>`;

/**
 * Strokes laid by a hand whose pressure changes from one stroke to the next: some light and thin, some
 * pressed in wide. Every stroke of a thing at one width read as "uniform stroke thickness", a filter.
 */
export function pressed(d: string, colour: string, width: number, opacity: number, tooth: string | undefined, random: Random): string {
  const groups: string[][] = [[], [], []];
  for (const part of d.split('M')) if (part) groups[Math.floor(random.next() * 3)].push(`M${part}`);
  return groups
    .map((group, index) =>
      group.length ? waxStroke(group.join(''), colour, width * [0.65, 1, 1.4][index], opacity * [0.7, 1, 0.95][index], tooth) : '',
    )
    .join('');
}
