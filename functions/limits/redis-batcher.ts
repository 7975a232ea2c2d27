// Gathers the commands of one event-loop turn into a few writes to Redis (see createWriteBatcher).
import type { Redis } from 'ioredis';

type Stream = Redis['stream'];

/**
 * Commands per write at most: Redis starts on them while the server still reads the rest of the turn,
 * where one write per whole turn leaves the server idle, waiting on Redis, once the turn is read. A
 * cap much smaller brings back a write per few requests. The bench's Redis rows judge a change.
 */
export const BATCH_SIZE = 16;

/**
 * Gathers the commands of one event-loop turn into writes of up to BATCH_SIZE. Under load a turn reads
 * many requests, and a write of its own to the loopback socket per command is the largest single
 * cost of a Redis-backed request (a system call and a copy each). ioredis' auto-pipelining flushes on
 * process.nextTick, which Node runs after each socket's callback, so it never gathers two requests;
 * setImmediate runs once the poll phase has read every socket that was ready. In a cluster the
 * connections to every master are held together, since any may receive the turn's commands.
 */
export function createWriteBatcher(masters: () => readonly Redis[]): () => void {
  let corked: Stream[] = [];
  let held = 0;
  const flush = (streams: Stream[]) => {
    for (const stream of streams) stream.uncork();
    if (corked === streams) corked = [];
  };
  return () => {
    if (corked.length === 0) {
      const streams = masters()
        .map((node) => node.stream)
        .filter((stream) => stream !== undefined);
      if (streams.length === 0) return;
      for (const stream of streams) stream.cork();
      corked = streams;
      held = 0;
      setImmediate(flush, streams);
    } else if (held === BATCH_SIZE) {
      for (const stream of corked) {
        stream.uncork();
        stream.cork();
      }
      held = 0;
    }
    held += 1;
  };
}
