import type { IncomingMessage } from 'node:http';
import { describe, expect, test } from 'vitest';
import { type Encoding, pickEncoding, wantsMarkdown } from './negotiation.ts';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;
const every = () => true;

describe('pickEncoding', () => {
  test.each([
    ['gzip, deflate, br', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['deflate', 'identity'],
  ] as const)('%s → %s, the same each time it is asked', (header, expected) => {
    for (let n = 0; n < 3; n += 1) expect(pickEncoding(request({ 'accept-encoding': header }), every)).toBe(expected);
  });
  test('only among the encodings the file has', () => {
    const gzipOnly = (encoding: Encoding) => encoding !== 'br';
    expect(pickEncoding(request({ 'accept-encoding': 'br, gzip' }), gzipOnly)).toBe('gzip');
    expect(pickEncoding(request({}), every)).toBe('identity');
  });
});

describe('wantsMarkdown', () => {
  test.each([
    ['text/markdown', true],
    ['text/markdown, text/html;q=0.5', true],
    ['text/html, text/markdown;q=0.9', false],
    ['text/html, text/markdown', false],
    ['text/html', false],
    ['TEXT/MARKDOWN', true],
    ['Text/Markdown, text/html;q=0.5', true],
    ['TEXT/HTML, text/MarkDown;q=0.9', false],
  ] as const)('%s → %s', (accept, expected) => {
    expect(wantsMarkdown(request({ accept }))).toBe(expected);
    expect(wantsMarkdown(request({ accept }))).toBe(expected);
  });
});
