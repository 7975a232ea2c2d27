// A picture box's art: the picture generator drawing the book's family in its style. A module of its
// own so that what lays out the book (index.ts) loads without the generator.
import { drawCover, drawScene } from '../pictures/draw.ts';
import type { Book } from './layout.ts';

/** The SVG of one of the book's pictures ('cover' or a scene id), drawn for its family and style. */
export const pictureSvg = (book: Book, picture: string): string =>
  picture === 'cover'
    ? drawCover({ family: book.family, styleId: book.styleId })
    : drawScene({ family: book.family, sceneId: picture, styleId: book.styleId });
