// POST /mcp on the front layer: what HTTP decides before the protocol sees a message. Only POST
// (a stateless server has no stream to GET and no session to DELETE), a bounded body, and the
// client's quota: every POST is a request and every message of a batch that returns catalog data
// one (message.ts), counted by the same limiter as /api/v1/. Everything else (Accept, Content-Type, JSON-RPC) is the SDK transport's.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { METHOD_NOT_ALLOWED } from '../api/answers.ts';
import { tooManyRequests } from '../api/router.ts';
import { detailBody, type SendJson } from '../lib/json-response.ts';
import { readBody } from '../lib/request-body.ts';
import type { TracedResponse } from '../lib/request-id.ts';
import type { ClientKey } from '../limits/client-ip.ts';
import { type RateLimiter, rateLimitFields } from '../limits/rate-limit.ts';
import { parseMessage, requestCost } from './message.ts';
import type { Exchange, ProtocolOptions } from './protocol.ts';

export interface McpOptions {
  protocol: ProtocolOptions;
  limiter: RateLimiter;
  clientKey: ClientKey;
  /** Where the endpoint is served, for the URL of the request the transport reads. */
  url: string;
  sendJson: SendJson;
  /** Security headers of JSON answers, on the protocol's answers too. */
  security: readonly string[];
  /** A JSON-RPC message of this catalog is a few hundred bytes; 64 KB leaves room and bounds memory. */
  maxBodyBytes?: number;
}

export type McpHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

function webRequest(req: IncomingMessage, url: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headersDistinct)) if (value !== undefined) headers.set(name, value.join(', '));
  return new Request(url, { method: 'POST', headers });
}

/** The SDK's own answer to a body that is not JSON, given here since the SDK never sees that body. */
const PARSE_ERROR = Buffer.from(
  JSON.stringify({ jsonrpc: '2.0', error: { code: -32700, message: 'Parse error: Invalid JSON' }, id: null }),
);

export function createMcp({ protocol, limiter, clientKey, url, sendJson, security, maxBodyBytes = 64 * 1024 }: McpOptions): McpHandler {
  let exchange: Promise<Exchange> | undefined;
  const tooLarge = detailBody(413, `Payload Too Large: an MCP request body is at most ${maxBodyBytes / 1024} KB`);
  /** Spends the POST's cost; the 429 and its headers when the quota is spent, as under /api/v1/. */
  const count = async (req: IncomingMessage, res: ServerResponse, cost: number): Promise<string[] | undefined> => {
    let fields: string[] = [];
    for (let spent = 0; spent < cost; spent += 1) {
      const decision = await limiter(clientKey(req));
      fields = rateLimitFields(decision);
      if (decision.allowed) continue;
      const wait = String(decision.resetSeconds);
      sendJson(res, 429, tooManyRequests(decision.limit, decision.resetSeconds), [...fields, 'Retry-After', wait]);
      return undefined;
    }
    return fields;
  };
  return async (req, res) => {
    if (req.method !== 'POST') return sendJson(res, 405, METHOD_NOT_ALLOWED, ['Allow', 'POST']);
    const body = await readBody(req, maxBodyBytes);
    if (!body.ok && body.reason === 'incomplete') return void res.destroy();
    // Connection: close, or Node would read the rest of an oversized body to reuse the connection.
    if (!body.ok) return sendJson(res, 413, tooLarge, ['Connection', 'close']);
    const parsed = parseMessage(body.bytes);
    const limitFields = await count(req, res, parsed.ok ? requestCost(parsed.message) : 1);
    if (limitFields === undefined) return;
    const send = (status: number, fields: readonly string[], bytes: Buffer) => {
      res.writeHead(status, [...fields, 'Cache-Control', 'no-store', ...security, ...limitFields, 'Content-Length', String(bytes.length)]);
      res.end(bytes);
    };
    if (!parsed.ok) return send(400, ['Content-Type', 'application/json'], PARSE_ERROR);
    exchange ??= import('./protocol.ts').then(({ createExchange }) => createExchange(protocol));
    const answer = await (await exchange)(webRequest(req, url), parsed.message, (res as TracedResponse).requestId);
    send(answer.status, [...answer.headers].flat(), Buffer.from(await answer.arrayBuffer()));
  };
}
