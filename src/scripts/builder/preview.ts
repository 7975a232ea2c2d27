// The live preview: the book's own pages (src/book) drawn as SVG in the page, each with its art,
// ornaments and words. A keystroke in a name re-sets only the words that changed; a picture is drawn
// only when its page is on screen or one turn away, and redrawn only when the looks, the style or the
// scenes change.
import { sitePaths } from '../../../contract/site-paths.ts';
import { type Book, type BookPage, bookLayout, FONT_PATH, fontFaceCss, pageLayers, servedName } from '../../book/index.ts';
import { pictureName, sameFamily } from '../../pictures/about.ts';
import type { BuilderFacts } from './facts.ts';
import type { Draft } from './plan.ts';

const SVG = 'http://www.w3.org/2000/svg';
/** A picture before it is drawn: blank paper, so the page keeps its text and shape. */
const UNDRAWN =
  'data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%20width%3D%224%22%20height%3D%223%22%2F%3E';
/**
 * A drawn picture as a `data:` URL, escaping only what a URL cannot carry as it is (`%` and `#`): a third
 * shorter than encodeURIComponent's, so quicker to set in the page and for the browser to read back.
 */
export const svgUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${svg.replaceAll('%', '%25').replaceAll('#', '%23')}`;

export const bookOf = (draft: Draft, facts: BuilderFacts): Book => bookLayout(draft, facts);

/**
 * The pictures the build drew of one family, by name, and where each is read from: the site's file
 * unless said otherwise (the MCP App, which can fetch nothing, is handed them as text).
 */
export type DrawnByBuild = BuilderFacts['drawnByBuild'] & { urlOf?: (name: string) => string };

/** The book's fonts for the preview: @font-face rules for the files the PDF embeds, loaded as pages use them. */
export function installFonts() {
  const style = document.createElement('style');
  style.textContent = fontFaceCss((file) => `${FONT_PATH}${servedName(file)}`);
  document.head.append(style);
}

/** Pictures of the current looks and style, by picture id: a change of either redraws them all. */
let looks = '';
const drawn = new Map<string, string>();
let buildFiles = new Set<string>();

type Blank = 'margin' | 'endpaper';

/**
 * The slots of the open book, view by view on a wide screen: each cover centred between two margins,
 * the first and last pages facing the endpapers, every spread its two pages. A phone shows the pages
 * alone.
 */
function slotsOf(book: Book): (BookPage | Blank)[] {
  const [front, ...rest] = book.pages;
  const back = rest.pop() as BookPage;
  return ['margin', front, 'margin', 'endpaper', ...rest, 'endpaper', 'margin', back, 'margin'];
}

/** Each slot's share of a wide view: a margin a quarter, a page or an endpaper half. */
const widthOf = (page: BookPage | Blank) => (page === 'margin' ? 1 : 2);

function slotElement(page: BookPage | Blank, startsView: boolean): HTMLElement {
  const slot = document.createElement('div');
  const start = startsView ? ' starts-view' : '';
  if (typeof page === 'string') {
    slot.className = `slot blank ${page}${start}`;
    return slot;
  }
  slot.className = `slot page ${page.side}${start}`;
  slot.dataset.key = page.key;
  slot.dataset.kind = page.kind;
  if (page.number !== undefined) slot.dataset.number = String(page.number);
  slot.setAttribute('role', 'group');
  slot.setAttribute('aria-roledescription', 'page');
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 612 612');
  for (const layer of ['art', 'marks', 'words']) {
    const group = document.createElementNS(SVG, 'g');
    group.setAttribute('class', layer);
    svg.append(group);
  }
  slot.append(svg);
  return slot;
}

/** Pages on screen or one turn away, by key: only these get their pictures. */
const near = new Set<string>();
const observers = new WeakMap<HTMLElement, IntersectionObserver>();
let redraw = () => {};

function observerOf(container: HTMLElement): IntersectionObserver {
  let observer = observers.get(container);
  if (observer === undefined) {
    observer = new IntersectionObserver(
      (entries) => {
        for (const { target, isIntersecting } of entries) {
          const key = (target as HTMLElement).dataset.key ?? '';
          if (isIntersecting) near.add(key);
          else near.delete(key);
        }
        // One picture per task, so a turn never blocks the page while the next pictures are drawn.
        setTimeout(() => redraw());
      },
      { root: container, rootMargin: '0px 100%' },
    );
    observers.set(container, observer);
  }
  return observer;
}

/**
 * Whether a slot is on screen or a turn away, as the observer will say: asked of the empty new slots
 * (a cheap layout) so a new book's first pages are drawn in this task, not a frame later.
 */
function isNear(container: HTMLElement, slot: HTMLElement): boolean {
  const width = container.clientWidth;
  const left = slot.offsetLeft - container.scrollLeft;
  return slot.offsetWidth > 0 && left + slot.offsetWidth > -width && left < 2 * width;
}

/** Sets a layer's markup only when it changed: an unchanged page costs the browser nothing on a keystroke. */
const shownMarkup = new WeakMap<Element, string>();
function setLayer(group: Element, markup: string) {
  if (shownMarkup.get(group) !== markup) {
    shownMarkup.set(group, markup);
    group.innerHTML = markup;
  }
}

/** Pages out of sight are brought up to date when the browser is idle; `pending` marks the book meanwhile. */
const whenIdle = (work: () => void): number =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(work, { timeout: 300 }) : window.setTimeout(work, 50);
const cancelIdle = (handle: number) =>
  typeof cancelIdleCallback === 'function' ? cancelIdleCallback(handle) : window.clearTimeout(handle);
let idle = 0;

/** How the preview is drawn where it is shown. */
export interface PreviewOptions {
  /** The page being edited (a page key): set at once even before the book has turned to it. */
  editing?: string;
  /** A picture's SVG ('cover' or a scene id), or undefined while the code that draws its style is not loaded. */
  paint: (book: Book, picture: string) => string | undefined;
  /**
   * Loads the code that draws a style (the builder's lazy chunks: the picture generator and the style's
   * artist). The MCP App's view holds it all already and passes none, so its one file carries no loader.
   */
  loadPainter?: (styleId: string) => Promise<unknown>;
}

/** Brings the preview in line with the book: new slots only when the sequence of pages changed. */
export function renderBook(
  container: HTMLElement,
  book: Book,
  drawnByBuild: DrawnByBuild,
  { editing, paint, loadPainter }: PreviewOptions,
) {
  const nowLooks = JSON.stringify([book.family, book.styleId]);
  if (nowLooks !== looks) {
    looks = nowLooks;
    drawn.clear();
    buildFiles = new Set(sameFamily(book.family, drawnByBuild.family) ? drawnByBuild.pictures : []);
  }
  const buildUrl = drawnByBuild.urlOf ?? sitePaths.picture;
  const slots = slotsOf(book);
  const keys = slots.map((page) => (typeof page === 'string' ? page : page.key)).join(' ');
  const observer = observerOf(container);
  if (container.dataset.keys !== keys) {
    observer.disconnect();
    near.clear();
    let filled = 0;
    container.replaceChildren(
      ...slots.map((page) => {
        const slot = slotElement(page, filled % 4 === 0);
        filled += widthOf(page);
        return slot;
      }),
    );
    container.dataset.keys = keys;
    for (const slot of container.querySelectorAll<HTMLElement>('.slot.page')) {
      observer.observe(slot);
      if (isNear(container, slot)) near.add(slot.dataset.key ?? '');
    }
  }
  /** Every page, or (as a key is pressed) only those on screen or a turn away, the rest when idle. */
  const draw = (nearOnly = false) => {
    let drewOne = false;
    let pending = false;
    const remember = (id: string, url: string) => {
      drawn.set(id, url);
      return url;
    };
    /** A picture to draw waits for the code that draws its style, loaded on first use. */
    let waiting = false;
    /** A picture's URL: drawn already, the build's file, or drawn now if its page is near (one per task). */
    const urlOf = (page: BookPage, id: string) => {
      const known = drawn.get(id);
      if (known !== undefined) return known;
      if (!near.has(page.key)) return UNDRAWN;
      const file = pictureName({ sceneId: id === 'cover' ? undefined : id, styleId: book.styleId });
      if (buildFiles.has(file)) return remember(id, buildUrl(file));
      if (drewOne) {
        pending = true;
        return UNDRAWN;
      }
      const svg = paint(book, id);
      if (svg === undefined) {
        waiting = true;
        return UNDRAWN;
      }
      drewOne = true;
      return remember(id, svgUrl(svg));
    };
    let later = false;
    slots.forEach((page, index) => {
      if (typeof page === 'string') return;
      if (nearOnly && !near.has(page.key) && page.key !== editing) {
        later = true;
        return;
      }
      const slot = container.children[index] as HTMLElement;
      slot.setAttribute('aria-label', page.label);
      const [art, marks, words] = slot.querySelector('svg')?.children ?? [];
      const layers = pageLayers(page, (id) => urlOf(page, id));
      setLayer(art, layers.art);
      setLayer(marks, layers.marks);
      setLayer(words, layers.words);
    });
    if (pending) setTimeout(() => redraw());
    if (waiting)
      loadPainter?.(book.styleId).then(
        () => redraw(),
        () => undefined,
      );
    cancelIdle(idle);
    if (later) idle = whenIdle(() => draw());
    if (later || waiting) container.dataset.pending = '';
    else delete container.dataset.pending;
  };
  redraw = () => draw(true);
  // The pages where the buyer is looking first (the cover of a new book at once), the rest when idle.
  draw(true);
}
