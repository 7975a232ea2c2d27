import type { APIRoute } from 'astro';
import { publishedOpenApiJson } from '../utils/openapi.ts';

export const prerender = true;

export const GET: APIRoute = async () => new Response(await publishedOpenApiJson());
