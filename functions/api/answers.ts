// Every answer of the API is a pure function of (route, declared parameters, price list, and for a
// dated route the day), so each is built once, checked against its response schema, serialized and
// tagged, then served from memory until the price list (or the day) changes. Clients repeat the same
// few queries. The memory is keyed on the route's declared parameters only, each value no longer
// than the schema's longest (values past it are answered without being remembered), so its size has
// a bound whatever clients send.
import type { z } from 'zod';
import type { Catalog } from '../../contract/catalog.ts';
import { bindQuery } from '../../contract/catalog-query.ts';
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
  /** YYYY-MM-DD (UTC) now: dated answers count days from it. */
  today?: () => string;
}

/** The longest value of each declared parameter worth remembering: an enum's longest option, else this. */
export const MAX_REMEMBERED_VALUE = 32;

type ValueBounds = readonly (readonly [name: string, max: number])[];

function valueBounds(schema: z.ZodObject): ValueBounds {
  return Object.entries(schema.shape as Record<string, z.ZodType>).map(([name, field]) => {
    const options = enumOptions(field);
    return [name, options === undefined ? MAX_REMEMBERED_VALUE : Math.max(...options.map((option) => String(option).length))];
  });
}

/**
 * The memory's key of a query: each declared parameter's last value, length-prefixed (`-` when absent),
 * so no value can spell another query's key whatever it holds (a newline, `=`, `&`); undefined when
 * a value is too long to remember.
 */
function keyOf(bounds: ValueBounds, search: string): string | undefined {
  const params = new URLSearchParams(search);
  let key = '';
  for (const [name, max] of bounds) {
    const value = params.getAll(name).at(-1);
    if (value === undefined) key += '-';
    else if (value.length > max) return undefined;
    else key += `${value.length}:${value}`;
  }
  return key;
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

/** Query strings up to this long have their key remembered, so a repeated query is not parsed again. */
const MAX_REMEMBERED_SEARCH = 256;

interface RouteMemory {
  /** The route's query schema with the catalog's values (countries, styles…) as its enums. */
  readonly schema: Route['query'];
  readonly bounds: ValueBounds;
  /** The key of each short query string seen (undefined: too long a value to remember its answer). */
  readonly keys: Map<string, string | undefined>;
  version: number;
  day: string;
  byKey: Map<string, Answer>;
}

export function createAnswers({ catalog, pricing, origin, maxEntries = 256, today = utcToday }: AnswersOptions): Answers {
  const memories = new Map<Route, RouteMemory>();
  const memoryOf = (route: Route): RouteMemory => {
    let memory = memories.get(route);
    if (memory === undefined) {
      const schema = bindQuery(route.query, catalog);
      memory = { schema, bounds: valueBounds(schema), keys: new Map(), version: -1, day: '', byKey: new Map() };
      memories.set(route, memory);
    }
    return memory;
  };
  const build = (route: Route, schema: Route['query'], search: string, day: string): Answer => {
    const query = parseQuery(schema, search);
    if (!query.ok) return { status: 422, body: jsonBody({ detail: query.errors }) };
    const value = route.handler({ catalog, prices: pricing.current(), origin, today: day }, query.value);
    return { status: 200, body: jsonBody(route.response.parse(value)) };
  };
  return (route, search) => {
    const memory = memoryOf(route);
    const day = route.dated ? today() : '';
    let key = memory.keys.get(search);
    if (key === undefined && !memory.keys.has(search)) {
      key = keyOf(memory.bounds, search);
      if (search.length <= MAX_REMEMBERED_SEARCH) {
        if (memory.keys.size >= maxEntries) memory.keys.clear();
        memory.keys.set(search, key);
      }
    }
    if (key === undefined) return build(route, memory.schema, search, day);
    const version = route.live ? pricing.current().version : 0;
    if (memory.version !== version || memory.day !== day || memory.byKey.size >= maxEntries) {
      memory.version = version;
      memory.day = day;
      memory.byKey = new Map();
    }
    let answer = memory.byKey.get(key);
    if (answer === undefined) {
      answer = build(route, memory.schema, search, day);
      memory.byKey.set(key, answer);
    }
    return answer;
  };
}

export const NOT_FOUND = detailBody(404);
export const METHOD_NOT_ALLOWED = detailBody(405);
