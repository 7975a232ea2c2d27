// Generated requests for the fuzz (harness/fuzz.ts): every route of the route table with valid,
// invalid and hostile query values, the website's paths, the request bytes Node's parser refuses,
// and POST /mcp with every method the server answers, alone and in batches, with arguments of any
// JSON type. Drawn from a seeded generator, so a failing seed replays the same requests.
import { ROUTES, toolName } from '../contract/routes.ts';

export type Rng = () => number;

/** mulberry32: small, fast and good enough to pick requests. */
export function seededRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)];
const chance = (rng: Rng, probability: number) => rng() < probability;

/** Text meant to break something: separators, encodings, bounds, prototype names, sizes. */
const SEPARATORS = ['', ' ', '%', '%zz', '%00', '%0A', '\n', '\r\n', '\u0000', 'true\ncountry=AU', ',,,', 'baking-cookies,baking-cookies'];
const DAYS = ['9999-12-31', '9998-12-31', '1999-12-31', '0000-01-01', '2026-02-29', '2028-02-29', '+002026-01-01'];
const WORDS = ['1e309', '-1', 'NaN', 'null', 'undefined', '[]', '{}', '__proto__', 'constructor', 'toString', 'TRUE', 'yes', 'Off'];
const ODD_TEXT = ['A'.repeat(33), 'a'.repeat(5000), '😀', '\uD800', '<script>alert(1)</script>', '../../etc/passwd'];
const HOSTILE = [...SEPARATORS, ...DAYS, ...WORDS, ...ODD_TEXT];

const valuesOf = (name: string) => ROUTES.flatMap((route) => (Object.hasOwn(route.example, name) ? [route.example[name]] : []));

/** A value for a query parameter: mostly one an example uses, else a hostile one. */
function queryValue(rng: Rng, name: string): string {
  const examples = valuesOf(name);
  return chance(rng, 0.5) && examples.length > 0 ? pick(rng, examples) : pick(rng, HOSTILE);
}

function queryString(rng: Rng, names: readonly string[]): string {
  const pairs: [string, string][] = [];
  const count = Math.floor(rng() * (names.length + 3));
  for (let n = 0; n < count; n += 1) {
    const name =
      chance(rng, 0.85) && names.length > 0 ? pick(rng, names) : pick(rng, ['x', '__proto__', 'gift%5Fwrap', 'a'.repeat(300), '']);
    pairs.push([name, queryValue(rng, name)]);
  }
  // Mostly well encoded; sometimes raw, so invalid percent-encoding reaches the server.
  if (chance(rng, 0.8)) return new URLSearchParams(pairs).toString();
  return pairs.map(([name, value]) => `${name}=${value.replace(/[\s#]/g, '+')}`).join('&');
}

const SITE_PATHS = ['/', '/faq', '/pricing', '/create', '/occasions/christmas', '/art-styles', '/developers', '/docs', '/index.md'];
const OTHER_PATHS = ['/.md', '/llms.txt', '/llms-full.txt', '/openapi.json', '/robots.txt', '/sitemap.xml', '/healthz', '/readyz'];
const ODD_PATHS = ['/api', '/api/', '/api/v1', '/api/v2/status', '/nope', '/%zz', '/api/v1/scenes%2Fx', '//faq', '/_astro/x.js', '/mcp/x'];

