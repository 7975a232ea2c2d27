// A page as SVG markup for the preview: a square viewBox of the trim (the bleed is cut off), its
// art (fills, pictures, ornaments) and its words as real text in the book's fonts (cssFamily), so
// the page scales to any size and reads like the PDF. Strings only: no DOM.
import { num } from '../pictures/svg.ts';
import { cssFamily, FONTS, type FontId } from './fonts.ts';
import { type BookPage, type Box, type Line, PAGE_SIZE, type PictureBox, type TextBox } from './page.ts';

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The CSS font-family of a font: its own family, then its fallback's, as the layout measured. */
function familyList(font: FontId): string {
  const spec = FONTS[font];
  const fallback = 'fallback' in spec ? spec.fallback : undefined;
  return [`'${cssFamily(font)}'`, ...(fallback ? [`'${cssFamily(fallback)}'`] : []), 'serif'].join(', ');
}

function lineSvg({ text, x, y, size, font, anchor }: Line): string {
  const { weight, style } = FONTS[font];
  return `<text x="${num(x)}" y="${num(y)}" font-size="${num(size)}" font-family="${familyList(font)}" font-weight="${weight}"${
    style === 'italic' ? ' font-style="italic"' : ''
  }${anchor === 'start' ? '' : ` text-anchor="${anchor}"`}>${xml(text)}</text>`;
}

/**
 * A picture filling its box, cropped to it: an HTML <img> with object-fit, since browsers draw an
 * SVG picture in an SVG <image> as if its preserveAspectRatio were "meet". A circle is the disc
 * inside the box.
 */
function pictureSvg(box: PictureBox, href: string, alt: string): string {
  const { x, y, width, height } = box;
  const round = box.shape === 'circle' ? 'border-radius:50%;' : '';
  return `<foreignObject x="${num(x)}" y="${num(y)}" width="${num(width)}" height="${num(height)}"><img xmlns="http://www.w3.org/1999/xhtml" src="${xml(
    href,
  )}" alt="${xml(alt)}" style="display:block;width:100%;height:100%;object-fit:cover;${round}"/></foreignObject>`;
}

function boxSvg(box: Box, href: (picture: string) => string, alt: string): string {
  switch (box.kind) {
    case 'fill':
      return `<rect x="${num(box.x)}" y="${num(box.y)}" width="${num(box.width)}" height="${num(box.height)}" fill="${box.colour}"/>`;
    case 'mark':
      return box.stroke === undefined
        ? `<path d="${box.path}" fill="${box.colour}"/>`
        : `<path d="${box.path}" fill="none" stroke="${box.colour}" stroke-width="${num(box.stroke)}"/>`;
    case 'picture':
      return pictureSvg(box, href(box.picture), alt);
    case 'text':
      return '';
  }
}

/** A page in three layers, each SVG markup: art (fills and pictures, from `href`, a URL per picture id), ornaments and words. */
export function pageLayers(page: BookPage, href: (picture: string) => string): { art: string; marks: string; words: string } {
  let [art, marks, words] = ['', '', ''];
  // The page's description is the alt text of its first picture; a repeat of it is decoration.
  const firstPicture = page.boxes.findIndex((box) => box.kind === 'picture');
  page.boxes.forEach((box, index) => {
    if (box.kind === 'text') words += wordsSvg(box);
    else if (box.kind === 'mark') marks += boxSvg(box, href, '');
    else art += boxSvg(box, href, index === firstPicture ? (page.description ?? '') : '');
  });
  return { art, marks, words };
}

/** A text box: one <text> per line, a title on a picture with its outline behind. */
function wordsSvg(box: TextBox): string {
  const halo = box.halo
    ? ` stroke="${box.halo.colour}" stroke-width="${num(box.halo.width)}" stroke-linejoin="round" paint-order="stroke"`
    : '';
  return `<g fill="${box.colour}"${halo}>${box.lines.map(lineSvg).join('')}</g>`;
}

/** The whole page as one SVG document (its layers in groups of classes art, marks and words). */
export function pageSvg(page: BookPage, href: (picture: string) => string): string {
  const { art, marks, words } = pageLayers(page, href);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PAGE_SIZE} ${PAGE_SIZE}"><g class="art">${art}</g><g class="marks">${marks}</g><g class="words">${words}</g></svg>`;
}
