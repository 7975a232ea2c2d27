// A client that never reads its answer holds the connection and the unsent bytes forever. Node's
// guard for it (server.timeout) re-arms a socket timer on every request and refreshes it on every
// read and write, a cost on every request that raw node:http does not pay; this looks at the open
// connections every few seconds instead, and drops one whose unsent answer has not moved for stallMs.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export interface StalledWritesOptions {
  /** How long an answer may wait unsent with no progress before its connection is dropped. */
  stallMs: number;
  /** How often the connections are looked at: a stall is cut off within stallMs + everyMs. */
  everyMs: number;
}

interface Progress {
  written: number;
  since: number;
}

export function dropStalledWrites(server: Server, { stallMs, everyMs }: StalledWritesOptions): void {
  const open = new Map<Socket, Progress>();
  server.on('connection', (socket: Socket) => {
    open.set(socket, { written: socket.bytesWritten, since: Date.now() });
    socket.once('close', () => open.delete(socket));
  });
  const sweep = () => {
    const at = Date.now();
    for (const [socket, progress] of open) {
      // Nothing waiting (an idle connection is keepAliveTimeout's), or bytes went out since the last look.
      if (socket.writableLength === 0 || socket.bytesWritten !== progress.written) {
        progress.written = socket.bytesWritten;
        progress.since = at;
      } else if (at - progress.since >= stallMs) socket.destroy();
    }
  };
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  server.once('close', () => clearInterval(timer));
}
