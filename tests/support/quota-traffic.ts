// Traffic for the shared-quota tests (one Redis, Sentinel, a Cluster): a burst from one client, a
// steady load of fresh clients, and the check that a burst got exactly its quota.
import { expect } from 'vitest';
import type { RunningServer } from '../../harness/server.ts';

export const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The log lines of a server that contain `text`. */
export const lines = (server: RunningServer, text: string) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.includes(text));

/** 1,000 simultaneous requests from one client, spread over the given servers in turn. */
export function burst(targets: RunningServer[], headers: Record<string, string> = {}): Promise<number[]> {
  return Promise.all(
    Array.from({ length: 1000 }, (_, n) =>
      fetch(`${targets[n % targets.length].url}/api/v1/art-styles`, { headers }).then((r) => r.status),
    ),
  );
}

/** One GET /api/v1/status as `client` (X-Forwarded-For): its status, or undefined with the error kept in `errors`. */
export async function statusAs(server: RunningServer, client: string, errors: string[]): Promise<number | undefined> {
  try {
    const response = await fetch(`${server.url}/api/v1/status`, { headers: { 'x-forwarded-for': client } });
    await response.arrayBuffer();
    return response.status;
  } catch (error) {
    errors.push(String((error as Error).cause ?? error));
    return undefined;
  }
}

/** Runs `count` loops at once, each asking `going()` before every step; the function returned ends them and waits. */
export function inLoops(count: number, loop: (index: number, going: () => boolean) => Promise<void>): () => Promise<void> {
  let going = true;
  const loops = Promise.all(Array.from({ length: count }, (_, index) => loop(index, () => going)));
  return async () => {
    going = false;
    await loops;
  };
}

/** Keeps `parallel` loops requesting as a fresh client each time (so each request reaches the store) until stopped. */
export function load(targets: RunningServer[], parallel = 8) {
  let sent = 0;
  const statuses: number[] = [];
  const errors: string[] = [];
  const stop = inLoops(parallel, async (id, going) => {
    for (let n = 0; going() && n < 3000; n += 1) {
      sent += 1;
      const status = await statusAs(targets[sent % targets.length], `10.${id}.${(sent >> 8) & 255}.${sent & 255}`, errors);
      if (status !== undefined) statuses.push(status);
    }
  });
  return { statuses, errors, stop };
}

/** Exactly the quota answered 200, the rest 429; on failure, says what the servers logged about Redis. */
export function expectQuota(statuses: number[], targets: RunningServer[]) {
  const logged = targets.flatMap((server) => lines(server, 'rate limit store')).join('\n');
  expect(statuses.filter((status) => status === 200).length, `store log lines:\n${logged}`).toBe(60);
  expect(statuses.filter((status) => status === 429)).toHaveLength(940);
}

/** Whether the last thing `server` logged about its rate limit store contains `text`. */
const lastSaid = (server: RunningServer, text: string) => lines(server, 'rate limit store').at(-1)?.includes(text) === true;

/**
 * Sends a request now and then (as a fresh client) until the last store line of every server says
 * `text`, for at most 10 s: a server may go down and up more than once while a failover settles.
 */
export async function until(targets: RunningServer[], text: string): Promise<void> {
  for (let n = 0; n < 100 && !targets.every((server) => lastSaid(server, text)); n += 1) {
    await Promise.all(targets.map((server) => fetch(`${server.url}/api/v1/status`, { headers: { 'x-forwarded-for': `172.16.0.${n}` } })));
    await pause(100);
  }
  // Then some more, so a recovery logged on every success (not once) would show.
  for (let n = 0; n < 20; n += 1) {
    await Promise.all(targets.map((server) => fetch(`${server.url}/api/v1/status`, { headers: { 'x-forwarded-for': `172.17.0.${n}` } })));
  }
}
