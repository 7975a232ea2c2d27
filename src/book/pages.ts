// The designs of the book's pages: the covers, the bookplate, the dedication, the title page, a
// scene's picture and story pages, and the grandparents' letter. Each is a function of the words
// and returns boxes (page.ts); the layout (layout.ts) puts them in order.
import type { FontId } from './fonts.ts';
import { frame, heart, swash } from './ornaments.ts';
import { ACCENT, BLEED, type Box, GUTTER, INK, type Line, MARGIN, PAGE_SIZE, PAPER, type PictureId, SOFT_INK } from './page.ts';
import { type Block, stack } from './set.ts';

export interface Voice {
  /** The style's lettering, for titles. */
  lettering: FontId;
  /** The grandchild's name as titled. */
  name: string;
  /** "with Nana and Grandpa Joe". */
  company: string;
  styleName: string;
}

const FULL_BLEED = { x: -BLEED, y: -BLEED, width: PAGE_SIZE + 2 * BLEED, height: PAGE_SIZE + 2 * BLEED };

/** The safe column of a page: clear of the outer edge by MARGIN and of the fold by GUTTER. */
function safe(side: 'left' | 'right') {
  const left = side === 'left' ? MARGIN : GUTTER;
  const measure = PAGE_SIZE - MARGIN - GUTTER;
  return { left, measure, centre: left + measure / 2 };
}

const text = (lines: Line[], colour = INK): Box => ({ kind: 'text', lines, colour });
const paper = (): Box => ({ kind: 'fill', ...FULL_BLEED, colour: PAPER });
const picture = (id: PictureId, box = FULL_BLEED, shape: 'rect' | 'circle' = 'rect'): Box => ({
  kind: 'picture',
  picture: id,
  ...box,
  shape,
});
const fill = (path: string, colour = ACCENT): Box => ({ kind: 'mark', path, colour });

/** The page number at the foot of the outer edge. */
function folio(number: number, side: 'left' | 'right'): Box {
  const x = side === 'left' ? MARGIN : PAGE_SIZE - MARGIN;
  return text(
    [{ text: String(number), x, y: PAGE_SIZE - MARGIN + 4, size: 11, font: 'story', anchor: side === 'left' ? 'start' : 'end' }],
    SOFT_INK,
  );
}

/** The front cover: the family's picture to the edges, the name and the company set on its sky. */
export function frontCover(voice: Voice): Box[] {
  const width = PAGE_SIZE - 2 * (MARGIN + 12);
  const lines = stack(
    [
      { text: voice.name, font: voice.lettering, size: [100, 40, 1], leading: 1 },
      { text: voice.company, font: voice.lettering, size: [34, 20, 2], leading: 1.1, before: 14 },
    ],
    { left: MARGIN + 12, measure: width, align: 'middle' },
    { top: MARGIN + 10, bottom: PAGE_SIZE, from: 'top' },
  );
  const halo = { colour: PAPER, width: 7 };
  return [picture('cover'), { kind: 'text', lines, colour: INK, halo }];
}

/** Page 1: "This book belongs to", with the name, in a ruled frame. */
export function plate(voice: Voice, number: number): Box[] {
  const { centre } = safe('right');
  const [x, y, width, height] = [centre - 200, 150, 400, 312];
  const lines = stack(
    [
      { text: 'This book belongs to', font: 'letter', size: 22, leading: 1.3 },
      { text: voice.name, font: voice.lettering, size: [68, 28, 1], leading: 1, before: 30 },
    ],
    { left: x + 30, measure: width - 60, align: 'middle' },
    { top: y, bottom: y + height - 40 },
  );
  return [
    paper(),
    { kind: 'mark', path: frame(x, y, width, height), colour: ACCENT, stroke: 1.5 },
    { kind: 'mark', path: frame(x + 7, y + 7, width - 14, height - 14), colour: ACCENT, stroke: 0.6 },
    text(lines),
    fill(heart(centre, y + height - 46, 18)),
    folio(number, 'right'),
  ];
}

/** Page 2: the buyer's dedication, centred, with an ornament under it. */
export function dedication(words: string, number: number): Box[] {
  const { centre } = safe('left');
  const measure = 380;
  const lines = stack(
    [{ text: words, font: 'letter', size: [24, 16, 9], leading: 1.45 }],
    { left: centre - measure / 2, measure, align: 'middle' },
    {
      top: 150,
      bottom: 400,
    },
  );
  const last = lines.at(-1)?.y ?? 300;
  return [paper(), text(lines), fill(swash(centre, last + 34, 90)), folio(number, 'left')];
}

