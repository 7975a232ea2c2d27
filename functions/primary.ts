// A cluster's primary (WORKERS=N): forks the workers that share the port, and stops with the
// workers' own reason when one cannot start (a bad file, a port in use) instead of re-forking it
// for ever. Once every worker has listened, a worker that dies is replaced, after a pause that
// doubles with each death in a row, so a fault that kills every worker cannot spin the CPU.
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from './lib/log.ts';

/** What a worker tells the primary before it exits: the line it would have logged alone. */
export interface WorkerExitMessage {
  readonly exitReason: { readonly message: string; readonly fields: Record<string, unknown> };
}

const isExitMessage = (message: unknown): message is WorkerExitMessage =>
  typeof message === 'object' && message !== null && typeof (message as WorkerExitMessage).exitReason?.message === 'string';

export interface PrimaryOptions {
  workers: number;
  log: Logger;
  /** The first pause before a replacement; each death in a row doubles it, up to maxRestartMs. */
  firstRestartMs?: number;
  maxRestartMs?: number;
  /** A replacement that has served this long ends the run of deaths. */
  healthyAfterMs?: number;
}

export function runPrimary({ workers, log, firstRestartMs = 500, maxRestartMs = 30_000, healthyAfterMs = 60_000 }: PrimaryOptions): void {
  const reasons = new Map<Worker, WorkerExitMessage['exitReason']>();
  const listening = new Set<Worker>();
  // Our own count of live workers: cluster.workers keeps a worker that has exited until its channel
  // closes too, so counting it there could miss the last exit and leave the primary to end by
  // itself, with code 0, after a failed start.
  const alive = new Set<Worker>();
  let started = false;
  let stopping = false;
  let exitCode = 0;
  let deathsInARow = 0;
  let healthyTimer: NodeJS.Timeout | undefined;
  const stopAll = (code: number) => {
    stopping = true;
    exitCode = Math.max(exitCode, code);
    for (const worker of alive) worker.process.kill('SIGTERM');
    if (alive.size === 0) process.exit(exitCode);
  };
  const fork = () => alive.add(cluster.fork());
  cluster.on('message', (worker, message) => {
    if (isExitMessage(message)) reasons.set(worker, message.exitReason);
  });
  cluster.on('listening', (worker) => {
    listening.add(worker);
    if (!started && listening.size === workers) {
      started = true;
      log.info('every worker listening', { workers });
    }
    clearTimeout(healthyTimer);
    healthyTimer = setTimeout(() => {
      deathsInARow = 0;
    }, healthyAfterMs);
  });
  cluster.on('exit', (worker, code, signal) => {
    const told = reasons.get(worker);
    reasons.delete(worker);
    listening.delete(worker);
    alive.delete(worker);
    const how = signal === null ? `exited with code ${code}` : `killed by ${signal}`;
    if (stopping) {
      if (code !== 0) exitCode = 1;
      if (alive.size === 0) process.exit(exitCode);
      return;
    }
    if (!started) {
      // The worker's own line, as one process would have logged it ("cannot start: …", with its problem).
      log.error(told?.message ?? `cannot start: a worker ${how} before listening`, { ...told?.fields, worker: worker.id });
      return stopAll(1);
    }
    deathsInARow += 1;
    const restartInMs = Math.min(maxRestartMs, firstRestartMs * 2 ** (deathsInARow - 1));
    const reason = { reason: told?.message ?? how, ...told?.fields };
    log.error('worker died; starting another', { worker: worker.id, workerPid: worker.process.pid, ...reason, restartInMs });
    setTimeout(() => !stopping && fork(), restartInMs);
  });
  for (let n = 0; n < workers; n += 1) fork();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stopAll(0));
}
