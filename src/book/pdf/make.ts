// The book as a PDF with pdf-lib: square pages at the trim (or with the bleed for print), the
// pictures as vectors (painter.ts), the words as real text in the book's own fonts, embedded as
// subsets. The same code runs in the browser (the builder's download) and in Node (scripts/book.ts):
// only where the fonts' bytes come from differs.
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, PDFName, type PDFRef, PDFString } from 'pdf-lib';
import { loadArtist } from '../../pictures/artists/load.ts';
import { FONTS, type FontId, type FontSpec, faceFile } from '../fonts.ts';
import type { Book } from '../layout.ts';
import { BLEED, type BookPage, type Box, PAGE_SIZE, type PictureBox, type TextBox } from '../page.ts';
import { pictureSvg } from '../picture-svg.ts';
import { pathSegments } from './geometry.ts';
import { type Drawing, pdfNumber as n, pathOperators as operatorsOf, type PaintedPicture, paintPicture } from './painter.ts';
import { runsOf } from './text-runs.ts';
import { type Inflate, streamDeflate, streamInflate, woffToSfnt } from './woff.ts';

export interface PdfOptions {
  /** The SVG of a picture id ('cover' or a scene id), drawn by the picture generator. */
  picture: (id: string) => string;
  /** A font file's bytes, by its path inside node_modules (fonts.ts faceFile, WOFF). */
  fontFile: (file: string) => Promise<Uint8Array>;
  /** zlib's inflate and deflate, for the WOFF files and the page content (default: the platform's streams). */
  inflate?: Inflate;
  deflate?: Inflate;
  /** Add the printer's 0.125 in bleed around every page (TrimBox and BleedBox say where). */
  bleed?: boolean;
}

/** Kerning and ligatures off, as in the preview: the layout measured advance widths alone. */
const PLAIN = { liga: false, clig: false, calt: false, dlig: false, kern: false };

const rgb = (hex: string) => [1, 3, 5].map((at) => n(Number.parseInt(hex.slice(at, at + 2), 16) / 255)).join(' ');

