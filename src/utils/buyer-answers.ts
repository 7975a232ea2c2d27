// The buyer's questions answered from the store's facts (content/store.yaml): the FAQ shows them
// and its FAQPage JSON-LD carries the very same answers.
import { dateTokens } from '../../contract/delivery-phrases.ts';
import { sitePaths } from '../../contract/site-paths.ts';
import { html, type Markup } from './html.ts';
import { businessDays, money } from './phrases.ts';
import type { Store } from './store.ts';

export interface Answer {
  id: string;
  question: string;
  answer: Markup;
}

export function buyerAnswers(store: Store): Answer[] {
  const { book, previewDays, makingDays, shipping, deadlines, guarantee, contact } = store;
  const mail = html`<a href="mailto:${contact.email}">${contact.email}</a>`;
  return [
    {
      id: 'pages',
      question: 'How many pages does a book have, and how big is it?',
      answer: html`<p>Every book has ${book.pages} pages: the ${book.scenes} scenes you choose, each on a two-page spread,
        plus ${book.pages - 2 * book.scenes} pages for the title, your dedication and the ending. Hardcover and digital
        books have the same pages.</p>
        <ul><li>Size: ${book.size}</li><li>Paper: ${book.paper}</li><li>Cover: ${book.cover}</li><li>Print: ${book.print}</li></ul>`,
    },
    {
      id: 'how-long',
      question: 'How long does it take?',
      answer: html`<p>Within ${businessDays(previewDays)} of your order you get a preview of every page to approve, and you
        may ask for changes as often as you like. Once you approve it, a hardcover is printed and bound in
        ${businessDays(makingDays.hardcover)} and then shipped; a digital book is ready to download in
        ${businessDays(makingDays.digital)}.</p>`,
    },
    {
      id: 'shipping',
      question: 'How much is shipping, and where do you send books?',
      answer: html`<p>Printed books travel by tracked post, one shipping cost per order to one address:</p>
        <ul>${shipping.regions.map(
          (region) =>
            html`<li>${region.name}: ${money(region.cost, shipping.currency)}, arriving ${businessDays(region.days)} after printing</li>`,
        )}</ul>
        <p>Digital books are never shipped, so they have no shipping cost.</p>`,
    },
    {
      id: 'in-time',
      question: 'Will my book arrive in time for Christmas or another holiday?',
      answer: html`<p>Yes, if you order by the last day to order:</p>
        <ul>${deadlines.map(
          ({ occasion, name }) =>
            html`<li><a href="${sitePaths.occasion(occasion.id)}">${name}</a>, ${dateTokens.occasionDate(occasion.id)}<ul>
              ${shipping.regions.map(
                (region) => html`<li>Hardcover, ${region.name}: ${dateTokens.orderBy(occasion.id, 'hardcover', region.id)}</li>`,
              )}
              <li>Digital book: ${dateTokens.orderBy(occasion.id, 'digital')}</li></ul></li>`,
        )}</ul>`,
    },
    {
      id: 'guarantee',
      question: 'What if something is wrong with my book?',
      answer: html`<p>${guarantee.promise}</p>
        <p>Tell us within ${guarantee.days} days of delivery at ${mail}, with a photo if you can.</p>`,
    },
    {
      id: 'contact',
      question: 'How can I reach you?',
      answer: html`<p>Write to ${mail}. We answer ${contact.hours}, within ${contact.replyWithin}.</p>`,
    },
  ];
}
