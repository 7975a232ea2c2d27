// The book plan's JSON Schema at a stable URL, for order flows that validate what /create sends.
import type { APIRoute } from 'astro';
import { bookPlanJsonSchema } from '../../../contract/book-plan.ts';
import { ORIGIN } from '../../utils/site.ts';

export const prerender = true;

export const GET: APIRoute = () => new Response(JSON.stringify(bookPlanJsonSchema(ORIGIN), null, 2));
