// The one seam between the view and the book's layout: the family from the builder's own fields
// and the tool's choices in, the pages drawn into the flip-through out. The pages are the
// builder's preview (src/scripts/builder/preview.ts), so the view shows the book /create shows.
import { DEFAULT_FAMILY } from '../../pictures/index.ts';
import { type Draft, readDraft } from '../builder/plan.ts';
import { bookPages, renderPages } from '../builder/preview.ts';
import type { BookChoices, BookViewFacts } from './choices.ts';

/** The view can fetch nothing, so no picture is the build's file: each is drawn here. */
const NOTHING_FETCHED = { family: DEFAULT_FAMILY, pictures: [] };

export function showBook(container: HTMLElement, form: HTMLFormElement, facts: BookViewFacts, choices: BookChoices) {
  const { style, scenes, occasion, format = 'hardcover', giftWrap = false, country = '' } = choices.link;
  const draft: Draft = { ...readDraft(form), style, scenes, occasion, format, giftWrap, country };
  const byId = new Map(facts.scenes.map((scene) => [scene.id, scene]));
  renderPages(container, bookPages(draft, byId, choices.styleName, NOTHING_FETCHED));
}
