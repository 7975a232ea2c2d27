// The book as a PDF made in this browser (nothing is uploaded): the book library's PDF maker with the
// site's own font files. Loaded only when the buyer asks for it, so pdf-lib and fontkit are not part
// of the first load.
import { FONT_PATH, servedName } from '../../book/index.ts';
import type { Book } from '../../book/layout.ts';
import { makeBookPdf } from '../../book/pdf/make.ts';

async function fontFile(file: string): Promise<Uint8Array> {
  const response = await fetch(`${FONT_PATH}${servedName(file)}`);
  if (!response.ok) throw new Error(`the font ${servedName(file)} did not load (${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}

export async function downloadPdf(book: Book, fileName: string) {
  const bytes = await makeBookPdf(book, { fontFile });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }));
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
