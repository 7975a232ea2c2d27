// The primary's sum of its workers' metrics (WORKERS above 1). prom-client's AggregatorRegistry
// sums the workers alive at the scrape: a worker's death made every counter of the sum drop (a
// false reset for Prometheus), and a scrape waited 5 s for a worker still starting, then failed.
// Here each worker answers the primary's request with its registry as JSON; the primary keeps each
// worker's last answer, keeps a dead worker's counters and histograms for good, and sums them all
// with AggregatorRegistry.aggregate. A sum therefore never goes backwards, and a worker that has
// not answered within ASK_MS is counted with its last answer.
import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/** A registry as getMetricsAsJSON gives it (prom-client's types call `type` an enum; it is a string). */
type Snapshot = {
  name: string;
  type: string;
  values: { value: number; labels: object; metricName?: string }[];
}[];
interface Request {
  readonly type: 'grandtales:metrics?';
  readonly id: number;
}
interface Answer {
  readonly type: 'grandtales:metrics';
  readonly id: number;
  readonly metrics: Snapshot;
}

const ASK_MS = 1000;
const isRequest = (message: unknown): message is Request => (message as Request | null)?.type === 'grandtales:metrics?';
const isAnswer = (message: unknown): message is Answer => (message as Answer | null)?.type === 'grandtales:metrics';

/** In a worker: answers the primary's requests with this registry. */
export function answerPrimary(registry: Registry): void {
  process.on('message', (message) => {
    if (!isRequest(message)) return;
    void registry.getMetricsAsJSON().then((metrics) => {
      const answer: Answer = { type: 'grandtales:metrics', id: message.id, metrics: metrics as unknown as Snapshot };
      process.send?.(answer);
    });
  });
}

/** What of a dead worker's snapshot stays in the sum: what only ever grows. */
const growing = (snapshot: Snapshot): Snapshot => snapshot.filter((metric) => metric.type === 'counter' || metric.type === 'histogram');

/** Adds a dead worker's growing metrics into those already retired, value by value (by name and labels). */
function retire(retired: Snapshot, snapshot: Snapshot): Snapshot {
  const metrics = new Map(retired.map((metric) => [metric.name, { ...metric, values: [...metric.values] }]));
  for (const metric of growing(snapshot)) {
    const kept = metrics.get(metric.name) ?? { ...metric, values: [] };
    metrics.set(metric.name, kept);
    for (const value of metric.values) {
      const id = JSON.stringify([value.metricName, value.labels]);
      const index = kept.values.findIndex((other) => JSON.stringify([other.metricName, other.labels]) === id);
      if (index === -1) kept.values.push(value);
      else kept.values[index] = { ...kept.values[index], value: kept.values[index].value + value.value };
    }
  }
  return [...metrics.values()];
}

/** In the primary: a scrape's registry, the sum over every worker that ever served. */
export function createClusterSum(): () => Promise<Registry> {
  const latest = new Map<number, Snapshot>();
  let retired: Snapshot = [];
  let nextId = 0;
  const waiting = new Map<number, (worker: number, metrics: Snapshot) => void>();
  cluster.on('message', (worker, message) => {
    if (isAnswer(message)) waiting.get(message.id)?.(worker.id, message.metrics);
  });
  cluster.on('exit', (worker) => {
    const last = latest.get(worker.id);
    latest.delete(worker.id);
    if (last !== undefined) retired = retire(retired, last);
  });
  return async () => {
    const id = nextId++;
    const asked = Object.values(cluster.workers ?? {}).filter((worker) => worker?.isConnected());
    await new Promise<void>((done) => {
      let pending = asked.length;
      const timer = setTimeout(done, ASK_MS);
      const answered = () => {
        pending -= 1;
        if (pending === 0) {
          clearTimeout(timer);
          done();
        }
      };
      waiting.set(id, (worker, metrics) => {
        if (cluster.workers?.[worker] !== undefined) latest.set(worker, metrics);
        answered();
      });
      // A worker killed a moment ago still looks connected: the send fails, and without a callback its
      // error would be thrown in the primary, taking every worker down with it.
      for (const worker of asked)
        worker?.send({ type: 'grandtales:metrics?', id } satisfies Request, (error: Error | null) => {
          if (error) answered();
        });
      if (pending === 0) done();
    });
    waiting.delete(id);
    return AggregatorRegistry.aggregate([...latest.values(), retired]);
  };
}
