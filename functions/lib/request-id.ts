// X-Request-Id on every answer: the caller's own id when it sent a sane one (a proxy's or a load
// balancer's, so one request can be followed across their logs and ours), else a new UUID. The
// response class adds it to whatever header list a writer passes, so no writer has to know.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders } from 'node:http';
import { http } from './node-http.ts';

/** Printable, short, and nothing a log line or a header could be confused by. */
const VALID_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && VALID_ID.test(given) ? given : randomUUID();
}

type Headers = OutgoingHttpHeaders | OutgoingHttpHeader[];

export class TracedResponse<Request extends IncomingMessage = IncomingMessage> extends http.ServerResponse<Request> {
  requestId = '';

  override writeHead(statusCode: number, statusMessage?: string, headers?: Headers): this;
  override writeHead(statusCode: number, headers?: Headers): this;
  override writeHead(statusCode: number, reason?: string | Headers, headers?: Headers): this {
    const fields = typeof reason === 'string' ? headers : reason;
    const id = this.requestId || randomUUID();
    const traced = Array.isArray(fields) ? [...fields, 'X-Request-Id', id] : { ...fields, 'X-Request-Id': id };
    return typeof reason === 'string' ? super.writeHead(statusCode, reason, traced) : super.writeHead(statusCode, traced);
  }
}
