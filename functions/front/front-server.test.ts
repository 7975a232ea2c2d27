import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { createJsonWriter } from '../lib/json-response.ts';
import { createLogger } from '../lib/log.ts';
import { createFrontServer } from './front-server.ts';
import { createLifecycle } from './lifecycle.ts';

const servers: ReturnType<typeof createFrontServer>[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

type Handlers = Pick<Parameters<typeof createFrontServer>[0], 'api' | 'mcp' | 'site' | 'log'>;

async function serve(options: Handlers) {
  const lifecycle = createLifecycle(options.log);
  const server = createFrontServer({ ...options, sendJson: createJsonWriter([]), security: [], lifecycle, maxConnections: 100 });
  servers.push(server);
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('an unexpected failure', () => {
  test('is a 500 JSON without a stack trace, logged with its cause, and the server keeps serving', async () => {
    const lines: string[] = [];
    let calls = 0;
    const url = await serve({
      log: createLogger('info', (line) => lines.push(line)),
      api: async () => {
        calls += 1;
        throw new Error('store unreachable');
      },
      mcp: async () => {
        throw new RangeError('protocol broke');
      },
      site: () => {
        throw new TypeError('template broke');
      },
    });
    for (const path of ['/api/v1/status', '/mcp', '/a-page']) {
      const response = await fetch(url + path);
      expect(response.status).toBe(500);
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(await response.text()).toBe('{"detail":"Internal Server Error"}');
    }
    expect(calls).toBe(1);
    expect(lines.join('')).toContain('store unreachable');
    expect(lines.join('')).toContain('template broke');
    expect(lines.join('')).toContain('protocol broke');
  });
});
