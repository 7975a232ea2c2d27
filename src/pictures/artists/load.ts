// Each artist loaded when its style is first drawn: in the browser every artist (with its marks and
// their libraries) is a chunk of its own, so /create's first load carries none of them (the default
// family's pictures are the build's files). index.ts adds them all at once, without these imports.
import type { Artist } from './artist.ts';
import { addArtist, loadedArtist, type StyleId } from './registry.ts';

const LOADERS: Record<StyleId, () => Promise<Artist>> = {
  watercolor: () => import('./watercolor.ts').then((module) => module.watercolor),
  'classic-storybook': () => import('./classic-storybook.ts').then((module) => module.classicStorybook),
  'bright-cartoon': () => import('./bright-cartoon.ts').then((module) => module.brightCartoon),
  'paper-cutout': () => import('./paper-cutout.ts').then((module) => module.paperCutout),
  'crayon-doodle': () => import('./crayon-doodle.ts').then((module) => module.crayonDoodle),
  'cozy-gouache': () => import('./cozy-gouache.ts').then((module) => module.cozyGouache),
};

const loading = new Map<string, Promise<Artist>>();

/** Loads a style's artist, once however often it is asked for; rejects for a style that does not exist. */
export function loadArtist(styleId: string): Promise<Artist> {
  const known = loadedArtist(styleId);
  if (known !== undefined) return Promise.resolve(known);
  const load = Object.hasOwn(LOADERS, styleId) ? LOADERS[styleId as StyleId] : undefined;
  if (load === undefined) return Promise.reject(new Error(`pictures: no art style "${styleId}"`));
  let promise = loading.get(styleId);
  if (promise === undefined) {
    promise = load().then((artist) => {
      addArtist(artist);
      return artist;
    });
    // A chunk that failed to load (the network) is asked for again next time.
    promise.catch(() => loading.delete(styleId));
    loading.set(styleId, promise);
  }
  return promise;
}
