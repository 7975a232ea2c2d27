// WOFF (1.0) to the TrueType/OpenType bytes inside it: each table inflated with the platform's own
// zlib (Node's, or the browser's DecompressionStream), which is many times faster than the
// JavaScript inflate fontkit would run on every table of every face. fontkit's subsetter then works
// on plain TrueType (it cannot subset WOFF2's transformed glyphs, hence WOFF for the PDF).

/** zlib one way or the other (the name says which way the caller uses it). */
export type Inflate = (data: Uint8Array) => Promise<Uint8Array>;

const through = async (data: Uint8Array, transform: ReadableWritablePair<Uint8Array, Uint8Array<ArrayBuffer>>) =>
  new Uint8Array(await new Response(new Blob([data as Uint8Array<ArrayBuffer>]).stream().pipeThrough(transform)).arrayBuffer());

/** The browser's (and Node's) standard zlib streams, for adapters without faster ones. */
export const streamInflate: Inflate = (data) => through(data, new DecompressionStream('deflate'));
export const streamDeflate: Inflate = (data) => through(data, new CompressionStream('deflate'));

const WOFF = 0x774f4646;

export async function woffToSfnt(woff: Uint8Array, inflate: Inflate): Promise<Uint8Array> {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== WOFF) return woff;
  const flavor = view.getUint32(4);
  const count = view.getUint16(12);
  const tables = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const at = 44 + index * 20;
      const [tag, offset, compressed, length, checksum] = [0, 4, 8, 12, 16].map((field) => view.getUint32(at + field));
      const stored = woff.subarray(offset, offset + compressed);
      return { tag, checksum, data: compressed < length ? await inflate(stored) : stored };
    }),
  );
  const header = 12 + 16 * count;
  const padded = (length: number) => (length + 3) & ~3;
  const total = tables.reduce((sum, table) => sum + padded(table.data.length), header);
  const out = new Uint8Array(total);
  const write = new DataView(out.buffer);
  const power = 2 ** Math.floor(Math.log2(count));
  write.setUint32(0, flavor);
  write.setUint16(4, count);
  write.setUint16(6, power * 16);
  write.setUint16(8, Math.log2(power));
  write.setUint16(10, count * 16 - power * 16);
  let offset = header;
  tables.forEach((table, index) => {
    const entry = 12 + index * 16;
    write.setUint32(entry, table.tag);
    write.setUint32(entry + 4, table.checksum);
    write.setUint32(entry + 8, offset);
    write.setUint32(entry + 12, table.data.length);
    out.set(table.data, offset);
    offset += padded(table.data.length);
  });
  return out;
}
