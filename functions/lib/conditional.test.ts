import type { IncomingMessage } from 'node:http';
import { describe, expect, test } from 'vitest';
import { isNotModified } from './conditional.ts';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;
const TAG = '"abc-br"';

describe('If-None-Match (RFC 9110 §13.1.2)', () => {
  test.each([
    ['the same strong tag', '"abc-br"', true],
    ['a weak tag with the same opaque part (nginx with gzip makes these)', 'W/"abc-br"', true],
    ['a list holding it', '"x", "abc-br" , "y"', true],
    ['a list of weak tags holding it', 'W/"x",W/"abc-br"', true],
    ['*', '*', true],
    ['another tag', '"abc"', false],
    ['a tag that merely contains it', '"xabc-br"', false],
    ['an unquoted tag', 'abc-br', false],
    ['an empty field', '', false],
  ])('%s: matches is %s', (_, field, matches) => {
    expect(isNotModified(request({ 'if-none-match': field }), TAG)).toBe(matches);
  });
  test('no field, no match', () => {
    expect(isNotModified(request({}), TAG)).toBe(false);
  });
  test('Cache-Control: no-cache from the client (fetch adds it) does not stop a 304', () => {
    expect(isNotModified(request({ 'if-none-match': TAG, 'cache-control': 'no-cache' }), TAG)).toBe(true);
  });
});
