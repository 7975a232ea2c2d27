// Which picture shows what on the site: every picture is a scene drawn by src/pictures/ for the
// default family in an art style, served at /pictures/<scene>-<style>.svg with its size and its
// alt text (who is in it and what they do); social cards are the open book rendered as PNG.
import { type CollectionEntry, getCollection, getEntry } from 'astro:content';
import { sitePaths } from '../../contract/site-paths.ts';
import { BOOK_SIZE, openBookSvg, socialCardSvg } from '../pictures/book.ts';
import { DEFAULT_FAMILY, describeScene, drawCover, drawScene, pictureName } from '../pictures/index.ts';
import { artStyleEntries, publishedOccasions } from './catalog.ts';
import { defaultScenes } from './default-scenes.ts';
import type { SceneCategory } from './site.ts';

export interface Picture {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** A scene in a style, or (with no scene) the book's cover. */
interface Drawn {
  scene?: string;
  style: string;
}
type SceneDrawn = Required<Drawn>;

/** The two scenes every art style is shown with, so the styles compare like for like: a night indoors, a day outside. */
export const STYLE_SAMPLES = ['bedtime-story', 'learning-to-ride-a-bike'] as const;
/** The home page's book (its figures keep clear of the centre fold), and every page's social card unless it has its own. */
const HERO: SceneDrawn = { scene: 'fishing-at-the-lake', style: 'cozy-gouache' };
/** The style each category's scenes are drawn in on /scenes, and the scene standing for the category elsewhere. */
const CATEGORY_ART: Record<SceneCategory, SceneDrawn> = {
  activity: { scene: 'learning-to-ride-a-bike', style: 'bright-cartoon' },
  food: { scene: 'baking-cookies', style: 'cozy-gouache' },
  funny: { scene: 'puddle-jumping', style: 'crayon-doodle' },
  sweet: { scene: 'bedtime-story', style: 'watercolor' },
};

async function styleName(id: string): Promise<string> {
  const style = await getEntry('artStyles', id);
  if (style === undefined) throw new Error(`pictures: no art style "${id}" in content/art-styles.yaml`);
  return style.data.name;
}

const fileName = ({ scene, style }: Drawn) => pictureName({ sceneId: scene, styleId: style });
const draw = ({ scene, style }: Drawn) =>
  scene === undefined
    ? drawCover({ family: DEFAULT_FAMILY, styleId: style })
    : drawScene({ family: DEFAULT_FAMILY, sceneId: scene, styleId: style });

async function scenePicture(drawn: SceneDrawn): Promise<Picture> {
  const who = describeScene({ family: DEFAULT_FAMILY, sceneId: drawn.scene });
  return {
    src: sitePaths.picture(fileName(drawn)),
    width: 480,
    height: 360,
    alt: `${who} Drawn in the ${await styleName(drawn.style)} style.`,
  };
}

export const stylePicture = (style: string) => scenePicture({ scene: STYLE_SAMPLES[0], style });
export const styleSamples = (style: string) => Promise.all(STYLE_SAMPLES.map((scene) => scenePicture({ scene, style })));
export const categoryPicture = (category: SceneCategory) => scenePicture(CATEGORY_ART[category]);
/** A scene as /scenes first shows it (in its category's style), with where its picture in any other style is. */
export async function scenePictureOf(scene: string, category: SceneCategory): Promise<Picture & { anyStyle: string }> {
  return {
    ...(await scenePicture({ scene, style: CATEGORY_ART[category].style })),
    anyStyle: sitePaths.picture(fileName({ scene, style: '{style}' })),
  };
}

const occasionDrawn = ({ data }: CollectionEntry<'occasions'>): SceneDrawn => ({ scene: data.picture.id, style: data.artStyles[0].id });
export const occasionPicture = (occasion: CollectionEntry<'occasions'>) => scenePicture(occasionDrawn(occasion));
/** An occasion's suggested scenes, each in the occasion's first art style. */
export const occasionScenePictures = ({ data }: CollectionEntry<'occasions'>) =>
  Promise.all(data.scenes.map(({ id }) => scenePicture({ scene: id, style: data.artStyles[0].id })));

export async function heroPicture(): Promise<Picture> {
  const inside = `${describeScene({ family: DEFAULT_FAMILY, sceneId: HERO.scene })} Painted in the ${await styleName(HERO.style)} style.`;
  return { src: sitePaths.picture('storybook'), ...BOOK_SIZE, alt: `An open Grandtales hardcover. Across its pages: ${inside}` };
}

/** Every picture of the default family the site shows, by file name: the pages' own, and the builder's opening pages in every style. */
async function familyPictures(): Promise<Map<string, Drawn>> {
  const [styles, occasions, scenes, [opening]] = await Promise.all([
    artStyleEntries(),
    publishedOccasions(),
    getCollection('scenes'),
    defaultScenes(),
  ]);
  const drawn: Drawn[] = [
    // The builder opens on the cover with the first scene beside it: a first visit fetches them instead of drawing them.
    ...styles.flatMap(({ id }) => [{ style: id }, { scene: opening, style: id }]),
    ...styles.flatMap(({ id }) => STYLE_SAMPLES.map((scene) => ({ scene, style: id }))),
    // /scenes shows every scene in whichever style a visitor picks.
    ...scenes.flatMap(({ data }) => styles.map(({ id }) => ({ scene: data.id, style: id }))),
    ...occasions.flatMap((occasion) => [
      occasionDrawn(occasion),
      ...occasion.data.scenes.map(({ id }) => ({ scene: id, style: occasion.data.artStyles[0].id })),
    ]),
  ];
  return new Map(drawn.map((entry) => [fileName(entry), entry]));
}

export const familyPictureNames = async (): Promise<string[]> => [...(await familyPictures()).keys()];

/** Every picture file the site links to, by name, with its SVG. */
export async function pictureFiles(): Promise<{ name: string; svg: string }[]> {
  const family = [...(await familyPictures())].map(([name, entry]) => ({ name, svg: draw(entry) }));
  return [{ name: 'storybook', svg: openBookSvg(draw(HERO)) }, ...family];
}

/** Social cards by page path: the home page's, and one for each occasion showing its own picture. */
export async function socialCards(): Promise<{ page: string; svg: string }[]> {
  const occasions = await publishedOccasions();
  return [
    { page: 'home', svg: socialCardSvg(draw(HERO)) },
    ...occasions.map((occasion) => ({ page: `occasions/${occasion.id}`, svg: socialCardSvg(draw(occasionDrawn(occasion))) })),
  ];
}

/** The social card of a page path: its own when it has one, else the home page's. */
export async function socialCardOf(path: string): Promise<string> {
  const own = path.replace(/^\//, '');
  const pages = new Set((await publishedOccasions()).map(({ id }) => `occasions/${id}`));
  return `/social/${pages.has(own) ? own : 'home'}.png`;
}
