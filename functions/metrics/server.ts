// GET /metrics on a listener of its own (METRICS_PORT), never the public one: operational data
// stays off the public origin, and a scraper never spends a client's quota. In a cluster the
// primary serves the sum over its workers (cluster-sum.ts).
import type { Server } from 'node:http';
import { Registry } from 'prom-client';
import type { Logger } from '../lib/log.ts';
import { createServer } from '../lib/node-http.ts';
import { createClusterSum } from './cluster-sum.ts';

export { answerPrimary } from './cluster-sum.ts';

export interface Scrape {
  text(): Promise<string>;
  readonly contentType: string;
}

/** One process's registry, or, in a cluster's primary, the sum over every worker. */
export function scrapeOf(registry?: Registry): Scrape {
  if (registry !== undefined) return { text: () => registry.metrics(), contentType: registry.contentType };
  const sum = createClusterSum();
  return { text: async () => (await sum()).metrics(), contentType: Registry.PROMETHEUS_CONTENT_TYPE };
}

export function createMetricsServer({ scrape, log }: { scrape: Scrape; log: Logger }): Server {
  return createServer(async (req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found: metrics are at GET /metrics\n');
      return;
    }
    try {
      const body = await scrape.text();
      res.writeHead(200, { 'Content-Type': scrape.contentType, 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(body) });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      log.error('metrics scrape failed', { error: String(error) });
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal Server Error\n');
    }
  });
}
