// The live preview: the cover with the child's name and the title, a spread per chosen scene (its
// picture and story text with the family's names), the dedication and the ending. Pictures are
// redrawn only when the looks, the style or the scenes change; a keystroke in a name only rewrites
// text, so the preview keeps up with typing.
import { sitePaths } from '../../../contract/site-paths.ts';
import { describeCover, describeScene, drawCover, drawScene, type Family, pictureName, sameFamily } from '../../pictures/index.ts';
import type { BuilderFacts, SceneFacts } from './facts.ts';
import type { Draft } from './plan.ts';
import { coverTitle, endingText, fillNames, type Names, namesOf } from './story.ts';

export interface Page {
  key: string;
  kind: 'cover' | 'spread' | 'dedication' | 'ending';
  /**
   * The picture's URL, made when first asked for and cached by the looks it depends on: the build's
   * file when the build drew the same family, else a data: URL of the SVG drawn here.
   */
  picture?: () => string;
  /** What the picture depends on (the looks, the style and the scene): unchanged, nothing is redrawn. */
  drawnFrom?: string;
  alt: string;
  heading?: string;
  text: string;
}

const svgUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
/** A page's picture before it is drawn: blank paper (4×3), so the page keeps its shape and its text alternative. */
const UNDRAWN = svgUrl('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"/>');
/** Pictures of the current looks only: a change of looks or style redraws every page anyway. */
const drawn = new Map<string, string>();
let drawnLooks = '';
/** The build's files that show the current looks: none unless the family is the one the build drew. */
let buildFiles = new Set<string>();

function cached(key: string, url: () => string): () => string {
  return () => {
    let made = drawn.get(key);
    if (made === undefined) {
      made = url();
      drawn.set(key, made);
    }
    return made;
  };
}

/** The family as drawn: the looks without the names, so typing a name never redraws a picture. */
export function looksOf({ child, grandparents }: Draft): Family {
  const { name: _, ...drawnChild } = child;
  return { child: drawnChild, grandparents: grandparents.map(({ name: _, ...looks }) => looks) as Family['grandparents'] };
}

/**
 * The book's pages in order, with the family's names in every word. A picture the build already drew
 * of the same family is its file: opening the builder then draws nothing on the phone.
 */
export function bookPages(
  draft: Draft,
  scenes: Map<string, SceneFacts>,
  styleName: string,
  drawnByBuild: BuilderFacts['drawnByBuild'],
): Page[] {
  const names: Names = namesOf(draft);
  const family = looksOf(draft);
  const styleId = draft.style;
  const looks = JSON.stringify([family, draft.style]);
  if (looks !== drawnLooks) {
    drawn.clear();
    drawnLooks = looks;
    buildFiles = new Set(sameFamily(family, drawnByBuild.family) ? drawnByBuild.pictures : []);
  }
  const picture = (key: string, sceneId: string | undefined, draw: () => string) => {
    const file = pictureName({ sceneId, styleId });
    return cached(key, buildFiles.has(file) ? () => sitePaths.picture(file) : () => svgUrl(draw()));
  };
  const spoken = { child: names.child, grandparents: names.all };
  return [
    {
      key: 'cover',
      kind: 'cover',
      picture: picture('cover', undefined, () => drawCover({ family, styleId })),
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
          picture: picture(id, id, () => drawScene({ family, sceneId: id, styleId })),
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
    image.src = UNDRAWN;
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
 * A picture is drawn only when its page is on screen or one turn away, one per task, so opening the
 * page or changing a look never blocks the main thread for the whole book. A queued picture whose
 * looks changed meanwhile draws the new looks, and a stale family is never drawn.
 */
const wanted = new WeakMap<HTMLImageElement, { drawnFrom: string; picture: () => string }>();
const queue: HTMLImageElement[] = [];
const near = new Set<HTMLImageElement>();
function drawSoon(image: HTMLImageElement) {
  if (queue.includes(image)) return;
  queue.push(image);
  if (queue.length === 1) setTimeout(drainOne);
}
function drainOne() {
  const image = queue.shift();
  const want = image && wanted.get(image);
  if (image && want && near.has(image) && image.dataset.drawnFrom !== want.drawnFrom) {
    image.dataset.drawnFrom = want.drawnFrom;
    image.src = want.picture();
  }
  if (queue.length > 0) setTimeout(drainOne);
}
const observers = new WeakMap<HTMLElement, IntersectionObserver>();
function observerOf(container: HTMLElement) {
  let observer = observers.get(container);
  if (observer === undefined) {
    // One page either side of the one shown is drawn ahead, so a turn never shows an empty page.
    observer = new IntersectionObserver(
      (entries) => {
        for (const { target, isIntersecting } of entries) {
          const image = target as HTMLImageElement;
          if (!isIntersecting) near.delete(image);
          else {
            near.add(image);
            drawSoon(image);
          }
        }
      },
      { root: container, rootMargin: '0px 100%' },
    );
    observers.set(container, observer);
  }
  return observer;
}

/** Brings the preview in line with the pages: new elements only when the sequence changed. */
export function renderPages(container: HTMLElement, pages: Page[]) {
  const keys = pages.map((page) => page.key).join(' ');
  const observer = observerOf(container);
  if (container.dataset.keys !== keys) {
    for (const image of container.querySelectorAll('img')) near.delete(image);
    observer.disconnect();
    container.replaceChildren(...pages.map(pageElement));
    container.dataset.keys = keys;
    for (const image of container.querySelectorAll('img')) observer.observe(image);
  }
  pages.forEach((page, index) => {
    const element = container.children[index] as HTMLElement;
    element.setAttribute('aria-label', `Page ${index + 1} of ${pages.length}`);
    const image = element.querySelector('img');
    if (image && page.picture) {
      if (image.alt !== page.alt) image.alt = page.alt;
      const { picture, drawnFrom = '' } = page;
      wanted.set(image, { drawnFrom, picture });
      if (image.dataset.drawnFrom !== drawnFrom && near.has(image)) drawSoon(image);
    }
    const [heading, text] = element.querySelector('.words')?.children ?? [];
    if (page.heading !== undefined) write(heading, page.heading);
    write(page.heading === undefined ? heading : text, page.text);
  });
}
