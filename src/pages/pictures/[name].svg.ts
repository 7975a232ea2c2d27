// The site's pictures, drawn at build time by the generator in src/pictures/ (see src/utils/pictures.ts).
import type { APIRoute, GetStaticPaths } from 'astro';
import { pictureFiles } from '../../utils/pictures.ts';

export const prerender = true;

export const getStaticPaths = (async () =>
  (await pictureFiles()).map(({ name, svg }) => ({ params: { name }, props: { svg } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => new Response(props.svg, { headers: { 'Content-Type': 'image/svg+xml' } });
