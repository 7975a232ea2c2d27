// The route table (spec section 4): one entry per operation drives the router, /openapi.json, the
// /developers examples and the tests. Adding an endpoint means adding one entry here.
import { z } from 'zod';
import type { Catalog } from './catalog.ts';
import { arrivalAnswer, bookPlan } from './plan-answers.ts';
import { ArrivalQuery, ArrivalResponse, BookPlanQuery, BookPlanResponse } from './plan-schemas.ts';
import type { PriceList } from './price-list.ts';
import { quote } from './quote.ts';
import * as schemas from './schemas.ts';
import { sitePaths } from './site-paths.ts';

export const API_VERSION = '1.0.0';
export const SERVICE_NAME = 'Grandtales Public Catalog API';
export const API_PREFIX = '/api/v1';

/** What a handler may read: nothing else, so an answer depends only on these and the query. */
export interface RouteContext {
  readonly catalog: Catalog;
  readonly prices: PriceList;
  readonly origin: string;
  /** YYYY-MM-DD (UTC): the day of the request for a `dated` route ('' for the others, which must not read it). */
  readonly today: string;
}

interface RouteEntry<Q extends z.ZodObject, R extends z.ZodType> {
  readonly path: string;
  readonly operationId: string;
  readonly tag: 'service' | 'pricing' | 'catalog' | 'planning';
  readonly summary: string;
  readonly description: string;
  /** Query parameters; an empty object for an operation that takes none (unknown ones are ignored). */
  readonly query: Q;
  readonly response: R;
  /** The query of the request shown as the example in the documentation. */
  readonly example?: Readonly<Record<string, string>>;
  /** Whether the answer follows the live price list (and is rebuilt when it changes). */
  readonly live: boolean;
  /** Whether the answer counts days from today (and is rebuilt when the day changes). */
  readonly dated?: boolean;
  readonly handler: (context: RouteContext, query: z.output<Q>) => z.input<R>;
}

/** A route with its types erased, so routes of different schemas fit in one table. */
export interface Route extends Omit<RouteEntry<z.ZodObject, z.ZodType>, 'handler' | 'example'> {
  readonly example: Readonly<Record<string, string>>;
  readonly handler: (context: RouteContext, query: z.output<z.ZodObject>) => unknown;
}

const NO_QUERY = z.object({});

function route<Q extends z.ZodObject, R extends z.ZodType>({ path, example = {}, handler, ...entry }: RouteEntry<Q, R>): Route {
  // The router only calls a handler with what entry.query produced, so the output has Q's type.
  return { ...entry, path: API_PREFIX + path, example, handler: (context, query) => handler(context, query as z.output<Q>) };
}

