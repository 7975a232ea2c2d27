// Every answer of the API is a pure function of (route, query string, price list), so each is built
// once, checked against its response schema, serialized and tagged, then served from memory until
// the price list changes. Clients repeat the same few query strings.

import type { Catalog } from '../../contract/catalog.ts';
import type { Route } from '../../contract/routes.ts';
import { detailBody, type JsonBody, jsonBody } from '../lib/json-response.ts';
import type { PricingSource } from '../pricing/price-list.ts';
import { parseQuery } from './query.ts';

export interface Answer {
  readonly status: 200 | 422;
  readonly body: JsonBody;
}

export type Answers = (route: Route, search: string) => Answer;

export interface AnswersOptions {
  catalog: Catalog;
  pricing: PricingSource;
  origin: string;
  /** Distinct query strings remembered per route; past it the memory starts afresh. */
  maxEntries?: number;
}

export function createAnswers({ catalog, pricing, origin, maxEntries = 1000 }: AnswersOptions): Answers {
  const caches = new Map<Route, { version: number; bySearch: Map<string, Answer> }>();
  const build = (route: Route, search: string): Answer => {
    const query = parseQuery(route.query, search);
    if (!query.ok) return { status: 422, body: jsonBody({ detail: query.errors }) };
    const value = route.handler({ catalog, prices: pricing.current(), origin }, query.value);
    return { status: 200, body: jsonBody(route.response.parse(value)) };
  };
  return (route, search) => {
    const version = route.live ? pricing.current().version : 0;
    let cache = caches.get(route);
    if (cache === undefined || cache.version !== version || cache.bySearch.size >= maxEntries) {
      cache = { version, bySearch: new Map() };
      caches.set(route, cache);
    }
    let answer = cache.bySearch.get(search);
    if (answer === undefined) {
      answer = build(route, search);
      cache.bySearch.set(search, answer);
    }
    return answer;
  };
}

export const NOT_FOUND = detailBody(404);
export const METHOD_NOT_ALLOWED = detailBody(405);