export async function makePdf(book: Book, options: PdfOptions): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(book.title);
  pdf.setAuthor('Grandtales');
  pdf.setCreator('Grandtales');
  pdf.setSubject('A personalized picture book');
  const bleed = options.bleed ? BLEED : 0;
  const media = PAGE_SIZE + 2 * bleed;

  const fonts = new Map<string, Promise<PDFFont>>();
  const fontOf = (font: FontId, face: number) => {
    const key = `${font}#${face}`;
    let embedded = fonts.get(key);
    if (embedded === undefined) {
      const spec = FONTS[font];
      embedded = options
        .fontFile(faceFile(spec, spec.subsets[face], 'woff'))
        .then((woff) => woffToSfnt(woff, options.inflate ?? streamInflate))
        .then((bytes) => pdf.embedFont(bytes, { subset: true, features: PLAIN, customName: subsetName(key, spec) }));
      fonts.set(key, embedded);
    }
    return embedded;
  };

  /** Content compressed by the platform's zlib: pdf-lib's own (JavaScript) deflate was most of the PDF's time. */
  const deflate = options.deflate ?? streamDeflate;
  const ascii = new TextEncoder();
  const stream = async (content: string, dict: Record<string, unknown> = {}) =>
    pdf.context.register(pdf.context.stream(await deflate(ascii.encode(content)), { ...dict, Filter: 'FlateDecode' } as never));

  async function formOf(drawing: Drawing, bbox: number[], group: boolean): Promise<PDFRef> {
    const ExtGState = Object.fromEntries([...drawing.states].map(([name, { ca, CA }]) => [name, { Type: 'ExtGState', ca, CA }]));
    const XObject = Object.fromEntries(
      await Promise.all([...drawing.groups].map(async ([name, child]) => [name, await formOf(child, bbox, true)] as const)),
    );
    const dict = {
      Type: 'XObject',
      Subtype: 'Form',
      BBox: bbox,
      Resources: { ExtGState, XObject },
      ...(group && { Group: { Type: 'Group', S: 'Transparency' } }),
    };
    return stream(drawing.content, dict);
  }

  /** The page's resource names, one per font or picture (pdf-lib makes a new name at every call). */
  let names = new Map<PDFRef, string>();
  const nameOf = (ref: PDFRef, make: () => PDFName) => {
    let name = names.get(ref);
    if (name === undefined) {
      name = make().asString();
      names.set(ref, name);
    }
    return name;
  };

  const pictures = new Map<string, Promise<{ ref: PDFRef; painted: PaintedPicture }>>();
  function pictureOf(id: string) {
    let entry = pictures.get(id);
    if (entry === undefined) {
      const painted = paintPicture(options.picture(id));
      const [x, y, width, height] = painted.viewBox;
      // Groups get a generous box: a child may reach past the picture, and the page clips it anyway.
      entry = formOf(painted.drawing, [x - width, y - height, x + 2 * width, y + 2 * height], false).then((ref) => ({ ref, painted }));
      pictures.set(id, entry);
    }
    return entry;
  }

  for (const page of book.pages) {
    const pdfPage = pdf.addPage([media, media]);
    names = new Map();
    if (bleed) {
      pdfPage.setTrimBox(bleed, bleed, PAGE_SIZE, PAGE_SIZE);
      pdfPage.setBleedBox(0, 0, media, media);
    }
    // Page content in the layout's coordinates: y downwards from the trim's top-left corner.
    let content = `q 1 0 0 -1 ${bleed} ${media - bleed} cm\n`;
    for (const box of page.boxes) content += await boxContent(box, pdfPage.node, page);
    content += 'Q\n';
    pdfPage.node.addContentStream(await stream(content));
  }

  async function boxContent(box: Box, node: ReturnType<typeof pdf.addPage>['node'], page: BookPage): Promise<string> {
    switch (box.kind) {
      case 'fill':
        return `${rgb(box.colour)} rg ${n(box.x)} ${n(box.y)} ${n(box.width)} ${n(box.height)} re f\n`;
      case 'mark':
        return box.stroke === undefined
          ? `${rgb(box.colour)} rg\n${pathOperators(box.path)}f\n`
          : `${rgb(box.colour)} RG ${n(box.stroke)} w\n${pathOperators(box.path)}S\n`;
      case 'picture':
        return pictureContent(box, node);
      case 'text':
        return textContent(box, node, page);
    }
  }

  async function pictureContent(box: PictureBox, node: ReturnType<typeof pdf.addPage>['node']): Promise<string> {
    const { ref, painted } = await pictureOf(box.picture);
    const [vx, vy, vw, vh] = painted.viewBox;
    // Fill the box, centred, cropping the picture's overflow (SVG's xMidYMid slice).
    const scale = Math.max(box.width / vw, box.height / vh);
    const u0 = vx + (vw - box.width / scale) / 2;
    const v0 = vy + (vh - box.height / scale) / 2;
    const clip =
      box.shape === 'circle'
        ? pathOperators(circlePath(box.x + box.width / 2, box.y + box.height / 2, Math.min(box.width, box.height) / 2))
        : `${n(box.x)} ${n(box.y)} ${n(box.width)} ${n(box.height)} re\n`;
    const name = nameOf(ref, () => node.newXObject('Pic', ref));
    return `q\n${clip}W n\n${n(scale)} 0 0 ${n(scale)} ${n(box.x - scale * u0)} ${n(box.y - scale * v0)} cm\n${name} Do\nQ\n`;
  }

  async function textContent(box: TextBox, node: ReturnType<typeof pdf.addPage>['node'], _page: BookPage): Promise<string> {
    let fills = '';
    let halos = '';
    for (const line of box.lines) {
      for (const run of runsOf(line)) {
        const font = await fontOf(run.font, run.face);
        const name = nameOf(font.ref, () => node.newFontDictionary(font.name, font.ref));
        const show = `BT ${name} ${n(line.size)} Tf 1 0 0 -1 ${n(run.x)} ${n(line.y)} Tm ${font.encodeText(run.text).toString()} Tj ET\n`;
        fills += show;
        if (box.halo) halos += show;
      }
    }
    const halo = box.halo ? `q ${rgb(box.halo.colour)} RG ${n(box.halo.width)} w 1 j 1 J 1 Tr\n${halos}Q\n` : '';
    return `${halo}${rgb(box.colour)} rg\n${fills}`;
  }

  // Viewers name the pages as the book does: the covers, then 1 to the page count.
  const labels: unknown[] = [];
  book.pages.forEach((page, index) => {
    if (page.number === undefined) labels.push(index, pdf.context.obj({ P: PDFString.of(page.label) }));
    else if (index === 0 || book.pages[index - 1].number === undefined) labels.push(index, pdf.context.obj({ S: 'D', St: page.number }));
  });
  pdf.catalog.set(PDFName.of('PageLabels'), pdf.context.obj({ Nums: labels as never }));
  return pdf.save();
}

/**
 * A subset font's name carries a six-letter tag before "+", as PDF readers expect of subsets
 * (ISO 32000 9.6.4); the tag is made from the face, so the same book gets the same names.
 */
function subsetName(key: string, { pkg, weight, style }: FontSpec): string {
  let hash = 7;
  for (const character of key) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  const tag = Array.from({ length: 6 }, (_, index) => String.fromCharCode(65 + (Math.floor(hash / 26 ** index) % 26))).join('');
  const family = pkg.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase());
  return `${tag}+${family}-${weight}${style === 'italic' ? 'Italic' : ''}`;
}

const pathOperators = (d: string) => operatorsOf(pathSegments(d));

function circlePath(cx: number, cy: number, r: number): string {
  return `M${cx + r},${cy}A${r},${r} 0 1,1 ${cx - r},${cy}A${r},${r} 0 1,1 ${cx + r},${cy}Z`;
}

/** The whole book as a PDF: its pictures drawn by the picture generator (its style's artist loaded first), its fonts from `fontFile`. */
export async function makeBookPdf(book: Book, options: Omit<PdfOptions, 'picture'>): Promise<Uint8Array> {
  await loadArtist(book.styleId);
  return makePdf(book, { ...options, picture: (id) => pictureSvg(book, id) });
}