export const ROUTES: readonly Route[] = [
  route({
    path: '/status',
    operationId: 'getStatus',
    tag: 'service',
    summary: 'Service status',
    description:
      'A cheap liveness and discovery probe: the service name, "ok", the contract version and where to find the schema, the documentation and the website.',
    query: NO_QUERY,
    response: schemas.StatusResponse,
    live: false,
    handler: ({ origin }) => ({
      service: SERVICE_NAME,
      status: 'ok' as const,
      version: API_VERSION,
      docs_url: origin + sitePaths.developers,
      openapi_url: origin + sitePaths.openapi,
      human_site: origin + sitePaths.home,
    }),
  }),
  route({
    path: '/pricing',
    operationId: 'getPricing',
    tag: 'pricing',
    summary: 'Price list',
    description: 'The live price list: every publicly priced product and add-on, with the currency that applies to every price.',
    query: NO_QUERY,
    response: schemas.PricingResponse,
    live: true,
    handler: ({ prices }) => ({ currency: prices.currency, products: prices.products }),
  }),
  route({
    path: '/pricing/quote',
    operationId: 'getPriceQuote',
    tag: 'pricing',
    summary: 'Price quote for one book',
    description:
      'The itemized price of one book for a format and optional gift wrap. `discount` is always 0: discounts are applied only at checkout. `total` = `base_price` + `gift_wrap` - `discount`.',
    query: schemas.QuoteQuery,
    response: schemas.PriceQuoteResponse,
    example: { format_type: 'digital', gift_wrap: 'true' },
    live: true,
    handler: ({ prices }, query) => quote(prices, query),
  }),
  route({
    path: '/art-styles',
    operationId: 'listArtStyles',
    tag: 'catalog',
    summary: 'Art styles',
    description: 'Every illustration style a book can be drawn in. The `id` is what the order flow stores.',
    query: NO_QUERY,
    response: schemas.ArtStylesResponse,
    live: false,
    handler: ({ catalog }) => ({ count: catalog.art_styles.length, art_styles: catalog.art_styles }),
  }),
  route({
    path: '/scenes',
    operationId: 'listScenes',
    tag: 'catalog',
    summary: 'Story scenes',
    description: 'Every selectable story scene, or only those of one category. `count` is the number returned after filtering.',
    query: schemas.ScenesQuery,
    response: schemas.ScenesResponse,
    example: { category: 'sweet' },
    live: false,
    handler: ({ catalog }, { category }) => {
      const scenes = catalog.scenes.filter((scene) => category === undefined || scene.category === category);
      return { count: scenes.length, scenes };
    },
  }),
  route({
    path: '/occasions',
    operationId: 'listOccasions',
    tag: 'catalog',
    summary: 'Gift occasions',
    description: 'Every published gift-occasion landing page, with its absolute URL.',
    query: NO_QUERY,
    response: schemas.OccasionsResponse,
    live: false,
    handler: ({ catalog, origin }) => ({
      occasions: catalog.occasions.map((occasion) => ({ ...occasion, url: origin + sitePaths.occasion(occasion.slug) })),
    }),
  }),
  route({
    path: '/arrival',
    operationId: 'getArrival',
    tag: 'planning',
    summary: 'Arrival dates and last day to order',
    description:
      'When a book ordered today (or on `ordered_on`) arrives in a country: the shipping region and cost, the earliest and latest arrival dates, and for a dated occasion (christmas, mothers-day, fathers-day, grandparents-day) its coming date, the last day to order and whether an order now is `in_time`. Use it to answer "will it arrive by …?"; a digital book is never too late when a hardcover is.',
    query: ArrivalQuery,
    response: ArrivalResponse,
    example: { country: 'AU', format_type: 'hardcover', occasion: 'christmas', ordered_on: '2026-11-20' },
    live: false,
    dated: true,
    handler: ({ catalog, today }, query) => arrivalAnswer(catalog, query, today),
  }),
  route({
    path: '/book-plan',
    operationId: 'getBookPlan',
    tag: 'planning',
    summary: 'Book plan with delivered price and order link',
    description:
      'Plans one book from non-personal choices (art style, occasion, format, gift wrap, destination country, optionally scenes): the itemized price, shipping and delivered total, the arrival dates, and `create_url`, a link that opens /create with exactly these choices for the buyer to add names and looks privately and order. Hand a grandparent that link; never put names or other personal details in any argument.',
    query: BookPlanQuery,
    response: BookPlanResponse,
    example: {
      style: 'watercolor',
      occasion: 'christmas',
      format_type: 'hardcover',
      gift_wrap: 'true',
      country: 'AU',
      scenes: 'baking-cookies,counting-stars',
      ordered_on: '2026-11-20',
    },
    live: true,
    dated: true,
    handler: (context, query) => bookPlan(context, query),
  }),
];

/** The query string of a route's example request ('' when it has none). */
export function exampleSearch(entry: Route): string {
  return new URLSearchParams(entry.example).toString();
}

/** The example request of a route, as a path with its query string. */
export function exampleRequest(entry: Route): string {
  const search = exampleSearch(entry);
  return search === '' ? entry.path : `${entry.path}?${search}`;
}

export function routeById(operationId: string): Route | undefined {
  return ROUTES.find((entry) => entry.operationId === operationId);
}

/** getPriceQuote → get_price_quote, the naming MCP clients and models expect of tools. */
export function toolName(operationId: string): string {
  return operationId.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}
