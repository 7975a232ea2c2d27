// The one seam between the view and the book: the family from the builder's own fields and the
// tool's choices in, the book library's pages (src/book) drawn into the flip-through out, by the
// builder's own preview (src/scripts/builder/preview.ts), so the view shows the book /create shows.
import { type Book, bookLayout, type BookChoices as LaidOut } from '../../book/index.ts';
import { DEFAULT_FAMILY } from '../../pictures/index.ts';
import { readDraft } from '../builder/plan.ts';
import { renderBook } from '../builder/preview.ts';
import type { BookChoices, BookViewFacts } from './choices.ts';

/** The view can fetch nothing, so no picture is the build's file: each is drawn here. */
const NOTHING_FETCHED = { family: DEFAULT_FAMILY, pictures: [] };

let shown: { key: string; book: Book } | undefined;

/**
 * Lays the book out and draws it, unless nothing it shows changed: the plan's answer usually brings
 * the choices the tool's arguments already drew, and the cover is being drawn meanwhile.
 */
export function showBook(container: HTMLElement, form: HTMLFormElement, facts: BookViewFacts, choices: BookChoices): Book {
  const { child, grandparents, dedication } = readDraft(form);
  const { style, scenes } = choices.link;
  const laidOut: LaidOut = { child, grandparents, style, scenes, dedication };
  const key = JSON.stringify(laidOut);
  if (shown?.key !== key) {
    shown = { key, book: bookLayout(laidOut, facts) };
    renderBook(container, shown.book, NOTHING_FETCHED);
  }
  return shown.book;
}
