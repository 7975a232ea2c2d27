// Social cards (og:image, twitter:image): 1200×630 PNGs rendered at build time by sharp from the
// same SVG drawings as the pages' pictures. Quantized to a palette: a third of the size, same look.
import type { APIRoute, GetStaticPaths } from 'astro';
import sharp from 'sharp';
import { socialCards } from '../../utils/pictures.ts';

export const prerender = true;

export const getStaticPaths = (async () =>
  (await socialCards()).map(({ page, svg }) => ({ params: { page }, props: { svg } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const png = await sharp(Buffer.from(props.svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
