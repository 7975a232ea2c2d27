// Every answer of the API is a pure function of (route, declared parameters, price list), so each is
// built once, checked against its response schema, serialized and tagged, then served from memory
// until the price list changes. Clients repeat the same few queries. The memory is keyed on the
// route's declared parameters only, each value no longer than the schema's longest (values past it
// are answered without being remembered), so its size has a bound whatever clients send.
import type { z } from 'zod';
import type { Catalog } from '../../contract/catalog.ts';
import type { Route } from '../../contract/routes.ts';
import { detailBody, type JsonBody, jsonBody } from '../lib/json-response.ts';
import type { PricingSource } from '../pricing/price-list.ts';
import { enumOptions, parseQuery } from './query.ts';

export interface Answer {
  readonly status: 200 | 422;
  readonly body: JsonBody;
}

export type Answers = (route: Route, search: string) => Answer;

export interface AnswersOptions {
  catalog: Catalog;
  pricing: PricingSource;
  origin: string;
  /** Distinct queries remembered per route; past it the memory starts afresh. */
  maxEntries?: number;
}

/** The longest value of each declared parameter worth remembering: an enum's longest option, else this. */
export const MAX_REMEMBERED_VALUE = 32;

function valueBounds(route: Route): [name: string, max: number][] {
  return Object.entries(route.query.shape as Record<string, z.ZodType>).map(([name, field]) => {
    const options = enumOptions(field);
    return [name, options === undefined ? MAX_REMEMBERED_VALUE : Math.max(...options.map((option) => String(option).length))];
  });
}

/** The memory's key of a query: the declared parameters' last values, or undefined when one is too long. */
function keyOf(bounds: readonly [string, number][], search: string): string | undefined {
  if (search === '') return '';
  const params = new URLSearchParams(search);
  let key = '';
  for (const [name, max] of bounds) {
    const value = params.getAll(name).at(-1);
    if (value === undefined) continue;
    if (value.length > max) return undefined;
    key += `${name}=${value}\n`;
  }
  return key;
}

export function createAnswers({ catalog, pricing, origin, maxEntries = 256 }: AnswersOptions): Answers {
  const caches = new Map<Route, { version: number; byKey: Map<string, Answer> }>();
  const bounds = new Map<Route, [string, number][]>();
  const build = (route: Route, search: string): Answer => {
    const query = parseQuery(route.query, search);
    if (!query.ok) return { status: 422, body: jsonBody({ detail: query.errors }) };
    const value = route.handler({ catalog, prices: pricing.current(), origin }, query.value);
    return { status: 200, body: jsonBody(route.response.parse(value)) };
  };
  return (route, search) => {
    let routeBounds = bounds.get(route);
    if (routeBounds === undefined) {
      routeBounds = valueBounds(route);
      bounds.set(route, routeBounds);
    }
    const key = keyOf(routeBounds, search);
    if (key === undefined) return build(route, search);
    const version = route.live ? pricing.current().version : 0;
    let cache = caches.get(route);
    if (cache === undefined || cache.version !== version || cache.byKey.size >= maxEntries) {
      cache = { version, byKey: new Map() };
      caches.set(route, cache);
    }
    let answer = cache.byKey.get(key);
    if (answer === undefined) {
      answer = build(route, search);
      cache.byKey.set(key, answer);
    }
    return answer;
  };
}

export const NOT_FOUND = detailBody(404);
export const METHOD_NOT_ALLOWED = detailBody(405);
