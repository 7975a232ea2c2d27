// The sheets of coloured paper the cut-out artist cuts from: a few of each colour in the box, each kind
// with its own grain (sugar paper, laid paper, kraft, mulberry), a fibre here and there on a piece.
import { extent, type Ids } from '../artists/artist.ts';
import { mix } from '../colour.ts';
import { type Random, shortName } from '../random.ts';
import type { Point, Shape } from '../shapes.ts';
import { attributes } from '../svg.ts';
import { box } from './box.ts';
import { area, grain } from './paper-grain.ts';
import { roundPath } from './trace.ts';

/** The sheets in the box: a few of each colour. */
const SHEETS = [
  '#ffffff',
  '#f3ead8',
  '#e6d3b0',
  '#c9a27a',
  '#8a5a3a',
  '#5a3a28',
  '#a7a4a0',
  '#4a4a4f',
  '#2b211d',
  '#d9483b',
  '#e8707a',
  '#f29bb2',
  '#b0456a',
  '#7a2e3e',
  '#f08a24',
  '#f2c94c',
  '#f7e2a0',
  '#cfe3b0',
  '#9fcf8a',
  '#6f9e3c',
  '#3f8f5a',
  '#2f5f45',
  '#3f8f8a',
  '#bfe1f2',
  '#7fb3d9',
  '#3f6fb5',
  '#2f3f6a',
  '#1f2a55',
  '#6b5a8a',
  '#c3b1e1',
];

export const sheetFor = box(SHEETS);
export const BACKDROP = new Set<string>(['sky', 'far', 'ground', 'wall', 'floor']);

/** Strips laid one over the next (sky, hills, ground) show only their top band. */
const STRIPS = new Set<string>(['sky', 'far', 'ground']);

/** What kind of sheet a colour comes on: each has its own fibres, so no one speckle lies over everything. */
interface Sheet {
  /** Fibres per this many square pixels of a backdrop sheet (three times as many on a small piece). */
  per: number;
  /** The way the fibres run (radians; none: every which way), how far each turns, how long they are. */
  angle?: number;
  turn: number;
  length: readonly [number, number];
  /** Pale fibres, dark flecks, or both; and how thick. */
  tones: readonly ('light' | 'dark')[];
  width: number;
}

const SHEETS_BY_KIND: readonly Sheet[] = [
  // Sugar paper: short fibres every which way, pale and dark.
  { per: 300, turn: 0, length: [3, 9], tones: ['light', 'dark'], width: 0.9 },
  // Laid paper: long pale lines all one way, few of them.
  { per: 520, angle: 0.08, turn: 0.06, length: [10, 22], tones: ['light'], width: 0.7 },
  // Kraft or recycled: dense dark flecks.
  { per: 170, turn: 0, length: [0.5, 2.5], tones: ['dark'], width: 1.3 },
  // Mulberry paper: long soft fibres wandering every which way (all one steep way, they read as rain).
  { per: 700, angle: 0.4, turn: 1.4, length: [8, 16], tones: ['light'], width: 0.6 },
];

/** The sheet a colour is cut from, the same for every piece of that colour; the sky never on flecked kraft. */
function sheetOf(colour: string, role: Shape['role']): Sheet {
  const sheet = SHEETS_BY_KIND[Number.parseInt(shortName(colour), 36) % SHEETS_BY_KIND.length];
  return role === 'sky' && sheet.tones[0] === 'dark' ? SHEETS_BY_KIND[1] : sheet;
}

/**
 * The grain of the sheet a piece is cut from: as many fibres as the piece shows paper, densest on the
 * big backdrop sheets (clipped to the sheet, so they need no testing one by one), a shade off the sheet.
 */
export function fibres(shape: Shape, outline: Point[], colour: string, random: Random, id: Ids): string {
  const backdrop = shape.role !== undefined && BACKDROP.has(shape.role);
  const sheet = sheetOf(colour, shape.role);
  const depth = shape.role !== undefined && STRIPS.has(shape.role) ? 80 : Number.POSITIVE_INFINITY;
  const shown = Math.min(area(outline), extent(outline) * depth);
  // Sparse: a fibre here and there. Dense, they read as "one layer of identical hair-thin scratches spread evenly
  // over everything" and, on a wall, "like rain" (review 118).
  const count = Math.min(120, Math.round(shown / (backdrop ? sheet.per * 2.2 : sheet.per * 4)));
  if (count < 3) return '';
  const spread = {
    depth,
    clipped: backdrop,
    angle: sheet.angle,
    turn: sheet.turn,
    length: sheet.length,
    clumps: 1 + Math.floor(random.next() * 3),
  };
  const marks = sheet.tones
    .map((tone, index) => {
      const ink = tone === 'light' ? mix(colour, '#ffffff', 0.4) : mix(colour, '#2a1c10', 0.2);
      const d = grain(outline, index ? Math.round(count / 2) : count, random, spread);
      return `<path d="${d}"${attributes({ fill: 'none', stroke: ink, 'stroke-width': sheet.width, 'stroke-opacity': 0.7, 'stroke-linecap': 'round' })}/>`;
    })
    .join('');
  if (!backdrop) return marks;
  const name = id(`g${Math.floor(random.next() * 2 ** 32).toString(36)}`);
  return `<clipPath id="${name}"><path d="${roundPath(outline, true, false)}"/></clipPath><g clip-path="url(#${name})">${marks}</g>`;
}
