// The front layer: one node:http server that owns everything cross-cutting and never lets a
// bad request or a failing handler crash the process or leak a stack trace.
import { createServer, type IncomingMessage, type Server, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ApiHandler } from '../api/router.ts';
import type { SiteHandler } from '../site/site.ts';
import { detailBody, type SendJson } from './json-response.ts';
import type { Logger } from './log.ts';
import { parseTarget } from './request-target.ts';

/** Longer request targets get 414; Node itself rejects a whole header block over 16 KiB. */
const MAX_URL_LENGTH = 8192;

export interface FrontServerOptions {
  api: ApiHandler;
  site: SiteHandler;
  log: Logger;
  sendJson: SendJson;
  /** Security headers for the answers written straight to the socket. */
  security: readonly string[];
}

/** Node's own answers to unparseable requests are bodiless; these say what went wrong, as JSON. */
function createClientErrorHandler(security: readonly string[]) {
  const extra = security.map((value, index) => (index % 2 === 0 ? `${value}: ` : `${value}\r\n`)).join('');
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    if (!socket.writable || error.code === 'ECONNRESET') return void socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const body = JSON.stringify({ detail: STATUS_CODES[status] });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nCache-Control: no-store\r\n${extra}` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  };
}

function createRequestHandler({ api, site, log, sendJson }: FrontServerOptions) {
  const fail = (req: IncomingMessage, res: ServerResponse, error: unknown) => {
    log.error('request failed', { method: req.method, url: req.url, error: error instanceof Error ? error.stack : String(error) });
    if (!res.headersSent) sendJson(res, 500, detailBody(500));
    else res.destroy();
  };
  return (req: IncomingMessage, res: ServerResponse): void => {
    try {
      const url = req.url ?? '/';
      if (url.length > MAX_URL_LENGTH) return sendJson(res, 414, detailBody(414));
      const target = parseTarget(url);
      if (target === undefined) return sendJson(res, 400, detailBody(400, 'Bad Request: the request path is not valid (check its percent-encoding)'));
      const { path, search } = target;
      if (path === '/api' || path.startsWith('/api/')) api(req, res, path, search).catch((error: unknown) => fail(req, res, error));
      else site(req, res, path);
    } catch (error) {
      fail(req, res, error);
    }
  };
}

export function createFrontServer(options: FrontServerOptions): Server {
  const server = createServer(createRequestHandler(options));
  server.on('clientError', createClientErrorHandler(options.security));
  return server;
}
