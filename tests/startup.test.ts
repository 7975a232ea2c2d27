// An invalid environment stops the server before it listens, with a message naming the variable
// and never echoing a credential.
import { describe, expect, test } from 'vitest';
import { failedStart } from './support/server.ts';

describe('SITE_URL must be an origin', () => {
  test.concurrent.each([
    ['a path', 'https://x.example/shop'],
    ['a query', 'https://x.example/?utm=1'],
    ['a fragment', 'https://x.example/#top'],
  ])('one with %s stops the server, naming SITE_URL', async (_, value) => {
    const { code, output } = await failedStart({ SITE_URL: value });
    expect(code).toBe(1);
    expect(output).toContain('SITE_URL');
    expect(output).not.toContain('"listening"');
  });
  test.concurrent.each(['https://user:secret@x.example', 'https://:secret@x.example'])(
    'one with credentials (%s) stops the server without printing them',
    async (value) => {
      const { code, output } = await failedStart({ SITE_URL: value });
      expect(code).toBe(1);
      expect(output).toContain('SITE_URL');
      expect(output).not.toContain('secret');
      expect(output).not.toContain('"listening"');
    },
  );
});

describe('PORT must be a decimal port number', () => {
  test.concurrent.each(['0x3', '65536', '-1'])('PORT=%s stops the server, naming PORT', async (value) => {
    const { code, output } = await failedStart({ PORT: value });
    expect(code).toBe(1);
    expect(output).toMatch(/\bPORT\b/);
    expect(output).not.toContain('"listening"');
  });
});
