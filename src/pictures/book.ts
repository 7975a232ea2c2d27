// The product itself: an open hardcover whose spread shows a scene (the home page's hero and the
// social cards). The book's own colours are the site's, whatever style the scene inside is in.
import { HEIGHT, WIDTH } from './shapes.ts';
import { svgDocument } from './svg.ts';

export const BOOK_SIZE = { width: 640, height: 440 };
const SOCIAL_SIZE = { width: 1200, height: 630 };

const COVER = '#a8461f';
const PAGE_EDGES = '#eadfcd';
const RIBBON = '#e0a339';
const SHADOW = '#2b2733';

const LEFT_PAGE = 'M50,58 Q182,32 320,52 L320,372 Q182,354 50,374 Z';
const RIGHT_PAGE = 'M590,58 Q458,32 320,52 L320,372 Q458,354 590,374 Z';

/** A scene's SVG document as an element placed in the spread (its ids are already unique to it). */
const placed = (sceneSvg: string) =>
  sceneSvg.replace(
    /^<svg [^>]*>/,
    `<svg x="50" y="30" width="540" height="360" viewBox="0 0 ${WIDTH} ${HEIGHT}" preserveAspectRatio="xMidYMid slice">`,
  );

/** The open book with the scene across its spread; `p` prefixes the book's own ids. */
function openBookContent(sceneSvg: string, p: string): string {
  const { width, height } = BOOK_SIZE;
  return (
    `<defs><clipPath id="${p}pages"><path d="${LEFT_PAGE}"/><path d="${RIGHT_PAGE}"/></clipPath>` +
    `<linearGradient id="${p}gutter" x1="0" x2="1"><stop offset="0" stop-color="${SHADOW}" stop-opacity="0"/>` +
    `<stop offset="0.5" stop-color="${SHADOW}" stop-opacity="0.28"/><stop offset="1" stop-color="${SHADOW}" stop-opacity="0"/></linearGradient></defs>` +
    `<ellipse cx="${width / 2}" cy="410" rx="290" ry="16" fill="${SHADOW}" fill-opacity="0.16"/>` +
    `<path d="M30,72 Q175,42 320,64 Q465,42 610,72 L610,394 Q465,368 320,390 Q175,368 30,394 Z" fill="${COVER}"/>` +
    `<path d="M42,66 Q180,38 320,58 Q460,38 598,66 L598,384 Q460,362 320,382 Q180,362 42,384 Z" fill="${PAGE_EDGES}"/>` +
    `<g clip-path="url(#${p}pages)">${placed(sceneSvg)}<rect x="290" y="0" width="60" height="${height}" fill="url(#${p}gutter)"/></g>` +
    // The ribbon marker hangs out below the book, leaving the picture whole.
    `<path d="M334,376 L348,374 L348,426 L341,418 L334,426 Z" fill="${RIBBON}"/>`
  );
}

/** The open book as a standalone SVG, around a scene drawn by drawScene. */
export const openBookSvg = (sceneSvg: string): string => svgDocument(BOOK_SIZE.width, BOOK_SIZE.height, openBookContent(sceneSvg, 'b'));

/** A 1200×630 social card: the open book on paper, to be rendered as PNG. */
export function socialCardSvg(sceneSvg: string): string {
  const { width, height } = SOCIAL_SIZE;
  const scale = 1.36;
  const x = (width - BOOK_SIZE.width * scale) / 2;
  return svgDocument(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="#fbf6ee"/>` +
      `<g transform="translate(${x} 6) scale(${scale})">${openBookContent(sceneSvg, 's')}</g>`,
  );
}
