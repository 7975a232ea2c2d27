import { describe, expect, test } from 'vitest';
import { requestCost } from './message.ts';

const call = (method: string, id?: number) => ({ jsonrpc: '2.0', method, ...(id === undefined ? {} : { id }) });

describe('what a POST costs of the quota', () => {
  test('one request, whatever it holds', () => {
    for (const message of [
      call('tools/list', 1),
      call('initialize', 1),
      call('notifications/initialized'),
      call('ping', 1),
      [],
      'x',
      null,
    ]) {
      expect(requestCost(message), JSON.stringify(message)).toBe(1);
    }
  });

  test.each(['tools/call', 'tools/list', 'resources/read', 'resources/list', 'prompts/get', 'prompts/list', 'no/such-method'])(
    'a batch costs one per %s message',
    (method) => {
      const batch = Array.from({ length: 100 }, (_, id) => call(method, id));
      expect(requestCost(batch)).toBe(100);
    },
  );

  test('initialize, ping and notifications are free within a batch; anything else costs, answers and junk included', () => {
    const free = [call('initialize', 1), call('ping', 2), call('notifications/initialized'), call('notifications/cancelled')];
    expect(requestCost([...free, call('resources/read', 3), call('prompts/get', 4)])).toBe(2);
    expect(requestCost([...free, ...free])).toBe(1);
    expect(requestCost([{ jsonrpc: '2.0', id: 9, result: {} }, 7, null, { method: 5 }])).toBe(4);
  });
});
