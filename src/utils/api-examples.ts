// The examples /openapi.json and /docs show are real answers: computed at build time by the same
// code the server answers with (createAnswers), from the built catalog and the default price list.
// Origins in them are written {{origin}}, filled from SITE_URL when the document is served, so each
// example equals the live answer to its request on a server with the default pricing file.
import defaultPricing from '../../content/pricing.json';
import type { Catalog } from '../../contract/catalog.ts';
import { exampleSearch, ROUTES, type Route } from '../../contract/routes.ts';
import { createAnswers } from '../../functions/api/answers.ts';
import { tooManyRequestsDetail } from '../../functions/api/router.ts';
import { DEFAULT_RATE_LIMIT_PER_MINUTE } from '../../functions/config.ts';
import { parsePriceList } from '../../functions/pricing/price-list.ts';
import { ORIGIN } from './site.ts';

/** Stands in for the origin while answers are built and checked (their URLs must be valid URLs). */
const STAND_IN_ORIGIN = 'https://origin.invalid';
/** What an example of a rejected query sends for its first parameter. */
const INVALID_VALUE = 'invalid';
/** The wait the 429 example shows. */
const EXAMPLE_WAIT_SECONDS = 42;

export interface Example {
  /** Path and query string of the request. */
  readonly request: string;
  readonly value: unknown;
}

export interface OperationExamples {
  readonly ok: Example;
  /** A 422, for operations that take parameters. */
  readonly invalid?: Example;
}

const withOrigin = (value: unknown): unknown => JSON.parse(JSON.stringify(value).replaceAll(STAND_IN_ORIGIN, ORIGIN));

/** The examples of every operation, by operationId. */
export function apiExamples(catalog: Catalog): ReadonlyMap<string, OperationExamples> {
  const prices = parsePriceList('content/pricing.json', JSON.stringify(defaultPricing), 1);
  const answers = createAnswers({ catalog, pricing: { current: () => prices }, origin: STAND_IN_ORIGIN });
  /** The answer to a request, which must have the expected status. */
  const answer = (route: Route, search: string, expected: number): Example => {
    const request = search === '' ? route.path : `${route.path}?${search}`;
    const { status, body } = answers(route, search);
    if (status !== expected) throw new Error(`GET ${request} is answered ${status}, not ${expected}`);
    return { request, value: withOrigin(JSON.parse(body.bytes.toString())) };
  };
  return new Map(
    ROUTES.map((route) => {
      const [first] = Object.keys(route.query.shape);
      const ok = answer(route, exampleSearch(route), 200);
      const invalid = first === undefined ? undefined : answer(route, new URLSearchParams({ [first]: INVALID_VALUE }).toString(), 422);
      return [route.operationId, { ok, invalid }];
    }),
  );
}

/** The body of a 429, which any request over the quota gets. */
export const TOO_MANY_REQUESTS_EXAMPLE = { detail: tooManyRequestsDetail(DEFAULT_RATE_LIMIT_PER_MINUTE, EXAMPLE_WAIT_SECONDS) };
