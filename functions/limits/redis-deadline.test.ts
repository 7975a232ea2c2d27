// How long a request waits for Redis, on fake timers and a fake live clock: the figures, not the
// machine's speed, are what is checked.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createDeadline, DEADLINE_MS, MAX_WAIT_MS, SILENCE_MS, SILENT_REDIS_WAIT_MS } from './redis-deadline.ts';

// Timers and the clock are fake; setImmediate stays real, as it runs within the same turn of the
// loop rather than a millisecond later (the fake one's rule).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
const nextTurn = () => new Promise((done) => setImmediate(done));
afterEach(() => {
  vi.useRealTimers();
});

const NEVER = new Promise<never>(() => undefined);

/** How long (fake) time a command waits before it is given up, with Redis heard `heardAfterMs` after it was sent. */
async function waitOf(heardAfterMs: number, pings = false): Promise<number> {
  const deadline = createDeadline({ clock: () => Date.now() });
  const sentAt = Date.now();
  const outcome = deadline.run(NEVER).then(
    () => Number.NaN,
    () => Date.now() - sentAt,
  );
  for (let elapsed = 0; elapsed < heardAfterMs; elapsed += 1) {
    await vi.advanceTimersByTimeAsync(1);
    await nextTurn();
  }
  deadline.heard();
  for (let elapsed = heardAfterMs; elapsed < 2 * MAX_WAIT_MS; elapsed += 1) {
    if (pings && elapsed % 100 === 0) deadline.heard();
    await vi.advanceTimersByTimeAsync(1);
    await nextTurn();
  }
  return outcome;
}

describe('the wait for Redis', () => {
  test('a request on a Redis that falls silent waits at most SILENT_REDIS_WAIT_MS, whenever it last answered', async () => {
    for (let heardAfterMs = 0; heardAfterMs < DEADLINE_MS; heardAfterMs += 7) {
      const waited = await waitOf(heardAfterMs);
      expect(waited).toBeGreaterThanOrEqual(SILENCE_MS);
      expect(waited).toBeLessThanOrEqual(SILENT_REDIS_WAIT_MS);
    }
  });

  test('a request on a Redis that keeps answering pings is waited for up to MAX_WAIT_MS', async () => {
    expect(await waitOf(0, true)).toBe(MAX_WAIT_MS);
  });

  test('the README states the figure the code keeps', () => {
    const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8').replace(/\s+/g, ' ');
    const figure = `a request waits at most ${SILENT_REDIS_WAIT_MS / 1000} s on a Redis that falls silent`;
    expect(readme.includes(figure), `README.md says "${figure}"`).toBe(true);
  });
});
