// The /api/ surface (spec sections 4, 7, 8): routing, rate limiting, validation and JSON answers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import { type Catalog, type Retirement, sitePaths } from './catalog.ts';
import type { ClientKey } from './client-ip.ts';
import { detailBody, jsonBody, type JsonBody, sendJson } from './json-response.ts';
import type { PriceList, PricingSource } from './pricing.ts';
import { createQueryParser, type QueryResult } from './query.ts';
import { quote } from './quote.ts';
import { type RateLimiter, rateLimitHeader } from './rate-limit.ts';
import { artStylesResponse, occasionsResponse, scenesResponse, statusResponse } from './responses.ts';
import * as schemas from './schemas.ts';

const V1 = '/api/v1';

export interface ApiOptions {
  catalog: Catalog;
  pricing: PricingSource;
  limiter: RateLimiter;
  clientKey: ClientKey;
  siteUrl: string;
}

export type ApiHandler = (req: IncomingMessage, res: ServerResponse, path: string, search: string) => Promise<void>;

/** A route answers a raw query string with a status and a body. */
type Route = (search: string) => readonly [status: number, body: JsonBody];

const fixed = (body: () => JsonBody): Route => () => [200, body()];

function withQuery<T>(parse: (search: string) => QueryResult<T>, respond: (query: T) => JsonBody): Route {
  return (search) => {
    const query = parse(search);
    return query.ok ? [200, respond(query.value)] : [422, jsonBody({ detail: query.errors })];
  };
}

const NOT_FOUND = detailBody(404);
const METHOD_NOT_ALLOWED = detailBody(405);

/** Builds a body once, checking it against its response schema so a bad catalog fails at start-up. */
function checked<S extends z.ZodType>(schema: S, value: z.input<S>): JsonBody {
  return jsonBody(schema.parse(value));
}

/** Caches bodies derived from the price list until the pricing file changes. */
function perPriceList<K>(build: (prices: PriceList, key: K) => JsonBody) {
  let version = -1;
  let cache = new Map<K, JsonBody>();
  return (prices: PriceList, key: K): JsonBody => {
    if (prices.version !== version) [version, cache] = [prices.version, new Map()];
    let body = cache.get(key);
    if (body === undefined) cache.set(key, (body = build(prices, key)));
    return body;
  };
}

/** RFC 9745 Deprecation and RFC 8594 Sunset fields for a path under a scheduled retirement. */
export function retirementHeaders(path: string, retirements: readonly z.infer<typeof Retirement>[], siteUrl: string): string[] {
  const entry = retirements.find((retirement) => path === retirement.id || path.startsWith(`${retirement.id}/`));
  if (entry === undefined) return [];
  const policy = `<${siteUrl}${sitePaths.developers}#versioning>`;
  return [
    'Deprecation', `@${Math.floor(entry.deprecated.getTime() / 1000)}`,
    'Sunset', entry.sunset.toUTCString(),
    'Link', `${policy}; rel="deprecation", ${policy}; rel="sunset"`,
  ];
}

function buildRoutes({ catalog, pricing, siteUrl }: ApiOptions): Map<string, Route> {
  const status = checked(schemas.StatusResponse, statusResponse(siteUrl));
  const artStyles = checked(schemas.ArtStylesResponse, artStylesResponse(catalog));
  const scenes = new Map(
    [undefined, ...schemas.SCENE_CATEGORIES].map((category) => [category, checked(schemas.ScenesResponse, scenesResponse(catalog, category))]),
  );
  const occasions = checked(schemas.OccasionsResponse, occasionsResponse(catalog, siteUrl));
  const priceList = perPriceList((prices) =>
    jsonBody({ currency: prices.currency, products: prices.products } satisfies schemas.PricingResponse),
  );
  const priceQuote = perPriceList((prices, key: string) => {
    const [format_type, gift_wrap] = key.split(':') as [schemas.QuoteQuery['format_type'], string];
    return jsonBody(quote(prices, { format_type, gift_wrap: gift_wrap === 'true' }));
  });
  return new Map<string, Route>([
    [`${V1}/status`, fixed(() => status)],
    [`${V1}/pricing`, fixed(() => priceList(pricing.current(), ''))],
    [
      `${V1}/pricing/quote`,
      withQuery(createQueryParser(schemas.QuoteQuery), (q) => priceQuote(pricing.current(), `${q.format_type}:${q.gift_wrap}`)),
    ],
    [`${V1}/art-styles`, fixed(() => artStyles)],
    [`${V1}/scenes`, withQuery(createQueryParser(schemas.ScenesQuery), (q) => scenes.get(q.category) as JsonBody)],
    [`${V1}/occasions`, fixed(() => occasions)],
  ]);
}

/** A CORS preflight from browser code that sends custom headers; plain OPTIONS stays a 405. */
function isPreflight(req: IncomingMessage): boolean {
  return req.method === 'OPTIONS' && req.headers.origin !== undefined && req.headers['access-control-request-method'] !== undefined;
}

export function createApi(options: ApiOptions): ApiHandler {
  const routes = buildRoutes(options);
  const { limiter, clientKey, catalog, siteUrl } = options;
  const retired = new Map([...routes.keys()].map((path) => [path, retirementHeaders(path, catalog.retirements, siteUrl)]));
  return async (req, res, path, search) => {
    if (path !== V1 && !path.startsWith(`${V1}/`)) return sendJson(res, 404, NOT_FOUND);
    const decision = await limiter(clientKey(req));
    const limitHeaders = ['RateLimit-Policy', limiter.policy, 'RateLimit', rateLimitHeader(decision)];
    if (!decision.allowed) {
      const wait = decision.resetSeconds;
      const detail = `Rate limit exceeded: ${decision.limit} requests per minute. Retry in ${wait} second${wait === 1 ? '' : 's'}.`;
      return sendJson(res, 429, detailBody(429, detail), [...limitHeaders, 'Retry-After', String(wait)]);
    }
    const route = routes.get(path);
    if (route === undefined) return sendJson(res, 404, NOT_FOUND, limitHeaders);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      if (isPreflight(req)) {
        const allowHeaders = req.headers['access-control-request-headers'] ?? '';
        const cors = ['Access-Control-Allow-Methods', 'GET, HEAD', 'Access-Control-Allow-Headers', allowHeaders, 'Access-Control-Max-Age', '86400'];
        res.writeHead(204, ['Access-Control-Allow-Origin', '*', ...cors, ...limitHeaders]);
        return void res.end();
      }
      return sendJson(res, 405, METHOD_NOT_ALLOWED, [...limitHeaders, 'Allow', 'GET, HEAD']);
    }
    const [status, body] = route(search);
    return sendJson(res, status, body, [...limitHeaders, ...(retired.get(path) as string[])]);
  };
}
