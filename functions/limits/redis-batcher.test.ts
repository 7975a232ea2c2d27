import type { Redis } from 'ioredis';
import { describe, expect, test } from 'vitest';
import { BATCH_SIZE, createWriteBatcher } from './redis-batcher.ts';

/** A connection whose stream counts how often it is corked and uncorked. */
function fakeMaster() {
  const counts = { cork: 0, uncork: 0 };
  const stream = { cork: () => counts.cork++, uncork: () => counts.uncork++ };
  return { node: { stream } as unknown as Redis, counts };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('createWriteBatcher', () => {
  test('one Redis: a turn of commands goes out in writes of BATCH_SIZE, the rest when the turn is read', async () => {
    const master = fakeMaster();
    const beforeCommand = createWriteBatcher(() => [master.node]);
    for (let command = 0; command < BATCH_SIZE * 2 + 3; command++) beforeCommand();
    expect(master.counts.uncork).toBe(2);
    await nextTurn();
    expect(master.counts.uncork).toBe(3);
    expect(master.counts.cork).toBe(3);
  });
  test('a cluster: every master is held for the turn and let go together at the cap', async () => {
    const masters = [fakeMaster(), fakeMaster(), fakeMaster()];
    const beforeCommand = createWriteBatcher(() => masters.map((master) => master.node));
    for (let command = 0; command < BATCH_SIZE + 1; command++) beforeCommand();
    for (const master of masters) expect(master.counts).toEqual({ cork: 2, uncork: 1 });
    await nextTurn();
    for (const master of masters) expect(master.counts.uncork).toBe(2);
  });
  test('no connection yet: nothing is corked', () => {
    const beforeCommand = createWriteBatcher(() => [{ stream: undefined } as unknown as Redis]);
    expect(() => beforeCommand()).not.toThrow();
  });
});
