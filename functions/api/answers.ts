// Every answer of the API is a pure function of (route, query string, price list, and for a dated
// route the day), so each is built once, checked against its response schema, serialized and
// tagged, then served from memory until the price list (or the day) changes. Clients repeat the
// same few query strings.

import type { Catalog } from '../../contract/catalog.ts';
import { bindQuery } from '../../contract/catalog-query.ts';
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
  /** YYYY-MM-DD (UTC) now: dated answers count days from it. */
  today?: () => string;
}

const DAY_MS = 86_400_000;
let currentDay = '';
let nextMidnight = 0;

/** Today's date in UTC, formatted once a day: dated routes ask on every request. */
export function utcToday(): string {
  const now = Date.now();
  if (now >= nextMidnight) {
    currentDay = new Date(now).toISOString().slice(0, 10);
    nextMidnight = (Math.floor(now / DAY_MS) + 1) * DAY_MS;
  }
  return currentDay;
}

export function createAnswers({ catalog, pricing, origin, maxEntries = 1000, today = utcToday }: AnswersOptions): Answers {
  const caches = new Map<Route, { version: number; day: string; bySearch: Map<string, Answer> }>();
  const queries = new Map<Route, Route['query']>();
  const build = (route: Route, search: string, day: string): Answer => {
    let schema = queries.get(route);
    if (schema === undefined) {
      schema = bindQuery(route.query, catalog);
      queries.set(route, schema);
    }
    const query = parseQuery(schema, search);
    if (!query.ok) return { status: 422, body: jsonBody({ detail: query.errors }) };
    const value = route.handler({ catalog, prices: pricing.current(), origin, today: day }, query.value);
    return { status: 200, body: jsonBody(route.response.parse(value)) };
  };
  return (route, search) => {
    const day = route.dated ? today() : '';
    const version = route.live ? pricing.current().version : 0;
    let cache = caches.get(route);
    if (cache === undefined || cache.version !== version || cache.day !== day || cache.bySearch.size >= maxEntries) {
      cache = { version, day, bySearch: new Map() };
      caches.set(route, cache);
    }
    let answer = cache.bySearch.get(search);
    if (answer === undefined) {
      answer = build(route, search, day);
      cache.bySearch.set(search, answer);
    }
    return answer;
  };
}

export const NOT_FOUND = detailBody(404);
export const METHOD_NOT_ALLOWED = detailBody(405);
