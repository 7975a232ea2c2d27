// The book's words for the command that makes a book from a plan (scripts/book.ts). The build moves
// everything under /server-only/ out of the public site, so this is dist/book-text.json.
import type { APIRoute } from 'astro';
import { bookText } from '../../utils/book-text.ts';

export const prerender = true;

export const GET: APIRoute = async () => new Response(JSON.stringify(await bookText()));
