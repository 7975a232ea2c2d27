// The one way an HTTP test gets what it runs against: the built server, Redis, Chromium. Each
// fixture starts its thing before the tests of the file (or describe block) that calls it and stops
// it after them, and hands back an object that reads like the thing itself.
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchChromium } from '../../harness/browser.ts';
import { type RedisOptions, type RunningRedis, startRedis } from '../../harness/redis.ts';
import { type RunningServer, startServer } from '../../harness/server.ts';
import { required } from './required.ts';

/** A server with these environment variables for the calling block's tests (`root`: another build's). */
export function useServer(env: Record<string, string> = {}, root?: string): RunningServer {
  let running: RunningServer | undefined;
  beforeAll(async () => {
    running = await startServer(env, root);
  });
  afterAll(async () => {
    await running?.stop();
  });
  return standIn('useServer: the server', () => running);
}

/** For tests that each need servers of their own: start(env) gives one, stopped after the test. */
export function useServers(): (env?: Record<string, string>, root?: string) => Promise<RunningServer> {
  const started: RunningServer[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((server) => server.stop()));
  });
  return async (env = {}, root) => {
    const server = await startServer(env, root);
    started.push(server);
    return server;
  };
}

/** Stands for a value made later, in beforeAll: every member is read from it, methods bound to it. */
export function standIn<T extends object>(what: string, current: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_, name) {
      const value = required(current(), `${what} runs only inside the tests of the block that asked for it`);
      const member = Reflect.get(value, name);
      return typeof member === 'function' ? member.bind(value) : member;
    },
  });
}

/** A redis-server for the calling block's tests. */
export function useRedis(options: RedisOptions = {}): RunningRedis {
  let running: RunningRedis | undefined;
  beforeAll(async () => {
    running = await startRedis(options);
  });
  afterAll(async () => {
    await running?.cleanup();
  });
  return standIn('useRedis: Redis', () => running);
}

/** Chromium for the calling block's tests. */
export function useBrowser(): Browser {
  let running: Browser | undefined;
  beforeAll(async () => {
    running = await launchChromium();
  });
  afterAll(async () => {
    await running?.close();
  });
  return standIn('useBrowser: Chromium', () => running);
}
