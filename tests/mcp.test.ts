// POST /mcp against the built server, through the official SDK's own client: one tool per route of
// the route table, answering the API's bytes; the API's 422 detail; the shared rate limit; and what
// HTTP refuses before the protocol (405, 413, 415, a body that is not JSON-RPC).
import { request as httpRequest } from 'node:http';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ROUTES, toolName } from '../contract/routes.ts';
import { ErrorResponse } from '../contract/schemas.ts';
import type { RunningServer } from '../harness/server.ts';
import { standIn, useServer, useServers } from './support/fixtures.ts';
import { required } from './support/required.ts';

const SITE = 'https://books.example.com';
const JSON_RPC = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const toolsCall = (name: string, args: Record<string, unknown> = {}, id = 1) =>
  JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } });

async function connect(server: RunningServer): Promise<Client> {
  const client = new Client({ name: 'grandtales-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)));
  return client;
}

/** The official SDK's client, connected to the server for the calling block's tests. */
function useClient(server: RunningServer): Client {
  let client: Client | undefined;
  beforeAll(async () => {
    client = await connect(server);
  });
  afterAll(() => client?.close());
  return standIn('useClient: the MCP client', () => client);
}

/** The text of a tool result's only content item. */
function textOf(result: Awaited<ReturnType<Client['callTool']>>): string {
  const [item] = result.content as { type: string; text: string }[];
  expect(item.type).toBe('text');
  return item.text;
}

describe('the catalog as MCP tools and resources', () => {
  const server = useServer({ SITE_URL: SITE, RATE_LIMIT_PER_MINUTE: '100000' });
  const client = useClient(server);
  const get = (path: string) => fetch(server.url + path).then((response) => response.text());

  test('one read-only tool per route, described by its query and response schemas', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(ROUTES.map((route) => toolName(route.operationId)));
    for (const [index, tool] of tools.entries()) {
      const route = ROUTES[index];
      expect(tool.description).toContain(route.description);
      expect(tool.annotations?.readOnlyHint).toBe(true);
      expect(Object.keys(tool.inputSchema.properties ?? {})).toEqual(Object.keys(route.query.shape));
      const { shape } = route.response as unknown as { shape: Record<string, { isOptional(): boolean }> };
      expect(tool.outputSchema?.required).toEqual(Object.keys(shape).filter((name) => !shape[name].isOptional()));
    }
  });

  test('each tool answers the bytes of the same GET, as text and as structured content', async () => {
    for (const route of ROUTES) {
      // Every operation answers its example; those without a required parameter answer no arguments too.
      const required = Object.values(route.query.shape).some((field) => !field.isOptional());
      for (const args of required ? [route.example] : [{}, route.example]) {
        const api = await get(`${route.path}?${new URLSearchParams(args)}`);
        const result = await client.callTool({ name: toolName(route.operationId), arguments: args });
        expect(result.isError ?? false).toBe(false);
        expect(textOf(result)).toBe(api);
        expect(result.structuredContent).toEqual(JSON.parse(api));
      }
    }
  });

  test('JSON arguments mean what the same query string means', async () => {
    const result = await client.callTool({ name: 'get_price_quote', arguments: { format_type: 'digital', gift_wrap: true } });
    expect(textOf(result)).toBe(await get('/api/v1/pricing/quote?format_type=digital&gift_wrap=true'));
    const plan = {
      style: 'watercolor',
      country: 'AU',
      gift_wrap: true,
      scenes: ['baking-cookies', 'counting-stars'],
      ordered_on: '2026-11-20',
    };
    const planned = await client.callTool({ name: 'get_book_plan', arguments: plan });
    expect(textOf(planned)).toBe(
      await get('/api/v1/book-plan?style=watercolor&country=AU&gift_wrap=true&scenes=baking-cookies,counting-stars&ordered_on=2026-11-20'),
    );
    const absent = await client.callTool({ name: 'list_scenes', arguments: { category: null } });
    expect(textOf(absent)).toBe(await get('/api/v1/scenes'));
  });

  test("an invalid argument is a tool error carrying the API's 422 detail", async () => {
    for (const [name, args, query] of [
      ['list_scenes', { category: 'boring' }, '/api/v1/scenes?category=boring'],
      ['get_price_quote', { format_type: 'paperback', gift_wrap: 'maybe' }, '/api/v1/pricing/quote?format_type=paperback&gift_wrap=maybe'],
      // A day whose answer would not fit the schema: the API's 422, never an internal error.
      [
        'get_arrival',
        { country: 'AU', format_type: 'hardcover', ordered_on: '9999-12-31' },
        '/api/v1/arrival?country=AU&format_type=hardcover&ordered_on=9999-12-31',
      ],
    ] as const) {
      const response = await fetch(server.url + query);
      expect(response.status).toBe(422);
      const result = await client.callTool({ name, arguments: args });
      expect(result.isError).toBe(true);
      expect(textOf(result)).toBe(await response.text());
    }
  });

  test('an unknown tool is a protocol error naming it', async () => {
    await expect(client.callTool({ name: 'place_order', arguments: {} })).rejects.toThrow(/Unknown tool: place_order/);
  });

  test('resources: llms.txt, the OpenAPI document and the catalog lists, as served, with the origin filled in', async () => {
    const { resources } = await client.listResources();
    const lists = ['/api/v1/art-styles', '/api/v1/scenes', '/api/v1/occasions'];
    expect(resources.map((resource) => [resource.uri, resource.mimeType])).toEqual([
      [`${SITE}/llms.txt`, 'text/plain'],
      [`${SITE}/openapi.json`, 'application/json'],
      ...lists.map((path) => [SITE + path, 'application/json']),
      // get_book_plan's MCP App (tests/mcp-app.test.ts)
      ['ui://grandtales/book.html', 'text/html;profile=mcp-app'],
    ]);
    for (const path of ['/llms.txt', '/openapi.json', ...lists]) {
      const { contents } = await client.readResource({ uri: SITE + path });
      expect(contents).toEqual([expect.objectContaining({ uri: SITE + path, text: await get(path) })]);
    }
    expect(await get('/llms.txt')).toContain(`${SITE}/mcp`);
  });
});

describe('prompts for the common asks', () => {
  const server = useServer({ SITE_URL: SITE, RATE_LIMIT_PER_MINUTE: '100000' });
  const client = useClient(server);

  test('each is described for a model choosing among them, with its arguments', async () => {
    const { prompts } = await client.listPrompts();
    expect(prompts.map((prompt) => prompt.name)).toEqual(['find_gift_for_occasion', 'will_it_arrive_by']);
    for (const prompt of prompts) {
      expect(prompt.description).toMatch(/^Use when /);
      expect(prompt.arguments?.some((argument) => argument.required)).toBe(true);
    }
  });

  test('a prompt fills in its arguments and names the tools that answer it', async () => {
    const gift = await client.getPrompt({ name: 'find_gift_for_occasion', arguments: { occasion: 'Christmas', country: 'Australia' } });
    const [message] = gift.messages;
    expect(message.role).toBe('user');
    const text = (message.content as { text: string }).text;
    expect(text).toContain('for Christmas, delivered to Australia');
    for (const tool of ['list_occasions', 'get_book_plan', 'create_url']) expect(text).toContain(tool);
    const arrival = await client.getPrompt({ name: 'will_it_arrive_by', arguments: { country: 'GB', by: '2026-12-24' } });
    expect((arrival.messages[0].content as { text: string }).text).toMatch(/arrive in GB by 2026-12-24[\s\S]*get_arrival/);
  });

  test('a required argument left out, or an unknown prompt, is a protocol error naming it', async () => {
    await expect(client.getPrompt({ name: 'will_it_arrive_by', arguments: { country: 'GB' } })).rejects.toThrow(/"by"/);
    await expect(client.getPrompt({ name: 'place_order' })).rejects.toThrow(/Unknown prompt: place_order/);
  });
});

describe('what HTTP refuses before the protocol', () => {
  const server = useServer({ RATE_LIMIT_PER_MINUTE: '100000' });
  const post = (body: BodyInit, headers: Record<string, string> = JSON_RPC, init: RequestInit = {}) =>
    fetch(`${server.url}/mcp`, { method: 'POST', headers, body, ...init });

  test('GET and DELETE are 405 with Allow: POST: a stateless server has no stream and no session', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(`${server.url}/mcp`, { method, headers: JSON_RPC });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(await response.json()).toEqual({ detail: 'Method Not Allowed' });
    }
  });

  test('a body over 64 KB is a 413, whether its length is declared or streamed', async () => {
    const big = ' '.repeat(64 * 1024) + toolsCall('get_status');
    const streamed = new ReadableStream({
      start(controller) {
        for (let n = 0; n < 9; n += 1) controller.enqueue(new TextEncoder().encode(' '.repeat(8 * 1024)));
        controller.close();
      },
    });
    for (const response of [await post(big), await post(streamed, JSON_RPC, { duplex: 'half' } as RequestInit)]) {
      expect(response.status).toBe(413);
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(ErrorResponse.parse(await response.json()).detail).toMatch(/64 KB/);
    }
    expect((await post(' '.repeat(60 * 1024) + toolsCall('get_status'))).status).toBe(200);
    const small = new Blob([toolsCall('get_status')]).stream();
    expect((await post(small, JSON_RPC, { duplex: 'half' } as RequestInit)).status).toBe(200);
  });

  test('a declared length over 64 KB is refused before any of the body is read', async () => {
    const headers = { ...JSON_RPC, 'content-length': String(100 * 1024 * 1024) };
    const status = await new Promise<number | undefined>((done, fail) => {
      const request = httpRequest(`${server.url}/mcp`, { method: 'POST', headers }, (response) => {
        done(response.statusCode);
        request.destroy();
      });
      request.on('error', fail);
      request.flushHeaders();
    });
    expect(status).toBe(413);
  });

  test('anything but JSON is a 415, and JSON that is not JSON-RPC the SDK refuses', async () => {
    const text = await post(toolsCall('get_status'), { ...JSON_RPC, 'content-type': 'text/plain' });
    expect(text.status).toBe(415);
    expect(text.headers.get('content-type')).toBe('application/json');
    expect(await text.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32000 } });
    for (const body of ['{not json', '{"hello":"world"}']) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32700 }, id: null });
    }
  });
});

