// The builder's pictures are drawn by code it loads on first use: the picture generator (every scene's
// stagings, the figures, the props) and each style's artist as its style is chosen. Until both are here
// the preview shows the build's files of the default family, or blank paper.
import type { Book } from '../../book/layout.ts';
import { loadArtist } from '../../pictures/artists/load.ts';
import { loadedArtist } from '../../pictures/artists/registry.ts';

type PictureSvg = (book: Book, picture: string) => string;

/** A painter for the preview (PreviewOptions' `paint` and `loadPainter`) that loads what it draws with. */
export function lazyPainter() {
  let pictureSvg: PictureSvg | undefined;
  return {
    paint: (book: Book, picture: string) =>
      pictureSvg !== undefined && loadedArtist(book.styleId) !== undefined ? pictureSvg(book, picture) : undefined,
    loadPainter: (styleId: string) =>
      Promise.all([
        import('../../book/picture-svg.ts').then((module) => {
          pictureSvg = module.pictureSvg;
        }),
        loadArtist(styleId),
      ]),
  };
}
