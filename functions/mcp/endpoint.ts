// POST /mcp on the front layer: what HTTP decides before the protocol sees a message. Only POST
// (a stateless server has no stream to GET and no session to DELETE), a bounded body, and the
// client's quota: a tool call is a request, counted by the same limiter as /api/v1/. Everything
// else (Accept, Content-Type, JSON-RPC) is the SDK transport's to judge and answer.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { METHOD_NOT_ALLOWED } from '../api/answers.ts';
import { tooManyRequests } from '../api/router.ts';
import { detailBody, type SendJson } from '../lib/json-response.ts';
import type { ClientKey } from '../limits/client-ip.ts';
import { type RateLimiter, rateLimitFields } from '../limits/rate-limit.ts';
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

/** The whole body; 'too large' as soon as it passes max (the rest is discarded unread). */
function readBody(req: IncomingMessage, max: number): Promise<Buffer | 'too large' | 'aborted'> {
  if (Number(req.headers['content-length']) > max) return Promise.resolve('too large');
  return new Promise((done) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= max) return void chunks.push(chunk);
      req.off('data', onData).resume();
      done('too large');
    };
    req.on('data', onData);
    req.once('end', () => done(Buffer.concat(chunks)));
    req.once('error', () => done('aborted'));
  });
}

/** tools/call messages in a body (a JSON-RPC batch may hold several); none if it is not JSON. */
function toolCalls(body: Buffer): number {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString());
  } catch {
    return 0;
  }
  const isCall = (message: unknown) =>
    typeof message === 'object' && message !== null && 'method' in message && message.method === 'tools/call';
  return (Array.isArray(parsed) ? parsed : [parsed]).filter(isCall).length;
}

function webRequest(req: IncomingMessage, url: string, body: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headersDistinct)) if (value !== undefined) headers.set(name, value.join(', '));
  return new Request(url, { method: 'POST', headers, body: new Uint8Array(body) });
}

export function createMcp({ protocol, limiter, clientKey, url, sendJson, security, maxBodyBytes = 64 * 1024 }: McpOptions): McpHandler {
  let exchange: Promise<Exchange> | undefined;
  const tooLarge = detailBody(413, `Payload Too Large: an MCP request body is at most ${maxBodyBytes / 1024} KB`);
  /** Counts each tool call; the 429 and its headers when the quota is spent, as under /api/v1/. */
  const count = async (req: IncomingMessage, res: ServerResponse, calls: number): Promise<string[] | undefined> => {
    let fields: string[] = [];
    for (let call = 0; call < calls; call += 1) {
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
    if (body === 'aborted') return void res.destroy();
    // Connection: close, or Node would read the rest of an oversized body to reuse the connection.
    if (body === 'too large') return sendJson(res, 413, tooLarge, ['Connection', 'close']);
    const limitFields = await count(req, res, toolCalls(body));
    if (limitFields === undefined) return;
    exchange ??= import('./protocol.ts').then(({ createExchange }) => createExchange(protocol));
    const answer = await (await exchange)(webRequest(req, url, body));
    const bytes = Buffer.from(await answer.arrayBuffer());
    const fields = [...answer.headers].flat();
    res.writeHead(answer.status, [
      ...fields,
      'Cache-Control',
      'no-store',
      ...security,
      ...limitFields,
      'Content-Length',
      String(bytes.length),
    ]);
    res.end(bytes);
  };
}
