// One line per request, once its answer is written: what was asked, how it went, and the request
// id that X-Request-Id carries back. Never the query string: it could carry what a visitor typed.
import type { Logger } from '../lib/log.ts';
import type { TracedResponse } from '../lib/request-id.ts';
import type { RequestObserver } from '../metrics/requests.ts';

export function createAccessLog(write: Logger[keyof Logger]): RequestObserver {
  return (req, res, path) => {
    const start = performance.now();
    const before = req.socket.bytesWritten;
    res.once('finish', () =>
      write('request', {
        method: req.method,
        path: path ?? null,
        status: res.statusCode,
        bytes: req.socket.bytesWritten - before,
        duration_ms: Math.round((performance.now() - start) * 1000) / 1000,
        request_id: (res as TracedResponse).requestId,
      }),
    );
  };
}

/** A request answered straight on its socket, with no request object: Node could not parse it. */
export type RefusedRequest = (refusal: { method?: string; status: number; bytes: number; requestId: string }) => void;

/** The access log's line for such a request: what is known of it (no path, no duration). */
export function createRefusalLog(write: Logger[keyof Logger]): RefusedRequest {
  return ({ method, status, bytes, requestId }) =>
    write('request', { method: method ?? null, path: null, status, bytes, duration_ms: null, request_id: requestId });
}
