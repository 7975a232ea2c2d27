// The one seam between the view and the book: the family from the builder's own fields and the
// tool's choices in, the book library's pages (src/book) drawn into the flip-through out, by the
// builder's own preview (src/scripts/builder/preview.ts), so the view shows the book /create shows.
import { type Book, bookLayout } from '../../book/index.ts';
import { DEFAULT_FAMILY } from '../../pictures/index.ts';
import { type Draft, readDraft } from '../builder/plan.ts';
import { renderBook } from '../builder/preview.ts';
import type { BookChoices, BookViewFacts } from './choices.ts';

/** The view can fetch nothing, so no picture is the build's file: each is drawn here. */
const NOTHING_FETCHED = { family: DEFAULT_FAMILY, pictures: [] };

export function showBook(container: HTMLElement, form: HTMLFormElement, facts: BookViewFacts, choices: BookChoices): Book {
  const { style, scenes, occasion, format = 'hardcover', giftWrap = false, country = '' } = choices.link;
  const draft: Draft = { ...readDraft(form), style, scenes, occasion, format, giftWrap, country };
  const book = bookLayout(draft, facts);
  renderBook(container, book, NOTHING_FETCHED);
  return book;
}
