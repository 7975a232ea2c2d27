import { describe, expect, test } from 'vitest';
import { SCENES_PER_BOOK } from '../../contract/book-plan-rules.ts';
import { DEFAULT_FAMILY, SCENE_IDS, STYLE_IDS } from '../pictures/index.ts';
import { FONTS, letteringOf } from './fonts.ts';
import { type BookChoices, bookLayout, pageCountFor } from './layout.ts';
import { widthOf } from './measure.ts';
import { GUTTER, MARGIN, PAGE_SIZE } from './page.ts';

const text = {
  scenes: SCENE_IDS.map((id) => ({
    id,
    label: `A day of {child} with {grandma}`,
    story: `{child} and {grandpa} spend ${id} together. `.repeat(4),
  })),
  styles: STYLE_IDS.map((id) => ({ id, name: `Style ${id}` })),
};
const choices = (overrides: Partial<BookChoices> = {}): BookChoices => ({
  child: { name: 'Zoë-Ann', ...DEFAULT_FAMILY.child },
  grandparents: [
    { name: 'Nana', ...DEFAULT_FAMILY.grandparents[0] },
    { name: 'Grandpa Joe', ...(DEFAULT_FAMILY.grandparents[1] ?? DEFAULT_FAMILY.grandparents[0]) },
  ],
  style: STYLE_IDS[0],
  scenes: SCENE_IDS.slice(0, SCENES_PER_BOOK),
  dedication: 'For Zoë-Ann, with all our love.',
  ...overrides,
});

describe('the page plan', () => {
  const book = bookLayout(choices(), text);

  test('the covers around 4 + 2 × scenes numbered pages: 24 for ten scenes', () => {
    expect(pageCountFor(SCENES_PER_BOOK)).toBe(24);
    expect(book.pageCount).toBe(24);
    expect(book.pages).toHaveLength(26);
    expect(book.pages.map((page) => page.number)).toEqual([undefined, ...Array.from({ length: 24 }, (_, index) => index + 1), undefined]);
  });

  test('page 1 is a right-hand page, so odd pages are right and every spread is an even page and the next', () => {
    for (const page of book.pages.slice(1, -1)) expect(page.side).toBe(page.number && page.number % 2 === 1 ? 'right' : 'left');
    const spreads = book.pages.filter((page) => page.kind === 'picture' || page.kind === 'story');
    for (let index = 0; index < spreads.length; index += 2) {
      expect(spreads[index].number).toBe(4 + index);
      expect(new Set([spreads[index].kind, spreads[index + 1].kind])).toEqual(new Set(['picture', 'story']));
      expect(spreads[index].key.replace(/-(picture|story)$/, '')).toBe(spreads[index + 1].key.replace(/-(picture|story)$/, ''));
    }
    expect(book.pages.slice(0, 4).map((page) => page.kind)).toEqual(['front-cover', 'plate', 'dedication', 'title']);
    expect(book.pages.slice(-2).map((page) => page.kind)).toEqual(['letter', 'back-cover']);
  });

  test('a book of another number of scenes adds up the same way', () => {
    expect(bookLayout(choices({ scenes: SCENE_IDS.slice(0, 3) }), text).pageCount).toBe(10);
  });

  test('every line of text stays in the safe area: off the fold and the edge, within the page', () => {
    const long = bookLayout(choices({ dedication: 'W'.repeat(40) + ' a very long dedication '.repeat(9) }), text);
    for (const page of long.pages) {
      const [outer, inner] = page.kind === 'front-cover' || page.kind === 'back-cover' ? [MARGIN, MARGIN] : [MARGIN, GUTTER];
      const [left, right] = page.side === 'left' ? [outer, PAGE_SIZE - inner] : [inner, PAGE_SIZE - outer];
      for (const box of page.boxes) {
        if (box.kind !== 'text') continue;
        for (const line of box.lines) {
          const width = widthOf(line.text, line.font, line.size);
          const start = line.anchor === 'start' ? line.x : line.anchor === 'middle' ? line.x - width / 2 : line.x - width;
          expect(start, `${page.label}: ${line.text}`).toBeGreaterThanOrEqual(left - 0.01);
          expect(start + width, `${page.label}: ${line.text}`).toBeLessThanOrEqual(right + 0.01);
          expect(line.y, `${page.label}: ${line.text}`).toBeGreaterThan(MARGIN);
          expect(line.y, `${page.label}: ${line.text}`).toBeLessThanOrEqual(PAGE_SIZE - MARGIN + 4);
        }
      }
    }
  });

  test('the titles are set in the style’s own lettering, and every style has one', () => {
    for (const style of STYLE_IDS) {
      const cover = bookLayout(choices({ style }), text).pages[0];
      const fonts = cover.boxes.flatMap((box) => (box.kind === 'text' ? box.lines.map((line) => line.font) : []));
      expect(new Set(fonts)).toEqual(new Set([letteringOf(style)]));
      expect(FONTS[letteringOf(style)]).toBeDefined();
    }
  });

  test('names fill the words, and a stand-in says who goes there until one is typed', () => {
    const words = (book_: typeof book) =>
      book_.pages.map((page) => page.boxes.flatMap((box) => (box.kind === 'text' ? box.lines.map((line) => line.text) : [])).join(' '));
    expect(words(book)[0]).toMatch(/Zoë-Ann.*with Nana and Grandpa Joe/);
    expect(words(book).filter((page) => page.includes('Grandpa Joe')).length).toBeGreaterThan(SCENES_PER_BOOK);
    const unnamed = bookLayout(choices({ child: { ...choices().child, name: '' } }), text);
    expect(words(unnamed)[0]).toMatch(/^Your grandchild/);
  });
});
