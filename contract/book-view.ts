// What get_book_plan's answer carries for its MCP App besides the plan: the build's own drawing of
// the planned style's cover for the default family, by picture name (pictureName), in the answer's
// `_meta`, which hosts hand to the view and not to the model. The view can fetch nothing, so this is
// how it shows the cover at once, as the builder shows the build's files, instead of drawing it
// while the grandparent waits; it draws everything else, and any family of their own, itself. Each
// picture travels gzipped as base64, a quarter of its text, since every answer carries it.
export const BOOK_VIEW_PICTURES = 'grandtales/pictures';

/** Picture name → the SVG document. */
export type BookViewPictures = Record<string, string>;

const NAME = /^[a-z0-9-]+$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Base64 as bytes: natively where the browser can (Uint8Array.fromBase64), else through atob. */
function bytesOf(base64: string): Uint8Array<ArrayBuffer> {
  const native = Uint8Array as { fromBase64?: (text: string) => Uint8Array<ArrayBuffer> };
  if (native.fromBase64) return native.fromBase64(base64);
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index++) bytes[index] = text.charCodeAt(index);
  return bytes;
}

async function unpacked(base64: string): Promise<string | undefined> {
  try {
    const bytes = bytesOf(base64);
    const svg = await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))).text();
    return svg.startsWith('<svg') ? svg : undefined;
  } catch {
    return undefined;
  }
}

/** The pictures an answer's `_meta` carries, unpacked; any that is not a gzipped SVG document is left out. */
export async function bookViewPictures(meta: unknown): Promise<BookViewPictures> {
  const packed = (meta as Record<string, unknown> | undefined)?.[BOOK_VIEW_PICTURES];
  if (typeof packed !== 'object' || packed === null || Array.isArray(packed)) return {};
  const entries = Object.entries(packed).filter(
    (entry): entry is [string, string] => NAME.test(entry[0]) && typeof entry[1] === 'string' && BASE64.test(entry[1]),
  );
  const pictures = await Promise.all(entries.map(async ([name, base64]) => [name, await unpacked(base64)] as const));
  return Object.fromEntries(pictures.filter((entry): entry is [string, string] => entry[1] !== undefined));
}
