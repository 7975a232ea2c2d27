// Prometheus metrics of one process, with prom-client, in a registry of its own (no global state).
// Labels come only from fixed sets (see labels.ts), never from raw paths, so no client can grow
// the number of series. Every metric sums across the workers of a cluster (cluster.ts).
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Where the rate limit is counted: Redis, or this process's memory. */
export type LimiterBackend = 'redis' | 'memory';

export interface Metrics {
  readonly registry: Registry;
  /** One answered request: its route label, status and seconds from arrival to the last byte written. */
  request(route: string, status: number, seconds: number): void;
  pricingReloaded(): void;
  pricingRejected(): void;
  /** Reports, at each scrape, where the rate limit is being counted. */
  trackBackend(backend: () => LimiterBackend): void;
}

/** A catalog answer takes well under a millisecond; the upper buckets catch a stalled event loop. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
const BACKENDS: readonly LimiterBackend[] = ['redis', 'memory'];

/** What is running, as the build_info convention has it: a gauge of 1 whose labels say it. */
export interface BuildLabels {
  readonly version: string;
  readonly commit: string;
  readonly node: string;
}

export function createMetrics(build: BuildLabels): Metrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  new Gauge({
    name: 'grandtales_build_info',
    help: 'Always 1; the labels say which version and commit run, on which Node.',
    labelNames: ['version', 'commit', 'node'],
    registers,
    aggregator: 'max',
  }).set({ ...build }, 1);
  const requests = new Counter({
    name: 'grandtales_http_requests_total',
    help: 'Requests answered, by route (an API path of the route table, mcp, page, twin, asset, not_found, …) and status.',
    labelNames: ['route', 'status'],
    registers,
  });
  const latency = new Histogram({
    name: 'grandtales_http_request_duration_seconds',
    help: 'Seconds from the arrival of a request to the last byte of its answer, by route.',
    labelNames: ['route'],
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const limited = new Counter({
    name: 'grandtales_rate_limited_total',
    help: 'Requests refused with 429 by the per-client rate limit, by route.',
    labelNames: ['route'],
    registers,
  });
  const reloads = new Counter({
    name: 'grandtales_pricing_reloads_total',
    help: 'Valid pricing-file changes taken into service.',
    registers,
  });
  const rejects = new Counter({
    name: 'grandtales_pricing_rejected_total',
    help: 'Pricing-file changes refused (invalid or unreadable); the last valid prices stayed in service.',
    registers,
  });
  return {
    registry,
    request(route, status, seconds) {
      requests.inc({ route, status });
      latency.observe({ route }, seconds);
      if (status === 429) limited.inc({ route });
    },
    pricingReloaded: () => reloads.inc(),
    pricingRejected: () => rejects.inc(),
    trackBackend(backend) {
      new Gauge({
        name: 'grandtales_rate_limit_backend',
        help: 'Processes counting the rate limit in each store: redis, or memory (no REDIS_URL, or Redis unreachable: the fallback).',
        labelNames: ['backend'],
        registers,
        aggregator: 'sum',
        collect() {
          const current = backend();
          for (const name of BACKENDS) this.set({ backend: name }, name === current ? 1 : 0);
        },
      });
    },
  };
}
