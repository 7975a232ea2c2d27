// The book's pages in order, from a plan and the catalog's words. Inside pages are numbered as the
// printer counts them: page 1 is a right-hand page, so every spread is an even page and the odd one
// after it.
//   Front cover (the case, not counted)
//   1 bookplate · 2 dedication · 3 title page
//   4–23 the scenes: a spread each, picture and story facing, the picture left and right by turns
//   24 the grandparents' letter
//   Back cover (the case, not counted)
// So a book of n scenes has 4 + 2n pages: 24 for the shop's 10 (content/store.yaml).
import type { BookPlan } from '../../contract/book-plan.ts';
import { describeCover, describeScene, type Family } from '../pictures/about.ts';
import { letteringOf } from './fonts.ts';
import type { BookPage, Box } from './page.ts';
import { backCover, dedication, frontCover, letterPage, picturePage, plate, storyPage, titlePage, type Voice } from './pages.ts';
import { fillNames, letterOf, namesOf, titleOf } from './words.ts';

/** What the book needs of the plan: who, how they look, the style, the scenes and the dedication. */
export type BookChoices = Pick<BookPlan, 'child' | 'grandparents' | 'style' | 'scenes' | 'dedication'>;

/** The catalog's words: each scene's label and story (with {child}, {grandma}, {grandpa}) and each style's name. */
export interface BookText {
  scenes: readonly { id: string; label: string; story: string }[];
  styles: readonly { id: string; name: string }[];
}

export interface Book {
  pages: BookPage[];
  family: Family;
  styleId: string;
  /** The title the PDF carries. */
  title: string;
  /** Inside pages, covers not counted. */
  pageCount: number;
}

/** Pages that are not scenes: bookplate, dedication, title page and letter. */
export const PAGES_AROUND_SCENES = 4;
export const pageCountFor = (scenes: number) => PAGES_AROUND_SCENES + 2 * scenes;

/** The family as drawn: the looks without the names, so typing a name never redraws a picture. */
export function familyOf({ child, grandparents }: Pick<BookPlan, 'child' | 'grandparents'>): Family {
  const { name: _, ...drawnChild } = child;
  return { child: drawnChild, grandparents: grandparents.map(({ name: _, ...looks }) => looks) as Family['grandparents'] };
}

/**
 * A page whose words are set the first time its boxes are read: the preview draws the pages in sight
 * first, so a new book's cover does not wait for every story and the letter to be set.
 */
function setWhenRead(page: Omit<BookPage, 'boxes'>, boxes: () => Box[]): BookPage {
  let set: Box[] | undefined;
  return Object.defineProperty(page as BookPage, 'boxes', { get: () => (set ??= boxes()), enumerable: true });
}

export function bookLayout(choices: BookChoices, text: BookText): Book {
  const names = namesOf(choices);
  const family = familyOf(choices);
  const title = titleOf(names);
  const styleName = text.styles.find((style) => style.id === choices.style)?.name ?? choices.style;
  const voice: Voice = { lettering: letteringOf(choices.style), name: title.name, company: title.with, styleName };
  const spoken = { child: names.child, grandparents: names.all };
  const scenes = choices.scenes.flatMap((id) => text.scenes.filter((scene) => scene.id === id));
  const pageCount = pageCountFor(scenes.length);
  const coverWords = `The cover, in the ${styleName} style: ${describeCover({ family, names: spoken })}`;
  const pages: BookPage[] = [
    { key: 'front-cover', kind: 'front-cover', side: 'right', label: 'Front cover', description: coverWords, boxes: frontCover(voice) },
    setWhenRead({ key: 'plate', kind: 'plate', number: 1, side: 'right', label: 'Page 1' }, () => plate(voice, 1)),
    setWhenRead({ key: 'dedication', kind: 'dedication', number: 2, side: 'left', label: 'Page 2' }, () =>
      dedication(choices.dedication.trim() || `For ${names.child}, with love.`, 2),
    ),
    setWhenRead({ key: 'title', kind: 'title', number: 3, side: 'right', label: 'Page 3', description: coverWords }, () =>
      titlePage(voice),
    ),
  ];
  scenes.forEach((scene, index) => {
    const first = 4 + 2 * index;
    const pictureSide = index % 2 === 0 ? 'left' : 'right';
    const storySide = pictureSide === 'left' ? 'right' : 'left';
    const pictureEntry: BookPage = {
      key: `${scene.id}-picture`,
      kind: 'picture',
      number: pictureSide === 'left' ? first : first + 1,
      side: pictureSide,
      label: '',
      description: describeScene({ family, sceneId: scene.id, names: spoken }),
      boxes: picturePage(scene.id),
    };
    const storyNumber = storySide === 'left' ? first : first + 1;
    const heading = fillNames(scene.label, names);
    const storyEntry = setWhenRead({ key: `${scene.id}-story`, kind: 'story', number: storyNumber, side: storySide, label: '' }, () =>
      storyPage(voice, heading, fillNames(scene.story, names), storySide, storyNumber),
    );
    pages.push(...(pictureSide === 'left' ? [pictureEntry, storyEntry] : [storyEntry, pictureEntry]));
  });
  pages.push(
    setWhenRead({ key: 'letter', kind: 'letter', number: pageCount, side: 'left', label: `Page ${pageCount}` }, () =>
      letterPage(voice, letterOf(names), pageCount),
    ),
    setWhenRead({ key: 'back-cover', kind: 'back-cover', side: 'left', label: 'Back cover', description: coverWords }, () =>
      backCover(voice, pageCount),
    ),
  );
  for (const page of pages) if (page.number !== undefined) page.label = `Page ${page.number}`;
  return { pages, family, styleId: choices.style, title: `${title.name}, ${title.with}`, pageCount };
}
