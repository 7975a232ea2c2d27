// /create with JavaScript: the live preview, the printer's checks as you type, the delivered total
// and arrival dates, the book kept in this browser, a share link, the PDF and the order hand-off.
// Without it the page is still a form that plans the book (and, with ORDER_URL, posts it).
import { checkFields } from './builder/checks.ts';
import { readFacts } from './builder/facts.ts';
import { flipThrough } from './builder/flip.ts';
import { lazyPainter } from './builder/painter.ts';
import { chooseScenes, type Draft, readDraft, SECOND_GRANDPARENT, writeDraft } from './builder/plan.ts';
import { bookOf, installFonts, renderBook } from './builder/preview.ts';
import { suggestedScenes } from './builder/scenes.ts';
import { shareLink, takeLinkChoices } from './builder/share.ts';
import { forgetDraft, loadDraft, saveDraft } from './builder/storage.ts';
import { arrivalText, localToday, priceLines } from './builder/summary.ts';

const form = document.querySelector<HTMLFormElement>('form.builder');
const facts = readFacts();
const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

function start(form: HTMLFormElement) {
  const pages = byId('book-pages');
  const painter = lazyPainter();
  let book = bookOf(readDraft(form), facts);
  const flip = flipThrough(pages, byId('page-status'), byId('page-previous'), byId('page-next'), () => book.pageCount);
  const secondGrandparent = byId<HTMLFieldSetElement>('grandparent-2');
  // Only a change is written: a live region re-announces any text set, even the same.
  const say = (id: string, text: string) => {
    const element = byId(id);
    if (element.textContent !== text) element.textContent = text;
  };

  const suggest = (occasion: string) => chooseScenes(form, suggestedScenes(facts, occasion, readDraft(form).scenes));

  let shownSummary = '';
  function refresh(quiet = true) {
    secondGrandparent.disabled = !(form.elements.namedItem(SECOND_GRANDPARENT) as HTMLInputElement).checked;
    const draft = readDraft(form);
    book = bookOf(draft, facts);
    checkFields(form, quiet);
    renderBook(pages, book, facts.drawnByBuild, {
      editing: document.activeElement ? pageShowing(document.activeElement as HTMLElement) : undefined,
      ...painter,
    });
    flip.show();
    // Price and dates do not depend on names or looks: a keystroke in a name skips them.
    const today = localToday();
    const summary = JSON.stringify([draft.format, draft.giftWrap, draft.country, draft.occasion, today]);
    if (summary !== shownSummary) {
      shownSummary = summary;
      const price = priceLines(facts, draft);
      say('total', price.total);
      say('total-detail', price.detail);
      say('arrival', arrivalText(facts, draft, today));
    }
    return draft;
  }

  installFonts();
  const stored = loadDraft((notice) => say('builder-status', notice));
  if (stored) writeDraft(form, stored);
  const link = takeLinkChoices();
  writeDraft(form, link as Partial<Draft>);
  if (link.occasion && !link.scenes) suggest(link.occasion);
  for (const element of document.querySelectorAll<HTMLElement>('[data-needs-js]')) element.hidden = false;
  for (const element of document.querySelectorAll<HTMLElement>('[data-without-js]')) element.hidden = true;
  refresh();

  form.addEventListener('input', (event) => {
    const field = event.target as HTMLInputElement;
    if (field.id === 'occasion') suggest(field.value);
    saveDraft(refresh());
    if (field.name === 'scenes' && field.checked) flip.showPage(`${field.value}-story`);
  });
  // The book opens where the field being edited shows: the cover for names, looks and the style.
  form.addEventListener('focusin', (event) => {
    const key = pageShowing(event.target as HTMLElement);
    if (key) flip.showPage(key);
  });

  byId('start-over').addEventListener('click', () => {
    forgetDraft();
    form.reset();
    chooseScenes(form, facts.defaultScenes);
    refresh();
    flip.turnTo(0);
    say('builder-status', 'Started over: this browser no longer keeps your book.');
    byId('child-name').focus();
  });

  byId('share').addEventListener('click', async () => {
    const url = shareLink(readDraft(form));
    const field = byId<HTMLInputElement>('share-link');
    field.value = url;
    field.closest<HTMLElement>('[hidden]')?.removeAttribute('hidden');
    const copied = await navigator.clipboard?.writeText(url).then(
      () => true,
      () => false,
    );
    say('builder-status', copied ? 'Link copied. It holds your choices but no names, looks or dedication.' : 'Here is your link.');
  });

  byId('download-pdf').addEventListener('click', async () => {
    say('builder-status', 'Making your PDF in this browser…');
    const { downloadPdf } = await import('./builder/pdf.ts');
    await downloadPdf(bookOf(readDraft(form), facts), 'grandtales-book.pdf');
    say('builder-status', `Your book is downloaded: ${book.pages.length} pages as a PDF, made in this browser.`);
  });

  // The order flow gets the whole plan as one JSON field of a POST, never in a URL.
  form.addEventListener('submit', (event) => {
    if (checkFields(form, false)) return;
    event.preventDefault();
    refresh(false);
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    say('builder-status', 'Something needs a look before we can order: see the messages above.');
  });
  form.addEventListener('formdata', (event) => {
    const plan = JSON.stringify(readDraft(form));
    for (const name of new Set(event.formData.keys())) event.formData.delete(name);
    event.formData.set('plan', plan);
  });
}

/** The page a field's edit shows on: the cover for who and how they look, the dedication for its own. */
function pageShowing(field: HTMLElement): string | undefined {
  const name = field.getAttribute('name') ?? '';
  if (name === 'dedication') return 'dedication';
  if (/^(child|grandparents)\./.test(name) || name === 'style') return 'front-cover';
  return undefined;
}

if (form) start(form);
