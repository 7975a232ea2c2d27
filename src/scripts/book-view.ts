// The book inside the conversation: the MCP App that get_book_plan's answer shows in hosts that
// render MCP Apps. It draws the planned book, takes the family's names and looks in the builder's
// own fields, and hands the non-personal choices over to /create. Nothing typed here leaves the
// view: it makes no request, and the host only ever hears its size, a display mode and the link.
import { type BookViewPictures, bookViewPictures } from '../../contract/book-view.ts';
import type { BookPlanResponse } from '../../contract/plan-schemas.ts';
import {
  type BookChoices,
  type BookViewFacts,
  choicesFromInput,
  choicesFromPlan,
  FACTS_ELEMENT_ID,
  handOverUrl,
} from './book-view/choices.ts';
import { fitHost } from './book-view/fit.ts';
import { connectHost, type Host, reportSize, type ToolResult } from './book-view/host.ts';
import { showBook } from './book-view/pages.ts';
import { flipThrough } from './builder/flip.ts';
import { SECOND_GRANDPARENT } from './builder/plan.ts';

const facts: BookViewFacts = JSON.parse(document.getElementById(FACTS_ELEMENT_ID)?.textContent ?? '{}');
const form = document.querySelector('form') as HTMLFormElement;
const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const pages = byId('book-pages');
let pageCount = 0;
const flip = flipThrough(pages, byId('page-status'), byId('page-previous'), byId('page-next'), () => pageCount);
const handOver = byId<HTMLButtonElement>('hand-over');
const fullscreen = byId<HTMLButtonElement>('fullscreen');
let choices: BookChoices | undefined;
let fromPlan = false;
/** The build's drawings the plan's answer brought (its cover): shown as they are, not drawn here. */
let pictures: BookViewPictures = {};
/** The tool's arguments wait 20 ms before they are drawn: an answer right behind them brings the cover drawn. */
let inputDrawn = 0;
let host: Host | undefined;

const say = (id: string, text: string) => {
  const element = byId(id);
  if (element.textContent !== text) element.textContent = text;
};

function refresh() {
  byId<HTMLFieldSetElement>('grandparent-2').disabled = !(form.elements.namedItem(SECOND_GRANDPARENT) as HTMLInputElement).checked;
  byId('book').hidden = choices === undefined;
  if (choices === undefined) return;
  say('view-status', '');
  pageCount = showBook(pages, form, facts, choices, pictures).pageCount;
  flip.show();
  say('book-title', choices.occasionName ? `Your ${choices.occasionName} book` : 'Your book');
  say('book-facts', [`Drawn in ${choices.styleName}.`, choices.arrival].filter(Boolean).join(' '));
  handOver.disabled = choices.builder === undefined;
}

/** The plan's JSON: structured content, or the text of a host that passes only the text on. */
function planOf(result: ToolResult): BookPlanResponse | undefined {
  if (result.structuredContent) return result.structuredContent as unknown as BookPlanResponse;
  const text = result.content?.find((item) => item.type === 'text')?.text;
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function showResult(result: ToolResult) {
  clearTimeout(inputDrawn);
  const plan = result.isError ? undefined : planOf(result);
  if (plan === undefined) {
    choices = undefined;
    say('view-status', 'This book could not be planned: ask the assistant to try other choices.');
  } else {
    fromPlan = true;
    pictures = await bookViewPictures(result._meta);
    choices = choicesFromPlan(plan, facts);
  }
  refresh();
}

function showFullscreenButton(modes: readonly string[] | undefined, mode: string | undefined) {
  fullscreen.hidden = !modes?.includes('fullscreen');
  fullscreen.textContent = mode === 'fullscreen' ? 'Back to the chat' : 'Full screen';
}

for (const element of document.querySelectorAll<HTMLElement>('[data-needs-js]')) element.hidden = false;
form.addEventListener('input', refresh);
// Nothing is ever submitted: Enter in a name field must not reload the view.
form.addEventListener('submit', (event) => event.preventDefault());

handOver.addEventListener('click', async () => {
  if (choices?.builder === undefined || host === undefined) return;
  const url = handOverUrl(choices.builder, choices);
  const link = byId<HTMLInputElement>('hand-over-link');
  link.value = url;
  const opened = await host.request('ui/open-link', { url }).then(
    (result) => result.isError !== true,
    () => false,
  );
  byId('hand-over-fallback').hidden = opened;
  say(
    'hand-over-status',
    opened
      ? 'Grandtales is open with your style and scenes. Type the names there again: they stay on your device.'
      : 'Your assistant could not open the link: copy it into your browser.',
  );
});

const connected = connectHost(
  {
    toolInput(args) {
      if (fromPlan) return;
      choices = choicesFromInput(args, facts);
      clearTimeout(inputDrawn);
      inputDrawn = window.setTimeout(refresh, 20);
    },
    toolResult: showResult,
    toolCancelled() {
      if (!fromPlan) say('view-status', 'The assistant stopped before the book was planned: ask it again when you are ready.');
    },
    context(context) {
      fitHost(context);
      showFullscreenButton(context.availableDisplayModes, context.displayMode);
    },
  },
  { availableDisplayModes: ['inline', 'fullscreen'] },
);
// The host's first context shows this button while the handshake is still finishing: a click then
// waits for the connection instead of being lost.
fullscreen.addEventListener('click', async () => {
  const mode = document.documentElement.dataset.displayMode === 'fullscreen' ? 'inline' : 'fullscreen';
  await (await connected).request('ui/request-display-mode', { mode }).catch(() => undefined);
});
host = await connected;
reportSize(host);
