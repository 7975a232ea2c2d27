// The catalog's words the book is set from (src/book's BookText): each scene's label and story with
// their name placeholders, and each style's name. The builder carries them in its facts; the build
// writes them to dist/book-text.json for `npm run book` and `grandtales book`.
import { getCollection } from 'astro:content';
import type { BookText } from '../book/index.ts';
import { artStyleEntries } from './catalog.ts';

export async function bookText(): Promise<BookText> {
  const [scenes, styles] = await Promise.all([getCollection('scenes'), artStyleEntries()]);
  return {
    scenes: scenes.map(({ data }) => ({ id: data.id, label: data.label, story: data.story })),
    styles: styles.map(({ data }) => ({ id: data.id, name: data.name })),
  };
}
