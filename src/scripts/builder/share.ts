// A link to this book's non-personal choices (style, occasion, format, gift wrap, country, scenes) in
// the fragment: names, looks and the dedication never go into it, and a fragment never reaches a server.
import { type CreateChoices, createFragment, parseCreateFragment } from '../../../contract/create-link.ts';
import type { Draft } from './plan.ts';

export function shareLink(draft: Draft): string {
  const { style, occasion, format, giftWrap, country, scenes } = draft;
  return `${location.origin}${location.pathname}${createFragment({ style, occasion, format, giftWrap, country, scenes })}`;
}

/** The choices a link brought, once: the fragment is then cleared so a reload keeps the buyer's own edits. */
export function takeLinkChoices(): CreateChoices {
  const choices = parseCreateFragment(location.hash);
  if (location.hash) history.replaceState(null, '', location.pathname + location.search);
  return choices;
}
