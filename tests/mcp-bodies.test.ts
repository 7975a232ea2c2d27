// Issue 21: a POST /mcp body that stalls, breaks or is cut off is answered and its socket closed
// within the whole-request bound, so stalled bodies cannot hold the connection limit for ever.
import { connect, type Socket } from 'node:net';
import { describe, expect, test } from 'vitest';
import { useServer } from './support/fixtures.ts';

const MAX_CONNECTIONS = 50;
const HEAD = 'POST /mcp HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\n';

interface Held {
  socket: Socket;
  /** What the server wrote before the socket closed. */
  closed: Promise<string>;
}

function hold(port: number, start: string, drip?: boolean): Promise<Held> {
  return new Promise((opened, failed) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk;
    });
    const closed = new Promise<string>((done) => socket.once('close', () => done(received)));
    socket.once('error', () => undefined);
    socket.once('connect', () => {
      socket.write(start);
      if (drip) {
        const timer = setInterval(() => socket.writable && socket.write('{'), 1000);
        socket.once('close', () => clearInterval(timer));
      }
      opened({ socket, closed });
    });
    socket.once('error', failed);
  });
}

function halfClose(held: Held): Held {
  held.socket.end();
  return held;
}

describe('stalled /mcp bodies', () => {
  const server = useServer({ MAX_CONNECTIONS: String(MAX_CONNECTIONS), RATE_LIMIT_PER_MINUTE: '100000' });

  test('50 stalled bodies at MAX_CONNECTIONS=50 are closed within the 30 s bound, then /healthz answers', async () => {
    const { port } = server;
    const shortBody = () => hold(port, `${HEAD}Content-Length: 1000\r\n\r\n{"jsonrpc":`);
    const dripping = () => hold(port, `${HEAD}Content-Length: 1000\r\n\r\n`, true);
    const held = await Promise.all([
      ...Array.from({ length: 44 }, shortBody),
      ...Array.from({ length: 4 }, dripping),
      // a chunk size that is not hex, and a client that half-closes mid-body: answered at once
      hold(port, `${HEAD}Transfer-Encoding: chunked\r\n\r\n5\r\n{"a":\r\nzz\r\n`),
      hold(port, `${HEAD}Content-Length: 1000\r\n\r\n{"jsonrpc":`).then(halfClose),
    ]);
    // Only the whole-request timeout answers 408: the stalled ones were closed by that bound (and
    // the test's own limit, 60 s, leaves no room for a server that waits longer).
    const answers = await Promise.all(held.map((h) => h.closed));
    expect(answers.filter((text) => text.startsWith('HTTP/1.1 408 ')).length).toBe(48);
    expect(answers.slice(48).every((text) => text.startsWith('HTTP/1.1 400 '))).toBe(true);
    for (const text of answers) expect(text).toContain('"detail"');
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
  }, 60_000);
});
