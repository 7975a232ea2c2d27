// The live preview: the cover with the child's name and the title, a spread per chosen scene (its
// picture and story text with the family's names), the dedication and the ending. Pictures are
// redrawn only when the looks, the style or the scenes change; a keystroke in a name only rewrites
// text, so the preview keeps up with typing.
import { describeCover, describeScene, drawCover, drawScene, type Family } from '../../pictures/index.ts';
import type { SceneFacts } from './facts.ts';
import type { Draft } from './plan.ts';
import { coverTitle, endingText, fillNames, type Names, namesOf } from './story.ts';

export interface Page {
  key: string;
  kind: 'cover' | 'spread' | 'dedication' | 'ending';
  /** The picture as a data: URL of its SVG, drawn when first asked for and cached by the looks it depends on. */
  picture?: () => string;
  /** What the picture depends on (the looks, the style and the scene): unchanged, nothing is redrawn. */
  drawnFrom?: string;
  alt: string;
  heading?: string;
  text: string;
}

const svgUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
/** Pictures of the current looks only: a change of looks or style redraws every page anyway. */
const drawn = new Map<string, string>();
let drawnLooks = '';

function cached(key: string, draw: () => string): () => string {
  return () => {
    let url = drawn.get(key);
    if (url === undefined) {
      url = svgUrl(draw());
      drawn.set(key, url);
    }
    return url;
  };
}

/** The family as drawn: the looks without the names, so typing a name never redraws a picture. */
export function looksOf({ child, grandparents }: Draft): Family {
  const { name: _, ...drawnChild } = child;
  return { child: drawnChild, grandparents: grandparents.map(({ name: _, ...looks }) => looks) as Family['grandparents'] };
}

/** The book's pages in order, with the family's names in every word. */
export function bookPages(draft: Draft, scenes: Map<string, SceneFacts>, styleName: string): Page[] {
  const names: Names = namesOf(draft);
  const family = looksOf(draft);
  const looks = JSON.stringify([family, draft.style]);
  if (looks !== drawnLooks) {
    drawn.clear();
    drawnLooks = looks;
  }
  const styleId = draft.style;
  const spoken = { child: names.child, grandparents: names.all };
  return [
    {
      key: 'cover',
      kind: 'cover',
      picture: cached('cover', () => drawCover({ family, styleId })),
      drawnFrom: `${looks}|cover`,
      alt: `The cover, in the ${styleName} style: ${describeCover({ family, names: spoken })}`,
      heading: names.child.charAt(0).toUpperCase() + names.child.slice(1),
      text: coverTitle(names),
    },
    ...draft.scenes.flatMap((id): Page[] => {
      const scene = scenes.get(id);
      if (scene === undefined) return [];
      return [
        {
          key: id,
          kind: 'spread',
          picture: cached(id, () => drawScene({ family, sceneId: id, styleId })),
          drawnFrom: `${looks}|${id}`,
          alt: describeScene({ family, sceneId: id, names: spoken }),
          heading: fillNames(scene.label, names),
          text: fillNames(scene.story, names),
        },
      ];
    }),
    { key: 'dedication', kind: 'dedication', alt: '', text: draft.dedication.trim() || `For ${names.child}, with love.` },
    { key: 'ending', kind: 'ending', alt: '', heading: 'The end', text: endingText(names) },
  ];
}

function pageElement(page: Page): HTMLElement {
  const element = document.createElement('div');
  element.className = `page ${page.kind}`;
  element.dataset.key = page.key;
  element.setAttribute('role', 'group');
  element.setAttribute('aria-roledescription', 'page');
  if (page.picture) {
    const image = document.createElement('img');
    image.width = 400;
    image.height = 300;
    element.append(image);
  }
  const words = document.createElement('div');
  words.className = 'words';
  if (page.heading !== undefined) words.append(document.createElement(page.kind === 'cover' ? 'p' : 'h3'));
  words.append(document.createElement('p'));
  element.append(words);
  return element;
}

/** Only a change is written: an unchanged page then costs the browser no layout on a keystroke. */
function write(element: Element, text: string) {
  if (element.textContent !== text) element.textContent = text;
}

/**
 * Pictures are drawn one per task, so opening the page or changing a look never blocks the main
 * thread for the whole book. A queued picture whose looks changed meanwhile is skipped (drawSoon's
 * callers check), so a stale family is never drawn.
 */
const queue: (() => void)[] = [];
function drawSoon(tasks: (() => void)[]) {
  const idle = queue.length === 0;
  queue.push(...tasks);
  if (idle && queue.length > 0) setTimeout(drainOne);
}
function drainOne() {
  queue.shift()?.();
  if (queue.length > 0) setTimeout(drainOne);
}

/** Brings the preview in line with the pages: new elements only when the sequence changed. */
export function renderPages(container: HTMLElement, pages: Page[]) {
  const keys = pages.map((page) => page.key).join(' ');
  if (container.dataset.keys !== keys) {
    container.replaceChildren(...pages.map(pageElement));
    container.dataset.keys = keys;
  }
  const drawing: (() => void)[] = [];
  pages.forEach((page, index) => {
    const element = container.children[index] as HTMLElement;
    element.setAttribute('aria-label', `Page ${index + 1} of ${pages.length}`);
    const image = element.querySelector('img');
    if (image && page.picture) {
      if (image.alt !== page.alt) image.alt = page.alt;
      const { picture, drawnFrom = '' } = page;
      if (image.dataset.drawnFrom !== drawnFrom) {
        image.dataset.drawnFrom = drawnFrom;
        drawing.push(() => {
          if (image.dataset.drawnFrom === drawnFrom) image.src = picture();
        });
      }
    }
    const [heading, text] = element.querySelector('.words')?.children ?? [];
    if (page.heading !== undefined) write(heading, page.heading);
    write(page.heading === undefined ? heading : text, page.text);
  });
  // The first picture at once (the cover, when the book opens), the others one per task after it.
  drawing.shift()?.();
  drawSoon(drawing);
}
