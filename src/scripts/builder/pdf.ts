// The preview as a PDF made in this browser (nothing is uploaded): each page of the book is drawn on
// a canvas (its picture from the SVG, its words in the book's typefaces), turned into an image and laid
// on a PDF page. Loaded only when the buyer asks for it, so pdf-lib is not part of the first load.
import { PDFDocument } from 'pdf-lib';
import type { Page } from './preview.ts';

const SCALE = 2;
const PAPER = '#fbf6ee';
const INK = '#2b2530';
const SERIF = '"Fraunces Variable", Georgia, serif';
const SANS = '"Nunito Variable", system-ui, sans-serif';

/** Width and height in PDF points: spreads are two pages side by side, the rest single pages. */
const sizeOf = (page: Page) => (page.kind === 'spread' ? [800, 400] : [400, 500]);

function wrap(context: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const tried = line ? `${line} ${word}` : word;
      if (context.measureText(tried).width > width && line) {
        lines.push(line);
        line = word;
      } else line = tried;
    }
    lines.push(line);
  }
  return lines;
}

function write(context: CanvasRenderingContext2D, text: string, x: number, y: number, width: number, font: string, size: number) {
  context.font = `${font.startsWith('"F') ? 600 : 400} ${size}px ${font}`;
  const lines = wrap(context, text, width);
  for (const [index, line] of lines.entries()) context.fillText(line, x, y + index * size * 1.4);
  return y + lines.length * size * 1.4;
}

async function drawPage(page: Page): Promise<HTMLCanvasElement> {
  const [width, height] = sizeOf(page);
  const canvas = document.createElement('canvas');
  canvas.width = width * SCALE;
  canvas.height = height * SCALE;
  const context = canvas.getContext('2d');
  if (context === null) throw new Error('this browser cannot draw on a canvas');
  context.scale(SCALE, SCALE);
  context.fillStyle = PAPER;
  context.fillRect(0, 0, width, height);
  context.fillStyle = INK;
  context.textBaseline = 'top';
  let textTop = 60;
  if (page.picture) {
    const image = new Image();
    image.src = page.picture();
    await image.decode();
    // A spread: the picture fills the left page; the cover: the top of the page.
    const box = page.kind === 'spread' ? [0, 50, 400, 300] : [20, 20, 360, 270];
    context.drawImage(image, box[0], box[1], box[2], box[3]);
    textTop = page.kind === 'spread' ? 80 : 310;
  }
  const left = page.kind === 'spread' ? 440 : 40;
  const columns = page.kind === 'spread' ? 320 : 320;
  let y = textTop;
  if (page.heading) y = write(context, page.heading, left, y, columns, SERIF, page.kind === 'cover' ? 34 : 20) + 16;
  write(context, page.text, left, y, columns, page.kind === 'spread' ? SANS : SERIF, page.kind === 'spread' ? 15 : 17);
  return canvas;
}

/**
 * JPEG, not PNG: pdf-lib embeds a JPEG's bytes as they are, where it would decode and re-compress a PNG in
 * JavaScript. toDataURL, not toBlob: Chromium runs toBlob's encoding as an idle task, so every page of the PDF
 * would first wait for the browser to have nothing else to do.
 */
const jpeg = (canvas: HTMLCanvasElement) => canvas.toDataURL('image/jpeg', 0.92);

export async function downloadPdf(pages: Page[], fileName: string) {
  await Promise.all([document.fonts.load(`600 20px ${SERIF}`), document.fonts.load(`400 15px ${SANS}`)]);
  const pdf = await PDFDocument.create();
  pdf.setTitle('Your Grandtales book (preview)');
  for (const page of pages) {
    const image = await pdf.embedJpg(jpeg(await drawPage(page)));
    const [width, height] = sizeOf(page);
    pdf.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
  }
  const bytes = await pdf.save();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }));
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
