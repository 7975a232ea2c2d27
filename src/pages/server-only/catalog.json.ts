// The validated catalog for the server. The build moves everything under /server-only/ out of the
// public site (see src/integrations/agent-files.ts), so this is never served.
import type { APIRoute } from 'astro';
import { Catalog } from '../../../contract/catalog.ts';
import { readCatalog } from '../../utils/catalog.ts';

export const prerender = true;

export const GET: APIRoute = async () => new Response(JSON.stringify(Catalog.parse(await readCatalog())));
