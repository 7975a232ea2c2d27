// How long a request waits for Redis. Not a plain timer per command (ioredis' commandTimeout): in
// a burst, the server's own work delays both its writes and its reading of replies that have
// already arrived, so a timer declares a live Redis timed out, and the requests it gives up on are
// counted in memory, breaking the shared quota; a longer timer only fails under heavier load. So the
// deadline asks a better question: has Redis said anything lately? The store pings it a few times
// a second and reports every answer; while Redis answers, a slow command is waited for (up to
// maxWaitMs); once it has been silent for silenceMs (stopped, or a black hole) a command gives up
// after deadlineMs. Both are measured on the process's live clock (live-clock.ts): time the process
// itself did not run is not time Redis kept it waiting.
import type { LiveClock } from './live-clock.ts';

export interface Deadline {
  /** Settles as work does, or rejects once it has waited deadlineMs on a silent Redis. */
  run<T>(work: Promise<T>): Promise<T>;
  /** Records that Redis answered something. */
  heard(): void;
}

export interface DeadlineOptions {
  deadlineMs: number;
  /** Longer than this without an answer, Redis counts as silent. */
  silenceMs: number;
  maxWaitMs: number;
  /** Read at least every deadlineMs while a command waits. */
  clock: LiveClock;
}

export function createDeadline({ deadlineMs, silenceMs, maxWaitMs, clock }: DeadlineOptions): Deadline {
  let lastHeardAt = clock();
  return {
    heard() {
      lastHeardAt = clock();
    },
    run(work) {
      const sentAt = clock();
      return new Promise((resolve, reject) => {
        let settled = false;
        let timer: NodeJS.Timeout | undefined;
        const settle = (finish: () => void) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          finish();
        };
        // setImmediate runs after the poll phase: whatever already arrived is read first.
        const check = () =>
          setImmediate(() => {
            if (settled) return;
            const now = clock();
            if (now - lastHeardAt < silenceMs && now - sentAt < maxWaitMs) timer = setTimeout(check, deadlineMs);
            else settle(() => reject(new Error(`no answer from Redis in ${Math.round(now - sentAt)} ms`)));
          });
        timer = setTimeout(check, deadlineMs);
        work.then(
          (value) => settle(() => resolve(value)),
          (error: unknown) => settle(() => reject(error)),
        );
      });
    },
  };
}
