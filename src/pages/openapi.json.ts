import type { APIRoute } from 'astro';
import { apiExamples } from '../utils/api-examples.ts';
import { readCatalog } from '../utils/catalog.ts';
import { openApiDocument } from '../utils/openapi.ts';
import { SUPPORT_EMAIL } from '../utils/site.ts';

export const prerender = true;

export const GET: APIRoute = async () => {
  const document = openApiDocument({ supportEmail: SUPPORT_EMAIL, examples: apiExamples(await readCatalog()) });
  return new Response(JSON.stringify(document, null, 2));
};