/** Page 3: the title page, with the cover's family in a round vignette. */
export function titlePage(voice: Voice): Box[] {
  const { left, measure, centre } = safe('right');
  const radius = 132;
  const [cx, cy] = [centre, 70 + radius];
  const lines = stack(
    [
      { text: voice.name, font: voice.lettering, size: [64, 28, 1], leading: 1 },
      { text: voice.company, font: voice.lettering, size: [28, 16, 2], leading: 1.15, before: 16 },
    ],
    { left, measure, align: 'middle' },
    { top: cy + radius + 44, bottom: PAGE_SIZE, from: 'top' },
  );
  const small = stack(
    [
      { text: 'Grandtales', font: 'strong', size: 13, leading: 1.3 },
      { text: `Illustrated in the ${voice.styleName} style`, font: 'story', size: 11, leading: 1.3, before: 6 },
    ],
    { left, measure, align: 'middle' },
    { top: PAGE_SIZE - MARGIN - 40, bottom: PAGE_SIZE - MARGIN, from: 'top' },
  );
  const circle = `M${cx - radius - 6},${cy}a${radius + 6},${radius + 6} 0 1,0 ${2 * radius + 12},0a${radius + 6},${radius + 6} 0 1,0 ${-2 * radius - 12},0Z`;
  return [
    paper(),
    picture('cover', { x: cx - radius, y: cy - radius, width: 2 * radius, height: 2 * radius }, 'circle'),
    { kind: 'mark', path: circle, colour: ACCENT, stroke: 1.5 },
    text(lines),
    text(small, SOFT_INK),
  ];
}

/** A scene's picture page: the picture to the edges. */
export const picturePage = (sceneId: string): Box[] => [picture(sceneId)];

/** A scene's story page: its title in the style's lettering, the story read aloud under it. */
export function storyPage(voice: Voice, heading: string, story: string, side: 'left' | 'right', number: number): Box[] {
  const { left, measure: safeMeasure } = safe(side);
  const measure = Math.min(safeMeasure, 420);
  const column = { left: left + (safeMeasure - measure) / 2, measure, align: 'start' as const };
  const blocks: Block[] = [
    { text: heading, font: voice.lettering, size: [32, 20, 2], leading: 1.15 },
    { text: story, font: 'story', size: [23, 16, 9], leading: 1.5, before: 30 },
  ];
  const lines = stack(blocks, column, { top: MARGIN + 30, bottom: PAGE_SIZE - MARGIN - 60 });
  const headingEnd = lines.filter((line) => line.font === voice.lettering).at(-1)?.y ?? 0;
  return [paper(), text(lines), { kind: 'mark', path: swash(column.left + 36, headingEnd + 17, 72), colour: ACCENT }, folio(number, side)];
}

/** The last page: the grandparents' letter to the grandchild, signed in the lettering. */
export function letterPage(
  voice: Voice,
  letter: { opening: string; body: string; closing: string; signature: string },
  number: number,
): Box[] {
  const { left, measure: safeMeasure } = safe('left');
  const measure = Math.min(safeMeasure, 400);
  const column = { left: left + (safeMeasure - measure) / 2, measure, align: 'start' as const };
  const lines = stack(
    [
      { text: letter.opening, font: voice.lettering, size: [34, 22, 1], leading: 1.2 },
      { text: letter.body, font: 'letter', size: 22, leading: 1.5, before: 26 },
      { text: letter.closing, font: 'letter', size: 22, leading: 1.5, before: 26 },
      { text: letter.signature, font: voice.lettering, size: [32, 18, 2], leading: 1.2, before: 14 },
    ],
    column,
    { top: MARGIN + 60, bottom: PAGE_SIZE - MARGIN - 40 },
  );
  return [paper(), fill(heart(column.left + 10, MARGIN + 40, 20)), text(lines), folio(number, 'left')];
}

/** The back cover: the family again in a vignette, who the book is for, and the imprint. */
export function backCover(voice: Voice, pages: number): Box[] {
  const centre = PAGE_SIZE / 2;
  const radius = 120;
  const cy = 90 + radius;
  const lines = stack(
    [
      { text: `Made for ${voice.name}`, font: voice.lettering, size: [40, 22, 1], leading: 1 },
      { text: voice.company.replace(/^with /, 'with love, from '), font: 'letter', size: [20, 14, 2], leading: 1.4, before: 16 },
    ],
    { left: MARGIN + 40, measure: PAGE_SIZE - 2 * (MARGIN + 40), align: 'middle' },
    { top: cy + radius + 46, bottom: PAGE_SIZE, from: 'top' },
  );
  const imprint = stack(
    [
      { text: 'Grandtales', font: 'strong', size: 14, leading: 1.3 },
      { text: `A personalized picture book · ${pages} pages · ${voice.styleName}`, font: 'story', size: 10, leading: 1.3, before: 6 },
    ],
    { left: MARGIN, measure: PAGE_SIZE - 2 * MARGIN, align: 'middle' },
    { top: PAGE_SIZE - MARGIN - 34, bottom: PAGE_SIZE - MARGIN, from: 'top' },
  );
  return [
    { kind: 'fill', ...FULL_BLEED, colour: '#efe4d2' },
    picture('cover', { x: centre - radius, y: cy - radius, width: 2 * radius, height: 2 * radius }, 'circle'),
    text(lines),
    text(imprint, SOFT_INK),
  ];
}
