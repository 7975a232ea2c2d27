import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { BOOK_VIEW_PICTURES, bookViewPictures } from './book-view.ts';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#fdfaf3"/></svg>';
const packed = (text: string) => gzipSync(text).toString('base64');
const meta = (pictures: unknown) => ({ [BOOK_VIEW_PICTURES]: pictures });

describe('bookViewPictures', () => {
  test('unpacks each gzipped SVG document by its picture name', async () => {
    expect(await bookViewPictures(meta({ 'cover-watercolor': packed(SVG) }))).toEqual({ 'cover-watercolor': SVG });
  });

  test('is empty for an answer without pictures', async () => {
    for (const without of [undefined, {}, { other: 1 }, meta(null), meta('cover'), meta([packed(SVG)])])
      expect(await bookViewPictures(without)).toEqual({});
  });

  test('leaves out what is not a gzipped SVG document under a picture name, and keeps the rest', async () => {
    const answer = meta({
      'cover-watercolor': packed(SVG),
      '../cover': packed(SVG),
      'cover-crayon-doodle': 'not base64!',
      'cover-paper-cutout': Buffer.from(SVG).toString('base64'),
      'cover-cozy-gouache': packed('<html><script>alert(1)</script></html>'),
      'cover-bright-cartoon': 42,
    });
    expect(await bookViewPictures(answer)).toEqual({ 'cover-watercolor': SVG });
  });
});
