// Build artifact read by the front layer at start-up; /api/ belongs to the front layer, so this
// file is never served as-is.
import type { APIRoute } from 'astro';
import { Catalog } from '../../../functions/catalog.ts';
import { readCatalog } from '../../utils/catalog.ts';

export const prerender = true;

export const GET: APIRoute = async () => new Response(JSON.stringify(Catalog.parse(await readCatalog())));
