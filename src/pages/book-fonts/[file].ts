// The book's font files (src/book/fonts.ts), served at /book-fonts/<file> from the @fontsource
// packages: WOFF2 for the preview's @font-face rules, WOFF for the PDF (in the browser, and read
// from dist/site by `npm run book` and `grandtales book`). Fixed names, so no script carries a map.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { APIRoute, GetStaticPaths } from 'astro';
import { bookFontFiles } from '../../book/index.ts';

export const prerender = true;

const require = createRequire(import.meta.url);

export const getStaticPaths = (() =>
  bookFontFiles().map(({ file, served }) => ({ params: { file: served }, props: { file } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => new Response(readFileSync(require.resolve(props.file)));
