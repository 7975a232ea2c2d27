// /llms.txt (llmstxt.org): H1, a one-line summary, a paragraph, then sections of links to the
// Markdown twins. Prices and the origin are live tokens filled in by the front layer.
import type { APIRoute } from 'astro';
import { ROUTES } from '../../contract/routes.ts';
import { sitePaths, twinPath } from '../../contract/site-paths.ts';
import { readCatalog } from '../utils/catalog.ts';
import { ORIGIN, STORE_NAME } from '../utils/site.ts';

export const prerender = true;

const link = (title: string, path: string, note: string) => `- [${title}](${ORIGIN}${path}): ${note}`;

export const GET: APIRoute = async () => {
  const catalog = await readCatalog();
  const text = [
    `# ${STORE_NAME}`,
    '',
    `> Personalized keepsake storybooks starring a grandchild and their grandparents, in ${catalog.art_styles.length} art styles and ${catalog.scenes.length} story scenes: hardcover {{price:hardcover}}, digital {{price:digital}}.`,
    '',
    'Every page of this site is also Markdown: append `.md` to its path or send `Accept: text/markdown`. Prices are',
    "live, read from the store's price list at request time. Ordering, checkout and photos happen in the store's own",
    'order flow, not on this site or its API. The public JSON API is read-only, free and needs no key; its OpenAPI 3.1',
    // Not a link line: agent tools (afdocs) take every link here for a documentation page, which a JSON schema is not.
    `schema is \`${ORIGIN}${sitePaths.openapi}\` (${ROUTES.length} operations under /api/v1/).`,
    '',
    '## Shop',
    '',
    link('Home', '/index.md', 'what the books are and how one is made'),
    link(
      'Pricing',
      '/pricing.md',
      'hardcover {{price:hardcover}}, digital {{price:digital}}, gift wrap {{price:gift-wrap}}, extra copies and one book per grandchild',
    ),
    link('Art styles', '/art-styles.md', `the ${catalog.art_styles.length} illustration styles and how characters stay consistent`),
    link('Story scenes', '/scenes.md', `${catalog.scenes.length} scenes in four categories: activity, food, funny, sweet`),
    link('Gift occasions', '/occasions.md', 'landing pages for birthdays, holidays and family moments'),
    link(
      'Create your book',
      '/create.md',
      "the book builder: names, looks, style, scenes and dedication with a live preview in the shopper's browser, the delivered total and arrival dates; it posts the plan (/schemas/book-plan.json) to the order flow",
    ),
    link('FAQ', '/faq.md', 'how a book is made, delivery, gift wrap, and what ordering asks for'),
    link('Privacy', '/privacy.md', "what the site stores (nothing personal on the server; the book in the shopper's browser) and logs"),
    link('Product feed', sitePaths.productFeed, 'every product with its live price and shipping per country (Google Merchant Center RSS)'),
    '',
    '## Occasions',
    '',
    ...catalog.occasions.map((occasion) => link(occasion.title, twinPath(sitePaths.occasion(occasion.slug)), occasion.description)),
    '',
    '## API',
    '',
    link('Developer documentation', '/developers.md', 'endpoints, parameters, example responses, errors, rate limits and versioning'),
    // The link is its documentation: the endpoint itself answers POST only.
    link(
      'MCP server',
      `${twinPath(sitePaths.developers)}#mcp`,
      `the ${ROUTES.length} endpoints as read-only Model Context Protocol tools at ${ORIGIN}${sitePaths.mcp} (Streamable HTTP, POST), with prompts for gifts and delivery dates, and this file, the OpenAPI schema and the catalog lists as resources`,
    ),
    '',
    '## Optional',
    '',
    link('Whole site in one document', '/llms-full.txt', "every page's Markdown, concatenated"),
    link('Interactive API reference', '/docs.md', 'the browser reference for the same schema'),
    '',
  ].join('\n');
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