export interface HttpCase {
  kind: 'http';
  /** What it exercises: an API path, "site" or "odd". */
  target: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

function httpCase(rng: Rng): HttpCase {
  const route = chance(rng, 0.65) ? pick(rng, ROUTES) : undefined;
  let target = route?.path ?? (chance(rng, 0.6) ? 'site' : 'odd');
  let path = route ? route.path : target === 'site' ? pick(rng, [...SITE_PATHS, ...OTHER_PATHS]) : pick(rng, ODD_PATHS);
  if (route && chance(rng, 0.05)) {
    path += pick(rng, ['/', '%2F', '/..', 'x']);
    target = 'odd';
  }
  const search = queryString(rng, route ? Object.keys(route.query.shape) : ['category', 'q']);
  const method = chance(rng, 0.8) ? 'GET' : pick(rng, ['HEAD', 'POST', 'OPTIONS', 'DELETE', 'PUT']);
  const headers: Record<string, string> = {};
  if (chance(rng, 0.3))
    headers.accept = pick(rng, ['text/markdown', 'TEXT/MARKDOWN', 'text/html;q=0.1, text/markdown', '*/*;q=0', 'x', '']);
  if (chance(rng, 0.2)) headers['accept-encoding'] = pick(rng, ['br', 'gzip;q=0', 'identity;q=0', 'x, y;q=zz']);
  if (chance(rng, 0.1)) headers['if-none-match'] = pick(rng, ['*', '"x"', 'W/"x", "y"', ',,,']);
  if (chance(rng, 0.1)) headers['x-forwarded-for'] = pick(rng, ['1.2.3.4', '::1', 'not-an-ip', '1.2.3.4:80, 5.6.7.8']);
  if (chance(rng, 0.1)) headers['x-request-id'] = pick(rng, ['lb-1', 'has spaces', 'x'.repeat(200)]);
  if (method === 'OPTIONS' && chance(rng, 0.5))
    Object.assign(headers, { origin: 'https://x.example', 'access-control-request-method': 'GET' });
  return { kind: 'http', target, method, path: search ? `${path}?${search}` : path, headers, body: method === 'POST' ? 'x' : undefined };
}

/** Every method the MCP server answers, one it does not, and notifications. */
export const MCP_METHODS = [
  'initialize',
  'ping',
  'tools/list',
  'tools/call',
  'resources/list',
  'resources/read',
  'prompts/list',
  'prompts/get',
  'notifications/initialized',
  'notifications/cancelled',
  'completion/complete',
] as const;

const TOOLS = ROUTES.map((route) => toolName(route.operationId));
const PROMPTS = ['find_gift_for_occasion', 'will_it_arrive_by'];
const RESOURCE_PATHS = ['/llms.txt', '/openapi.json', '/api/v1/art-styles', '/api/v1/scenes', '/api/v1/occasions'];

function jsonValue(rng: Rng, depth = 0): unknown {
  const kind = Math.floor(rng() * (depth > 2 ? 5 : 7));
  if (kind === 0) return pick(rng, HOSTILE);
  if (kind === 1) return pick(rng, [0, -1, 1.5, 1e308, Number.MAX_SAFE_INTEGER]);
  if (kind === 2) return chance(rng, 0.5);
  if (kind === 3) return null;
  if (kind === 4) return pick(rng, [...valuesOf('country'), ...valuesOf('style'), ...valuesOf('ordered_on'), 'hardcover']);
  if (kind === 5) return Array.from({ length: Math.floor(rng() * 4) }, () => jsonValue(rng, depth + 1));
  return Object.fromEntries(Array.from({ length: Math.floor(rng() * 4) }, () => [pick(rng, HOSTILE), jsonValue(rng, depth + 1)]));
}

function toolArguments(rng: Rng, tool: string): unknown {
  const route = ROUTES.find((entry) => toolName(entry.operationId) === tool);
  const names = route ? Object.keys(route.query.shape) : ['x'];
  if (chance(rng, 0.05)) return jsonValue(rng);
  return Object.fromEntries(
    names.filter(() => chance(rng, 0.7)).map((name) => [name, chance(rng, 0.5) ? queryValue(rng, name) : jsonValue(rng)]),
  );
}

function mcpMessage(rng: Rng, origin: string, id: number): Record<string, unknown> {
  const method = pick(rng, MCP_METHODS);
  const params: Record<string, unknown> = {};
  if (method === 'initialize')
    Object.assign(params, {
      protocolVersion: pick(rng, ['2025-06-18', '2024-11-05', 'x']),
      capabilities: {},
      clientInfo: { name: 'fuzz', version: '1' },
    });
  if (method === 'tools/call')
    Object.assign(params, {
      name: chance(rng, 0.9) ? pick(rng, TOOLS) : pick(rng, HOSTILE),
      arguments: toolArguments(rng, pick(rng, TOOLS)),
    });
  if (method === 'resources/read') params.uri = chance(rng, 0.8) ? origin + pick(rng, RESOURCE_PATHS) : pick(rng, HOSTILE);
  if (method === 'prompts/get')
    Object.assign(params, {
      name: chance(rng, 0.9) ? pick(rng, PROMPTS) : pick(rng, HOSTILE),
      arguments: { occasion: pick(rng, HOSTILE), country: 'AU', by: 'christmas' },
    });
  if (chance(rng, 0.03)) return { jsonrpc: '2.0', id, method, params: jsonValue(rng) };
  return { jsonrpc: '2.0', ...(method.startsWith('notifications/') ? {} : { id }), method, params };
}

export interface McpCase {
  kind: 'mcp';
  methods: string[];
  body: string;
  headers: Record<string, string>;
}

function mcpCase(rng: Rng, origin: string): McpCase {
  const messages = Array.from({ length: chance(rng, 0.2) ? 1 + Math.floor(rng() * 12) : 1 }, (_, id) => mcpMessage(rng, origin, id + 1));
  const methods = messages.map((message) => String(message.method));
  let body = JSON.stringify(messages.length === 1 && chance(rng, 0.9) ? messages[0] : messages);
  if (chance(rng, 0.03))
    body = pick(rng, ['{', '[', '[]', '{}', 'null', `\uFEFF${body}`, '['.repeat(40) + ']'.repeat(40), body.slice(0, -1)]);
  const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
  if (chance(rng, 0.03)) Object.assign(headers, pick(rng, [{ accept: 'text/html' }, { 'content-type': 'text/plain' }]));
  return { kind: 'mcp', methods, body, headers };
}

export interface RawCase {
  kind: 'raw';
  bytes: string;
}

const RAW_REQUESTS = [
  'NOT A REQUEST\r\n\r\n',
  'GET /api/v1/status\r\n\r\n',
  `GET /api/v1/status?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
  'GET * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
  'GET http://x/api/v1/status HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
  'GET /api/v1/status HTTP/1.1\r\nConnection: close\r\n\r\n',
  'GET /faq HTTP/1.1\r\nHost: x\r\nExpect: teapot\r\nConnection: close\r\n\r\n',
  'CONNECT x:443 HTTP/1.1\r\nHost: x:443\r\n\r\n',
  'GET /api/v1/status HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n',
  'POST /mcp HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nzz\r\n',
  'GET /%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
  'GET /api/v1/status HTTP/2.0\r\nHost: x\r\n\r\n',
];

export type FuzzCase = HttpCase | McpCase | RawCase;

/** The next request: an HTTP request to a route or page, an MCP POST, or raw bytes. */
export function nextCase(rng: Rng, origin: string): FuzzCase {
  const roll = rng();
  if (roll < 0.55) return httpCase(rng);
  if (roll < 0.97) return mcpCase(rng, origin);
  return { kind: 'raw', bytes: pick(rng, RAW_REQUESTS) };
}
