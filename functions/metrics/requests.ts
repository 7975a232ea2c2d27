// The front layer's hook for request metrics: each request is measured from its arrival to the
// last byte of its answer ('finish'; a client that leaves first is not counted).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { routeLabel } from './labels.ts';
import type { Metrics } from './metrics.ts';

export type RequestObserver = (req: IncomingMessage, res: ServerResponse, path: string | undefined) => void;

export function createRequestMetrics({ metrics, apiPaths }: { metrics: Metrics; apiPaths: ReadonlySet<string> }): RequestObserver {
  return (_req, res, path) => {
    const start = performance.now();
    res.once('finish', () =>
      metrics.request(routeLabel(apiPaths, path, res.statusCode), res.statusCode, (performance.now() - start) / 1000),
    );
  };
}
