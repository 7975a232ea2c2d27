import type { APIRoute } from 'astro';
import { publishedOpenApiDocument } from '../utils/openapi.ts';

export const prerender = true;

export const GET: APIRoute = async () => new Response(JSON.stringify(await publishedOpenApiDocument(), null, 2));
