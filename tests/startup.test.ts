// The built server's start-up mistakes, as an operator meets them: each is one JSON line and a
// stop, never a stack trace. (What each variable accepts is functions/config.test.ts's to check.)
import { describe, expect, test } from 'vitest';
import { failedStart } from '../harness/server.ts';
import { jsonLines } from './support/log-lines.ts';

describe('start-up mistakes', () => {
  test('an invalid variable: one JSON line naming it, without the secret it held, and exit 1', async () => {
    const { code, output } = await failedStart({ SITE_URL: 'https://user:secret@x.example' });
    expect(code).toBe(1);
    const lines = jsonLines(output);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'error', message: 'cannot start: configuration', pid: expect.any(Number) });
    expect(String(lines[0].problem)).toContain('SITE_URL');
    expect(output).not.toContain('secret');
  });
});
