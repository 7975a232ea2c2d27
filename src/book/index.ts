// The book: a plan (who, how they look, the style, the scenes, the dedication) and the catalog's
// words become the pages of the Grandtales picture book, described once and drawn three ways. The
// builder's preview, its PDF, `npm run book` / `grandtales book` and an MCP App view all run this.
// No DOM and no Node API here: the adapters are src/scripts/builder/ (browser), font-files.ts and
// scripts/book.ts (Node).
//
//   const book = bookLayout(plan, text);        // plan: BookPlan's child, grandparents, style, scenes, dedication
//                                               // text: { scenes: [{ id, label, story }], styles: [{ id, name }] }
//   book.pages                                  // front cover, pages 1…24, back cover (BookPage: boxes in points)
//   pageSvg(page, href)                         // a page as an SVG document; href(pictureId) → URL of its picture
//   pageLayers(page, href)                      // its art, ornaments and words apart, to update words alone as a name is typed
//   fontFaceCss(url)                            // @font-face rules for the book's fonts; url(faceFile) → where served
//   unprintable(text)                           // characters the book's fonts cannot print
//
// The pictures and the PDF live in modules of their own, so the picture generator and pdf-lib load only
// where they are used (the builder's first load has neither):
//   import { pictureSvg } from './picture-svg.ts';
//   pictureSvg(book, pictureId)                 // the picture generator's SVG for a picture box ('cover' or a scene)
//   import { makeBookPdf } from './pdf/make.ts';
//   const bytes = await makeBookPdf(book, { fontFile: async (file) => bytes of node_modules/<file>, bleed?: boolean });
//
// Page plan (layout.ts): the covers are the case; inside, 1 bookplate, 2 dedication, 3 title page,
// then a spread per scene (picture and story facing), then the grandparents' letter: 4 + 2 × scenes
// pages, 24 for the shop's 10 scenes. Pages are 612 pt (8.5 in) square; art runs 9 pt into the bleed.
import { unprintable as missingIn } from './measure.ts';

export { fontFaceCss } from './faces.ts';
export { bookFontFiles, cssFamily, FONT_PATH, FONTS, type FontId, faceFile, letteringOf, servedName } from './fonts.ts';
export { type Book, type BookChoices, type BookText, bookLayout, familyOf, pageCountFor } from './layout.ts';
export { BLEED, type BookPage, type Box, type Line, PAGE_SIZE, type PageKind, type PictureId } from './page.ts';
export { pageLayers, pageSvg } from './svg.ts';
export { fillNames, type Names, namesOf, together } from './words.ts';

/** Characters of `text` that none of the book's fonts can print (the story font and its fallbacks). */
export const unprintable = (text: string): string[] => missingIn(text, 'story');
