// Entry point: `node functions/serve.ts` (what `npm run serve` execs). One process, or with
// WORKERS=N a primary that forks N workers sharing the port. SIGTERM/SIGINT drain gracefully:
// exit 0 when every connection has closed, 1 when SHUTDOWN_TIMEOUT ran out first.
import cluster from 'node:cluster';
import type { Registry } from 'prom-client';
import { createApp } from './app.ts';
import { type Config, readConfig } from './config.ts';
import { createLogger, type Logger } from './lib/log.ts';

function fail(what: string, error: unknown): never {
  process.stderr.write(`Cannot start: ${what}: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

/** variable: the one that named the port (PORT or METRICS_PORT). */
function describeListenError(error: NodeJS.ErrnoException, variable: string, port: number | undefined, host: string | undefined): string {
  if (error.code === 'EADDRINUSE') return `${variable} ${port} is already in use`;
  if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN')
    return `HOST ${host} is not an address of this machine`;
  if (error.code === 'EACCES') return `${variable} ${port} needs privileges this process does not have`;
  return error.message;
}

/**
 * METRICS_PORT: this process's registry, or with no registry (a cluster's primary) the sum of its
 * workers'. Bound to HOST, else loopback only: never all interfaces unless asked for.
 */
async function serveMetrics(config: Config, log: Logger, registry?: Registry): Promise<void> {
  const { createMetricsServer, scrapeOf } = await import('./metrics/server.ts');
  const server = createMetricsServer({ scrape: scrapeOf(registry), log });
  const host = config.host ?? '127.0.0.1';
  server.once('error', (error: NodeJS.ErrnoException) =>
    fail('listen', describeListenError(error, 'METRICS_PORT', config.metricsPort, host)),
  );
  server.listen(config.metricsPort, host, () => {
    const address = server.address();
    log.info('metrics listening', { port: typeof address === 'object' && address ? address.port : config.metricsPort, host });
  });
}

async function runServer(config: Config, log: Logger): Promise<void> {
  let app: Awaited<ReturnType<typeof createApp>>;
  try {
    app = await createApp(config, log);
  } catch (error) {
    fail('build or pricing file', error);
  }
  // Before listening: a worker that serves requests also answers the primary's scrapes.
  if (app.metrics !== undefined) {
    if (cluster.isWorker) (await import('./metrics/server.ts')).shareWithPrimary(app.metrics.registry);
    else await serveMetrics(config, log, app.metrics.registry);
  }
  app.server.once('error', (error: NodeJS.ErrnoException) => fail('listen', describeListenError(error, 'PORT', config.port, config.host)));
  app.server.listen(config.port, config.host, () => {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    log.info('listening', { url: config.siteUrl, port, pricingFile: config.pricingFile, pid: process.pid });
  });
  const stop = async () => {
    const drained = await app.lifecycle.drain(app.server, config.shutdownTimeoutMs);
    await app.close();
    if (!drained) log.error('shutdown timed out: connections still open', { timeoutSeconds: config.shutdownTimeoutMs / 1000 });
    else log.info('shut down');
    process.exit(drained ? 0 : 1);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop());
}

async function runPrimary(config: Config, log: Logger): Promise<void> {
  if (config.metricsPort !== undefined) await serveMetrics(config, log);
  let stopping = false;
  let exitCode = 0;
  const fork = () => cluster.fork();
  for (let n = 0; n < config.workers; n += 1) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (code !== 0) exitCode = 1;
    if (!stopping) {
      log.error('worker died; starting another', { pid: worker.process.pid, code, signal });
      fork();
    } else if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    });
  }
}

let config: Config;
try {
  config = readConfig(process.env);
} catch (error) {
  fail('configuration', error);
}
const log = createLogger(config.logLevel);
if (config.workers > 1 && cluster.isPrimary) await runPrimary(config, log);
else await runServer(config, log);
