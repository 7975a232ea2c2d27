import type { IncomingMessage } from 'node:http';
import { describe, expect, test } from 'vitest';
import { isNotModified } from './conditional.ts';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;
const TAG = '"abc-br"';

describe('If-None-Match (RFC 9110 §13.1.2)', () => {
  test.each([
    ['the same strong tag', '"abc-br"'],
    ['a weak tag with the same opaque part (nginx with gzip makes these)', 'W/"abc-br"'],
    ['a list holding it', '"x", "abc-br" , "y"'],
    ['a list of weak tags holding it', 'W/"x",W/"abc-br"'],
    ['*', '*'],
  ])('%s matches', (_, field) => {
    expect(isNotModified(request({ 'if-none-match': field }), TAG)).toBe(true);
  });
  test.each([
    ['another tag', '"abc"'],
    ['a tag that merely contains it', '"xabc-br"'],
    ['an unquoted tag', 'abc-br'],
    ['an empty field', ''],
  ])('%s does not match', (_, field) => {
    expect(isNotModified(request({ 'if-none-match': field }), TAG)).toBe(false);
  });
  test('no field, no match', () => {
    expect(isNotModified(request({}), TAG)).toBe(false);
  });
  test('Cache-Control: no-cache from the client (fetch adds it) does not stop a 304', () => {
    expect(isNotModified(request({ 'if-none-match': TAG, 'cache-control': 'no-cache' }), TAG)).toBe(true);
  });
});
