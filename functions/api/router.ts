// The /api/ surface (spec sections 4, 7, 8): every request under /api/v1/ is counted first, so every
// answer there carries the rate-limit fields; then the route table decides.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Retirement } from '../../contract/catalog.ts';
import { API_PREFIX, type Route } from '../../contract/routes.ts';
import { sitePaths } from '../../contract/site-paths.ts';
import { isNotModified } from '../lib/conditional.ts';
import { detailBody, type JsonBody, type SendJson } from '../lib/json-response.ts';
import type { ClientKey } from '../limits/client-ip.ts';
import { type RateLimitDecision, type RateLimiter, rateLimitFields } from '../limits/rate-limit.ts';
import { type Answers, METHOD_NOT_ALLOWED, NOT_FOUND } from './answers.ts';
import { retirementHeaders } from './retirements.ts';

export interface ApiOptions {
  routes: readonly Route[];
  answers: Answers;
  limiter: RateLimiter;
  clientKey: ClientKey;
  retirements: readonly Retirement[];
  origin: string;
  sendJson: SendJson;
}

type Reply = readonly [status: number, body: JsonBody | null, headers: readonly string[]];

export type ApiHandler = (req: IncomingMessage, res: ServerResponse, path: string, search: string) => void | Promise<void>;

/** A CORS preflight from browser code that sends custom headers; plain OPTIONS stays a 405. */
function isPreflight(req: IncomingMessage): boolean {
  return req.method === 'OPTIONS' && req.headers.origin !== undefined && req.headers['access-control-request-method'] !== undefined;
}

/** The sentence of a 429 (spec section 7): the limit is exceeded, and how many seconds to wait. */
export function tooManyRequestsDetail(limit: number, wait: number): string {
  return `Rate limit exceeded: ${limit} requests per minute. Retry in ${wait} second${wait === 1 ? '' : 's'}.`;
}

/** A flood repeats the same few bodies (one per quota and second left), so each is built once. */
const tooManyRequestsBodies = new Map<string, JsonBody>();
const MAX_REMEMBERED_BODIES = 4096;

export function tooManyRequests(limit: number, wait: number): JsonBody {
  const key = `${limit}:${wait}`;
  let body = tooManyRequestsBodies.get(key);
  if (body === undefined) {
    if (tooManyRequestsBodies.size >= MAX_REMEMBERED_BODIES) tooManyRequestsBodies.clear();
    body = detailBody(429, tooManyRequestsDetail(limit, wait));
    tooManyRequestsBodies.set(key, body);
  }
  return body;
}

export function createApi({ routes, answers, limiter, clientKey, retirements, origin, sendJson }: ApiOptions): ApiHandler {
  // Every answer points to the document that describes it (RFC 8631), a retired one to its retirement too.
  const serviceDesc = ['Link', `<${origin}${sitePaths.openapi}>; rel="service-desc"`];
  const table = new Map(
    routes.map((route) => [route.path, { route, headers: [...serviceDesc, ...retirementHeaders(route.path, retirements, origin)] }]),
  );
  /** What to answer once the request is counted: status, body (none for a preflight) and headers. */
  const reply = (req: IncomingMessage, path: string, search: string, decision: RateLimitDecision): Reply => {
    const limitHeaders = rateLimitFields(decision);
    if (!decision.allowed) {
      const wait = String(decision.resetSeconds);
      return [429, tooManyRequests(decision.limit, decision.resetSeconds), [...limitHeaders, 'Retry-After', wait]];
    }
    const entry = table.get(path);
    if (entry === undefined) return [404, NOT_FOUND, limitHeaders];
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      if (!isPreflight(req)) return [405, METHOD_NOT_ALLOWED, [...limitHeaders, 'Allow', 'GET, HEAD']];
      const allowHeaders = req.headers['access-control-request-headers'] ?? '';
      const cors = [
        'Access-Control-Allow-Methods',
        'GET, HEAD',
        'Access-Control-Allow-Headers',
        allowHeaders,
        'Access-Control-Max-Age',
        '86400',
      ];
      return [204, null, [...cors, ...limitHeaders]];
    }
    const { status, body } = answers(entry.route, search);
    const headers = [...limitHeaders, ...entry.headers];
    return [status === 200 && isNotModified(req, body.etag) ? 304 : status, body, headers];
  };
  const respond = (req: IncomingMessage, res: ServerResponse, path: string, search: string, decision: RateLimitDecision) => {
    const [status, body, headers] = reply(req, path, search, decision);
    sendJson(res, status, body, headers);
  };
  return (req, res, path, search) => {
    if (path !== API_PREFIX && !path.startsWith(`${API_PREFIX}/`)) return sendJson(res, 404, NOT_FOUND);
    const decision = limiter(clientKey(req));
    // The memory store decides at once; only Redis makes the answer wait.
    if (decision instanceof Promise) return decision.then((settled) => respond(req, res, path, search, settled));
    return respond(req, res, path, search, decision);
  };
}