describe('the rate limit of /api/v1/', () => {
  let server: RunningServer | undefined;
  const start = useServers();
  const post = (body: string) => fetch(`${required(server, 'no server').url}/mcp`, { method: 'POST', headers: JSON_RPC, body });
  const remaining = (response: Response) => response.headers.get('ratelimit')?.match(/r=(\d+)/)?.[1];

  test('every POST spends one request, each tool call of a batch one, and past the quota every method is a 429', async () => {
    server = await start({ RATE_LIMIT_PER_MINUTE: '7' });
    const client = await connect(server);
    // initialize and notifications/initialized: two POSTs
    const listed = await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }));
    expect([listed.status, remaining(listed)]).toEqual([200, '4']);
    const first = await post(toolsCall('get_status'));
    expect([first.status, remaining(first)]).toEqual([200, '3']);
    const batch = await post(`[${toolsCall('get_status')},${toolsCall('list_art_styles', {}, 2)}]`);
    expect([batch.status, remaining(batch)]).toEqual([200, '1']);
    const api = await fetch(`${server.url}/api/v1/status`);
    expect(remaining(api)).toBe('0');
    await expect(client.callTool({ name: 'list_art_styles', arguments: {} })).rejects.toMatchObject({ code: 429 });
    await expect(client.listTools()).rejects.toMatchObject({ code: 429 });
    for (const method of ['ping', 'tools/list', 'resources/list']) {
      const refused = await post(JSON.stringify({ jsonrpc: '2.0', id: 2, method }));
      expect(refused.status).toBe(429);
    }
    const limited = await post(toolsCall('get_status'));
    const refused = await fetch(`${server.url}/api/v1/status`);
    expect([limited.status, refused.status]).toEqual([429, 429]);
    expect(limited.headers.get('ratelimit-policy')).toBe('"default";q=7;w=60');
    expect(limited.headers.get('ratelimit')).toMatch(/^"default";r=0;t=\d+$/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(ErrorResponse.parse(await limited.json()).detail).toMatch(/^Rate limit exceeded: 7 requests per minute/);
    await client.close();
  });

  test('a batch costs one request per message that returns catalog data; initialize, ping and notifications are free', async () => {
    server = await start({ RATE_LIMIT_PER_MINUTE: '10' });
    const rpc = (method: string, id?: number, params: Record<string, unknown> = {}) =>
      JSON.stringify({ jsonrpc: '2.0', method, params, ...(id === undefined ? {} : { id }) });
    // initialize may not be batched: alone, it is its POST's one request.
    const initialize = rpc('initialize', 1, { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } });
    const initialized = await post(initialize);
    expect([initialized.status, remaining(initialized)]).toEqual([200, '9']);
    const free = [rpc('ping', 2), rpc('ping', 3), rpc('notifications/initialized')];
    const pings = await post(`[${free.join(',')}]`);
    expect([pings.status, remaining(pings)]).toEqual([200, '8']);
    const lists = await post(`[${[rpc('tools/list', 1), rpc('resources/list', 2), rpc('prompts/list', 3), ...free].join(',')}]`);
    expect([lists.status, remaining(lists)]).toEqual([200, '5']);
    const { resources } = JSON.parse(await lists.text())[1].result;
    const reads = (count: number) =>
      `[${Array.from({ length: count }, (_, id) => rpc('resources/read', id, { uri: resources[id % resources.length].uri })).join(',')}]`;
    const three = await post(reads(3));
    expect([three.status, remaining(three)]).toEqual([200, '2']);
    expect((await three.json()).filter((answer: { result?: unknown }) => answer.result !== undefined)).toHaveLength(3);
    // 100 reads in one POST are 100 requests: past the quota, refused whole.
    const hundred = await post(reads(100));
    expect(hundred.status).toBe(429);
    const status = await fetch(`${server.url}/api/v1/status`);
    expect(status.status).toBe(429);
  });

  test('a body behind a UTF-8 byte order mark runs as it is counted, and is refused like any other once spent', async () => {
    server = await start({ RATE_LIMIT_PER_MINUTE: '3' });
    const withBom = (body: string) => `\uFEFF${body}`;
    const batch = await post(withBom(`[${toolsCall('get_status')},${toolsCall('get_pricing', {}, 2)}]`));
    expect(batch.status).toBe(200);
    expect(remaining(batch)).toBe('1');
    expect((await batch.json()).map((answer: { result: unknown }) => answer.result !== undefined)).toEqual([true, true]);
    const last = await post(withBom(toolsCall('get_status')));
    expect([last.status, remaining(last)]).toEqual([200, '0']);
    for (let n = 0; n < 5; n += 1) {
      const refused = await post(withBom(toolsCall('get_pricing')));
      expect(refused.status).toBe(429);
      expect(refused.headers.get('ratelimit')).toMatch(/^"default";r=0;t=\d+$/);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
  });

  test('a deeply nested body is refused unparsed, as a JSON-RPC parse error that costs a request', async () => {
    server = await start({ RATE_LIMIT_PER_MINUTE: '100' });
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const response = await post(deep);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32700 }, id: null });
    expect(remaining(response)).toBe('99');
  });
});
