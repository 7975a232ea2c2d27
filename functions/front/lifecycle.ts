// Health probes and graceful shutdown. On a signal the server turns unready, stops accepting,
// answers every request it has and every request that still arrives on an open keep-alive
// connection (with Connection: close, so the client moves on), and exits once all are closed.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { Logger } from '../lib/log.ts';

export interface Lifecycle {
  /** Answers /healthz and /readyz; false for any other path. */
  probe(req: IncomingMessage, res: ServerResponse, path: string): boolean;
  /** Marks an answer written while draining so the client closes the connection after it. */
  mark(res: ServerResponse): void;
  /** Stops the server; resolves true when every connection has closed, false on timeout. */
  drain(server: Server, timeoutMs: number): Promise<boolean>;
}

const PROBE_HEADERS = ['Content-Type', 'application/json', 'Cache-Control', 'no-store'];

export function createLifecycle(log: Logger): Lifecycle {
  let draining = false;
  return {
    probe(req, res, path) {
      if (path !== '/healthz' && path !== '/readyz') return false;
      const ready = path === '/healthz' || !draining;
      const body = JSON.stringify({ status: path === '/healthz' ? 'ok' : ready ? 'ready' : 'draining' });
      res.writeHead(ready ? 200 : 503, [...PROBE_HEADERS, 'Content-Length', String(Buffer.byteLength(body))]);
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    },
    mark(res) {
      if (draining) res.setHeader('Connection', 'close');
    },
    drain(server, timeoutMs) {
      draining = true;
      log.info('draining: no new connections, answering what is open');
      return new Promise((done) => {
        const timer = setTimeout(() => done(false), timeoutMs);
        timer.unref();
        // net.Server's close, not http.Server's: that one also drops idle keep-alive connections
        // at once, resetting requests already on their way. Idle ones end with keepAliveTimeout.
        NetServer.prototype.close.call(server, () => {
          clearTimeout(timer);
          done(true);
        });
      });
    },
  };
}
