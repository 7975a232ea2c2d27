// The front layer: one node:http server that owns everything cross-cutting and never lets a
// bad request or a failing handler crash the process or leak a stack trace.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { sitePaths } from '../../contract/site-paths.ts';
import type { ApiHandler } from '../api/router.ts';
import { detailBody, type JsonBody, type SendJson } from '../lib/json-response.ts';
import type { Logger } from '../lib/log.ts';
import { createServer, STATUS_CODES } from '../lib/node-http.ts';
import { requestIdOf, TracedResponse } from '../lib/request-id.ts';
import { parseTarget, type Target } from '../lib/request-target.ts';
import type { McpHandler } from '../mcp/endpoint.ts';
import type { RequestObserver } from '../metrics/requests.ts';
import type { SiteHandler } from '../site/site.ts';
import type { RefusedRequest } from './access-log.ts';
import type { Lifecycle } from './lifecycle.ts';
import { dropStalledWrites } from './stalled-writes.ts';

/** Longer request targets get 414; Node itself rejects a whole header block over 16 KiB. */
const MAX_URL_LENGTH = 8192;

/**
 * Slow and stuck clients: headers must arrive within 10 s (slowloris), a whole request within 30 s,
 * an idle keep-alive connection closes after 5 s, and a connection whose answer stays unsent for
 * 30 s (a client that never reads it) is dropped within 35 s.
 */
const TIMEOUTS = { headersTimeout: 10_000, requestTimeout: 30_000, keepAliveTimeout: 5_000, connectionsCheckingInterval: 1_000 };
/** Node's own answer to a missing Host is bodiless; the handler answers it as JSON instead. */
const OPTIONS = { ...TIMEOUTS, requireHostHeader: false, ServerResponse: TracedResponse };
const STALLED_WRITES = { stallMs: 30_000, everyMs: 5_000 };

export interface FrontServerOptions {
  api: ApiHandler;
  /** POST /mcp; without it /mcp is a site path like any other. */
  mcp?: McpHandler;
  site: SiteHandler;
  log: Logger;
  sendJson: SendJson;
  /** Security headers for the answers written straight to the socket. */
  security: readonly string[];
  lifecycle: Lifecycle;
  /** Connections served at once; past it new ones are refused until others close. */
  maxConnections: number;
  /** Sees every request the handler gets, with its path (undefined when refused as malformed): metrics. */
  observe?: RequestObserver;
  /** Told of each request refused before Node made it a request (400, 408, 431; CONNECT): the access log. */
  refused?: RefusedRequest;
}

/** A whole JSON answer for a socket that has no response object (Node rejected the request). */
function rawJson(status: number, extraHeaders: string, requestId: string): string {
  const body = JSON.stringify({ detail: STATUS_CODES[status] });
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nCache-Control: no-store\r\n${extraHeaders}` +
    `X-Request-Id: ${requestId}\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
}

/** Ends a socket with a raw answer, telling the access log (if any) what was refused. */
function endRaw(socket: Socket, status: number, extraHeaders: string, refused?: RefusedRequest, method?: string): void {
  const requestId = randomUUID();
  const answer = rawJson(status, extraHeaders, requestId);
  socket.end(answer);
  refused?.({ method, status, bytes: Buffer.byteLength(answer), requestId });
}

const headerLines = (headers: readonly string[]) =>
  headers.map((value, index) => (index % 2 === 0 ? `${value}: ` : `${value}\r\n`)).join('');

/** Node's own answers to unparseable requests are bodiless; these say what went wrong, as JSON. */
function createClientErrorHandler(security: readonly string[], refused?: RefusedRequest) {
  const extra = headerLines(security);
  return (error: NodeJS.ErrnoException, socket: Socket & { _httpMessage?: ServerResponse | null }): void => {
    if (!socket.writable || error.code === 'ECONNRESET') return void socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const answer = () => endRaw(socket, status, extra, refused);
    const pending = socket._httpMessage;
    // A valid request pipelined before the bad one is still being answered: let it finish first.
    // But when the pending answer is for this very request (its body timed out, broke or was cut
    // off), it can never finish: this error is the answer, unless the answer had already begun.
    if (pending && !pending.writableFinished && pending.req.complete) return void pending.once('finish', answer);
    if (pending && !pending.writableFinished && pending.headersSent) return void socket.destroy();
    answer();
    // No keep-alive after an error: the request it replaces may still be read by a handler.
    socket.destroySoon();
  };
}

/** The 400 or 414 a request gets before any route sees it, if any. */
function rejectionOf(req: IncomingMessage, url: string, target: Target | undefined): [number, JsonBody] | undefined {
  // A request line without a version (HTTP/0.9) is no request this server speaks.
  if (req.httpVersionMajor !== 1) return [400, detailBody(400, 'Bad Request: the request line has no HTTP/1.x version')];
  if (req.headers.host === undefined && req.httpVersion === '1.1') return [400, detailBody(400, 'Bad Request: the Host header is missing')];
  if (url.length > MAX_URL_LENGTH) return [414, detailBody(414)];
  if (target === undefined) return [400, detailBody(400, 'Bad Request: the request path is not valid (check its percent-encoding)')];
  return undefined;
}

function createRequestHandler({ api, mcp, site, log, sendJson, lifecycle, observe }: FrontServerOptions) {
  const fail = (req: IncomingMessage, res: ServerResponse, error: unknown) => {
    // The path only, as in the access log: a query string could carry what a visitor typed.
    const failure = error instanceof Error ? error.stack : String(error);
    log.error('request failed', {
      method: req.method,
      path: parseTarget(req.url ?? '/')?.path ?? null,
      request_id: (res as TracedResponse).requestId,
      error: failure,
    });
    if (!res.headersSent) sendJson(res, 500, detailBody(500));
    else res.destroy();
  };
  return (req: IncomingMessage, res: ServerResponse): void => {
    (res as TracedResponse).requestId = requestIdOf(req);
    try {
      const url = req.url ?? '/';
      const target = parseTarget(url);
      observe?.(req, res, target?.path);
      const rejection = rejectionOf(req, url, target);
      if (rejection !== undefined || target === undefined) {
        sendJson(res, rejection?.[0] ?? 400, rejection?.[1] ?? detailBody(400));
        return;
      }
      const { path, search } = target;
      lifecycle.mark(res);
      if (lifecycle.probe(req, res, path)) return;
      if (path === '/api' || path.startsWith('/api/')) api(req, res, path, search)?.catch((error: unknown) => fail(req, res, error));
      else if (path === sitePaths.mcp && mcp !== undefined) mcp(req, res).catch((error: unknown) => fail(req, res, error));
      else site(req, res, path);
    } catch (error) {
      fail(req, res, error);
    }
  };
}

export function createFrontServer(options: FrontServerOptions): Server {
  const server = createServer(OPTIONS, createRequestHandler(options));
  dropStalledWrites(server, STALLED_WRITES);
  server.maxConnections = options.maxConnections;
  server.on('clientError', createClientErrorHandler(options.security, options.refused));
  // Expect other than 100-continue, and CONNECT: Node would answer bodiless or drop the socket.
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    (res as TracedResponse).requestId = requestIdOf(req);
    options.observe?.(req, res, parseTarget(req.url ?? '/')?.path);
    options.sendJson(res, 417, detailBody(417));
  });
  server.on('connect', (_req: IncomingMessage, socket: Socket) =>
    endRaw(socket, 405, `Allow: GET, HEAD\r\n${headerLines(options.security)}`, options.refused, 'CONNECT'),
  );
  return server;
}
