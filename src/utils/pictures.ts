// Which picture shows what on the site: every picture is a scene drawn in an art style, served as
// an SVG file at /pictures/<scene>-<style>.svg with its size and its text alternative, and the
// social cards are the open book rendered as PNG at /social/<page>.png.
import { type CollectionEntry, getEntry } from 'astro:content';
import { BOOK_SIZE, openBookSvg, socialCardSvg } from '../components/illustrations/book.ts';
import { COMPOSITIONS, type CompositionId } from '../components/illustrations/compositions.ts';
import { drawInStyle, svgDocument } from '../components/illustrations/render.ts';
import { artStyleEntries, publishedOccasions } from './catalog.ts';
import type { SceneCategory } from './site.ts';

export interface Picture {
  src: string;
  width: number;
  height: number;
  alt: string;
}

interface Drawn {
  composition: CompositionId;
  style: string;
}

/** The scene every art style is shown with, so the styles compare like for like. */
export const STYLE_SAMPLE: CompositionId = 'garden';
/** The home page's book, and every page's social card unless it has its own. */
const HERO: Drawn = { composition: 'garden', style: 'cozy-gouache' };
/** One small scene per category, each in a different style. */
const CATEGORY_SCENES: Record<SceneCategory, Drawn> = {
  activity: { composition: 'kite', style: 'bright-cartoon' },
  food: { composition: 'baking', style: 'cozy-gouache' },
  funny: { composition: 'party-hats', style: 'crayon-doodle' },
  sweet: { composition: 'bedtime-story', style: 'watercolor' },
};

async function styleName(id: string): Promise<string> {
  const style = await getEntry('artStyles', id);
  if (style === undefined) throw new Error(`pictures: no art style "${id}" in content/art-styles.yaml`);
  return style.data.name;
}

const sceneName = ({ composition, style }: Drawn) => `${composition}-${style}`;

async function scenePicture(drawn: Drawn): Promise<Picture> {
  return {
    src: `/pictures/${sceneName(drawn)}.svg`,
    width: 400,
    height: 300,
    alt: `${COMPOSITIONS[drawn.composition].shows}, drawn in the ${await styleName(drawn.style)} style`,
  };
}

export const stylePicture = (style: string) => scenePicture({ composition: STYLE_SAMPLE, style });
export const categoryPicture = (category: SceneCategory) => scenePicture(CATEGORY_SCENES[category]);
export const occasionPicture = ({ data }: CollectionEntry<'occasions'>) =>
  scenePicture({ composition: data.picture, style: data.artStyles[0].id });

export async function heroPicture(): Promise<Picture> {
  const inside = `${COMPOSITIONS[HERO.composition].shows}, painted in the ${await styleName(HERO.style)} style`;
  return { src: '/pictures/storybook.svg', ...BOOK_SIZE, alt: `An open Grandtales hardcover. Across its pages: ${inside}` };
}

/** Every picture file the site links to, by name, with its SVG. */
export async function pictureFiles(): Promise<{ name: string; svg: string }[]> {
  const [styles, occasions] = await Promise.all([artStyleEntries(), publishedOccasions()]);
  const drawn: Drawn[] = [
    ...styles.map(({ id }) => ({ composition: STYLE_SAMPLE, style: id })),
    ...Object.values(CATEGORY_SCENES),
    ...occasions.map(({ data }) => ({ composition: data.picture, style: data.artStyles[0].id })),
  ];
  const unique = new Map(drawn.map((entry) => [sceneName(entry), entry]));
  return [
    { name: 'storybook', svg: openBookSvg(HERO.composition, HERO.style) },
    ...[...unique].map(([name, { composition, style }]) => ({
      name,
      svg: svgDocument(400, 300, drawInStyle(COMPOSITIONS[composition].draw(), style)),
    })),
  ];
}

/** Social cards by page path: the home page's, and one for each occasion showing its own picture. */
export async function socialCards(): Promise<{ page: string; svg: string }[]> {
  const occasions = await publishedOccasions();
  return [
    { page: 'home', svg: socialCardSvg(HERO.composition, HERO.style) },
    ...occasions.map(({ id, data }) => ({ page: `occasions/${id}`, svg: socialCardSvg(data.picture, data.artStyles[0].id) })),
  ];
}

/** The social card of a page path: its own when it has one, else the home page's. */
export async function socialCardOf(path: string): Promise<string> {
  const own = path.replace(/^\//, '');
  const pages = new Set((await publishedOccasions()).map(({ id }) => `occasions/${id}`));
  return `/social/${pages.has(own) ? own : 'home'}.png`;
}
