import { describe, expect, test } from 'vitest';
import { isDemotedMaster, plainRedisError } from './redis-errors.ts';

describe('plainRedisError: what happened, in words, never the client library option it tripped', () => {
  test.each([
    [
      'Reached the max retries per request limit (which is 0). Refer to "maxRetriesPerRequest" option for details.',
      'the connection closed',
    ],
    ["Stream isn't writeable and enableOfflineQueue options is false", 'the connection closed'],
    ['Connection is closed.', 'the connection closed'],
    ['connect ECONNREFUSED 127.0.0.1:6379', 'the connection was refused: nothing listens there (ECONNREFUSED)'],
    ["Cluster isn't ready and enableOfflineQueue options is false", 'the cluster is not connected'],
    ['All sentinels are unreachable. Retrying from scratch after 100ms.', 'no sentinel answered'],
  ])('%s', (raw, plain) => {
    expect(plainRedisError(new Error(raw))).toBe(plain);
  });
  test("Redis' own refusals keep their code, which is what an operator searches for", () => {
    expect(plainRedisError(new Error('WRONGPASS invalid username-password pair or user is disabled.'))).toMatch(
      /^Redis refused the password \(WRONGPASS /,
    );
    expect(plainRedisError(new Error("READONLY You can't write against a read only replica."))).toMatch(/replica.*\(READONLY\)$/);
    expect(plainRedisError(new Error('CLUSTERDOWN The cluster is down'))).toMatch(/\(CLUSTERDOWN\)$/);
  });
  test('anything else is passed on as it is', () => {
    expect(plainRedisError(new Error('no answer from Redis in 52 ms'))).toBe('no answer from Redis in 52 ms');
    expect(plainRedisError('odd')).toBe('odd');
  });
  test('only READONLY means a demoted master', () => {
    expect(isDemotedMaster(new Error("READONLY You can't write against a read only replica."))).toBe(true);
    expect(isDemotedMaster(new Error('Connection is closed.'))).toBe(false);
  });
});
