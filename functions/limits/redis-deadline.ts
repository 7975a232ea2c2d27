// How long a request waits for Redis. Not a plain timer per command (ioredis' commandTimeout): in
// a burst, the server's own work delays both its writes and its reading of replies that have
// already arrived, so a timer declares a live Redis timed out, and the requests it gives up on are
// counted in memory, breaking the shared quota; a longer timer only fails under heavier load. So the
// deadline asks a better question: has Redis said anything lately? The store pings it a few times
// a second and reports every answer; while Redis answers, a slow command is waited for (up to
// MAX_WAIT_MS); once it has been silent for SILENCE_MS (stopped, or a black hole) a command gives
// up, checked every DEADLINE_MS. Both are measured on the process's live clock (live-clock.ts): time the process
// itself did not run is not time Redis kept it waiting.
import type { LiveClock } from './live-clock.ts';

/** How often a waiting command checks whether Redis has been silent too long. */
export const DEADLINE_MS = 50;
/**
 * Silence shorter than this is not trusted: on a loaded machine a live Redis can go unscheduled for
 * a few hundred milliseconds, and a request given up on then is counted in memory, past the quota.
 */
export const SILENCE_MS = 300;
/** A Redis that keeps answering pings is waited for this long at most. */
export const MAX_WAIT_MS = 1000;
/** The longest a request waits on a Redis that falls silent (the README's figure). */
export const SILENT_REDIS_WAIT_MS = SILENCE_MS + DEADLINE_MS;

export interface Deadline {
  /** Settles as work does, or rejects once Redis has been silent for SILENCE_MS. */
  run<T>(work: Promise<T>): Promise<T>;
  /** Records that Redis answered something. */
  heard(): void;
}

/** `clock` is read at least every DEADLINE_MS while a command waits. */
export function createDeadline({ clock }: { clock: LiveClock }): Deadline {
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
            if (now - lastHeardAt < SILENCE_MS && now - sentAt < MAX_WAIT_MS) timer = setTimeout(check, DEADLINE_MS);
            else settle(() => reject(new Error(`no answer from Redis in ${Math.round(now - sentAt)} ms`)));
          });
        timer = setTimeout(check, DEADLINE_MS);
        work.then(
          (value) => settle(() => resolve(value)),
          (error: unknown) => settle(() => reject(error)),
        );
      });
    },
  };
}
