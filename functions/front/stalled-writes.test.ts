// Real sockets: a client that never reads a large answer is dropped; one that reads it, and an idle
// keep-alive connection with nothing unsent, are left alone.
import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { dropStalledWrites } from './stalled-writes.ts';

const ANSWER = Buffer.alloc(32 * 1024 * 1024, 'x');
const REQUEST = 'GET / HTTP/1.1\r\nHost: x\r\n\r\n';

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function serve(): Promise<{ port: number; closed: () => number }> {
  let closed = 0;
  const server = createServer({ keepAliveTimeout: 60_000 }, (req, res) => {
    res.end(req.url === '/' ? ANSWER : 'small');
  });
  server.on('connection', (socket: Socket) => socket.on('close', () => (closed += 1)));
  // A stall of a second: long enough that a reader on a busy machine is never taken for a stuck one.
  dropStalledWrites(server, { stallMs: 1000, everyMs: 100 });
  servers.push(server);
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return { port: (server.address() as AddressInfo).port, closed: () => closed };
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('connections whose answer does not move', () => {
  test('a client that never reads a 32 MB answer is dropped', async () => {
    const { port, closed } = await serve();
    const client = connect(port, '127.0.0.1', () => client.write(REQUEST));
    client.on('error', () => undefined);
    client.pause();
    for (let waited = 0; waited < 20_000 && closed() === 0; waited += 50) await sleep(50);
    client.destroy();
    expect(closed()).toBe(1);
  });

  test('a client that reads the answer gets all of it, and an idle connection stays open', async () => {
    const { port, closed } = await serve();
    const reader = connect(port, '127.0.0.1', () => reader.write(REQUEST));
    let received = 0;
    reader.on('data', (chunk: Buffer) => {
      received += chunk.length;
    });
    const idle = connect(port, '127.0.0.1', () => idle.write('GET /small HTTP/1.1\r\nHost: x\r\n\r\n'));
    idle.on('data', () => undefined);
    for (let waited = 0; waited < 20_000 && received < ANSWER.length; waited += 50) await sleep(50);
    await sleep(1500);
    expect(received).toBeGreaterThan(ANSWER.length);
    expect(closed()).toBe(0);
    reader.destroy();
    idle.destroy();
  });
});
