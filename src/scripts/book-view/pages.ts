// The one seam between the view and the book: the family from the builder's own fields and the
// tool's choices in, the book library's pages (src/book) drawn into the flip-through out, by the
// builder's own preview (src/scripts/builder/preview.ts), so the view shows the book /create shows.
import type { BookViewPictures } from '../../../contract/book-view.ts';
import { type Book, bookLayout, type BookChoices as LaidOut } from '../../book/index.ts';
import { pictureSvg } from '../../book/picture-svg.ts';
import { DEFAULT_FAMILY } from '../../pictures/index.ts';
import { readDraft } from '../builder/plan.ts';
import { type DrawnByBuild, renderBook, svgUrl } from '../builder/preview.ts';
import type { BookChoices, BookViewFacts } from './choices.ts';

/** The view can fetch nothing: the build's pictures are those the plan's answer brought as text; it draws the rest. */
const drawnByBuild = (pictures: BookViewPictures): DrawnByBuild => ({
  family: DEFAULT_FAMILY,
  pictures: Object.keys(pictures),
  urlOf: (name) => svgUrl(pictures[name]),
});

let shown: { key: string; book: Book } | undefined;

/**
 * Lays the book out and draws it, unless nothing it shows changed: the plan's answer usually brings
 * the choices the tool's arguments already drew.
 */
export function showBook(
  container: HTMLElement,
  form: HTMLFormElement,
  facts: BookViewFacts,
  choices: BookChoices,
  pictures: BookViewPictures,
): Book {
  const { child, grandparents, dedication } = readDraft(form);
  const { style, scenes } = choices.link;
  const laidOut: LaidOut = { child, grandparents, style, scenes, dedication };
  const key = JSON.stringify(laidOut);
  if (shown?.key !== key) {
    shown = { key, book: bookLayout(laidOut, facts) };
    // Every artist is in the view's one file already (pictures/index.ts): each picture is drawn at once.
    renderBook(container, shown.book, drawnByBuild(pictures), { paint: pictureSvg });
  }
  return shown.book;
}
