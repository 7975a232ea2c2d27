// Entry point: `node functions/serve.ts` (what `npm run serve` execs, bundled). One process, or
// with WORKERS=N a primary that forks N workers sharing the port. SIGTERM/SIGINT drain gracefully:
// exit 0 when every connection has closed, 1 when SHUTDOWN_TIMEOUT ran out first. Every mistake
// that stops it is one JSON line.
import cluster from 'node:cluster';
import type { Registry } from 'prom-client';
import { createApp } from './app.ts';
import { buildInfo } from './build-info.ts';
import { type Config, readConfig } from './config.ts';
import { captureConsole, createLogger, type Logger } from './lib/log.ts';
import { runPrimary, type WorkerExitMessage } from './primary.ts';

/**
 * Stops the process with one line naming what went wrong. A worker leaves the line to its primary,
 * which says it once for the whole cluster; the promise never settles: the process exits first.
 */
function stopWith(log: Logger, message: string, fields: Record<string, unknown> = {}): Promise<never> {
  if (cluster.isWorker && process.send !== undefined) {
    const exitMessage: WorkerExitMessage = { exitReason: { message, fields } };
    process.send(exitMessage, undefined, {}, () => process.exit(1));
  } else {
    log.error(message, fields);
    process.exit(1);
  }
  return new Promise<never>(() => undefined);
}

const problemOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

type Setting = readonly [variable: string, value: string | number | undefined];

/** port and host: the variables that named them (PORT and HOST, or METRICS_PORT and METRICS_HOST). */
function describeListenError(error: NodeJS.ErrnoException, [portName, port]: Setting, [hostName, host]: Setting): string {
  if (error.code === 'EADDRINUSE') return `${portName} ${port} is already in use`;
  if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN')
    return `${hostName} ${host} is not an address of this machine`;
  if (error.code === 'EACCES') return `${portName} ${port} needs privileges this process does not have`;
  return error.message;
}

/**
 * METRICS_PORT: this process's registry, or with no registry (a cluster's primary) the sum of its
 * workers'. Bound to METRICS_HOST (loopback unless asked for), whatever HOST is.
 */
async function serveMetrics(config: Config, log: Logger, registry?: Registry): Promise<void> {
  const { createMetricsServer, scrapeOf } = await import('./metrics/server.ts');
  const server = createMetricsServer({ scrape: scrapeOf(registry), log });
  const host = config.metricsHost;
  server.once('error', (error: NodeJS.ErrnoException) =>
    stopWith(log, 'cannot start: listen', {
      problem: describeListenError(error, ['METRICS_PORT', config.metricsPort], ['METRICS_HOST', host]),
    }),
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
    return stopWith(log, 'cannot start: the build or a content file', { problem: problemOf(error) });
  }
  // Before listening: a worker that serves requests also answers the primary's scrapes.
  if (app.metrics !== undefined) {
    if (cluster.isWorker) (await import('./metrics/server.ts')).answerPrimary(app.metrics.registry);
    else await serveMetrics(config, log, app.metrics.registry);
  }
  app.server.once('error', (error: NodeJS.ErrnoException) =>
    stopWith(log, 'cannot start: listen', { problem: describeListenError(error, ['PORT', config.port], ['HOST', config.host]) }),
  );
  app.server.listen(config.port, config.host, () => {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    log.info('listening', { url: config.siteUrl, port, pricingFile: config.pricingFile, ...buildInfo });
  });
  let stopping = false;
  const stop = async () => {
    // SIGINT from a terminal reaches every process of the group, and the primary sends SIGTERM too.
    if (stopping) return;
    stopping = true;
    const drained = await app.lifecycle.drain(app.server, config.shutdownTimeoutMs);
    await app.close();
    if (!drained) log.error('shutdown timed out: connections still open', { timeoutSeconds: config.shutdownTimeoutMs / 1000 });
    else log.info('shut down');
    process.exit(drained ? 0 : 1);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop());
}

const base = cluster.isWorker ? { pid: process.pid, worker: cluster.worker?.id } : { pid: process.pid };
const bootLog = createLogger('info', undefined, base);
// A crash is a bug; it is still one line, and a worker's primary learns why it died.
process.on('uncaughtException', (error) => void stopWith(bootLog, 'crashed', { error: error.stack ?? String(error) }));
async function configOrStop(): Promise<Config> {
  try {
    return readConfig(process.env);
  } catch (error) {
    return stopWith(bootLog, 'cannot start: configuration', { problem: problemOf(error) });
  }
}

const config = await configOrStop();
const log = createLogger(config.logLevel, undefined, base);
captureConsole(log);
// SIGHUP (kill -HUP, systemctl reload) would end the process: there is nothing to reload, since the
// live files reload themselves and the environment is read once. A cluster's primary says so;
// its workers hear the signal only when the whole group gets it, and stay quiet.
process.on('SIGHUP', () => {
  if (!cluster.isPrimary) return;
  const { pricingFile, rateLimitsFile } = config;
  log.info('SIGHUP ignored: the live files reload themselves; a changed environment needs a restart', { pricingFile, rateLimitsFile });
});
if (cluster.isPrimary) for (const warning of config.warnings) log.warn(warning);
if (config.workers > 1 && cluster.isPrimary) {
  if (config.metricsPort !== undefined) await serveMetrics(config, log);
  runPrimary({ workers: config.workers, log });
} else await runServer(config, log);
