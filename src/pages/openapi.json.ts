import type { APIRoute } from 'astro';
import { openApiDocument } from '../utils/openapi.ts';
import { SUPPORT_EMAIL } from '../utils/site.ts';

export const prerender = true;

export const GET: APIRoute = () => new Response(JSON.stringify(openApiDocument(SUPPORT_EMAIL), null, 2));
