import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { createLiveFile, parseJsonFile } from './live-file.ts';
import { LiveFileError, MAX_LIVE_FILE_BYTES } from './live-text.ts';
import { createLogger } from './log.ts';

const Value = z.object({ n: z.number() });

/** Every open of a file, by path: one per content read. */
const opened = vi.hoisted(() => [] as string[]);
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const openSync = ((path: string, flags: string) => {
    opened.push(String(path));
    return fs.openSync(path, flags);
  }) as typeof fs.openSync;
  return { ...fs, default: { ...fs, openSync }, openSync };
});

function liveFile(initial: string, now = Date.now) {
  const file = join(mkdtempSync(join(tmpdir(), 'live-')), 'value.json');
  writeFileSync(file, initial);
  const lines: string[] = [];
  let parses = 0;
  const live = createLiveFile({
    file,
    name: 'value',
    now,
    log: createLogger('info', (line) => lines.push(line)),
    parse: (text) => {
      parses += 1;
      return parseJsonFile(file, text, Value);
    },
  });
  return { file, live, lines, parses: () => parses };
}

describe('a live file', () => {
  test('larger than the bound: refused at start-up, and refused unread later with one line, the last value kept', () => {
    const big = JSON.stringify({ n: 1, pad: 'x'.repeat(MAX_LIVE_FILE_BYTES) });
    expect(() => liveFile(big)).toThrow(LiveFileError);
    expect(() => liveFile(big)).toThrow(/more than the 1048576 a live file may have; not read/);
    const { file, live, lines } = liveFile('{"n":1}');
    writeFileSync(file, big);
    for (let n = 0; n < 3; n += 1) expect(live.current()).toEqual({ n: 1 });
    const rejected = lines.filter((line) => line.includes('rejected'));
    expect(rejected).toHaveLength(1);
    expect(rejected[0]).toMatch(/not read/);
    expect(rejected[0]).not.toContain('xxxx');
  });

  test('refused unread: logged once per change of its stat, however often the window after the change re-checks it', () => {
    const clock = { now: Date.now() };
    const { file, live, lines } = liveFile('{"n":1}', () => clock.now);
    const big = JSON.stringify({ n: 2, pad: 'x'.repeat(MAX_LIVE_FILE_BYTES) });
    writeFileSync(file, big);
    // Re-checked every 100 ms for the 2 s after its change: still one line.
    for (let n = 0; n < 30; n += 1) {
      clock.now += 150;
      expect(live.current()).toEqual({ n: 1 });
    }
    const rejected = () => lines.filter((line) => line.includes('rejected'));
    expect(rejected()).toHaveLength(1);
    writeFileSync(file, `${big} `);
    clock.now += 150;
    live.current();
    expect(rejected()).toHaveLength(2);
    writeFileSync(file, '{"n":3}');
    clock.now += 150;
    expect(live.current()).toEqual({ n: 3 });
  });

  test('a named pipe, a socket or a device is refused unread, at start-up and later, never waiting for a writer', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'live-'));
    const pipe = join(dir, 'pipe.json');
    execFileSync('mkfifo', [pipe]);
    // A writer that turns up a second later: an open that waited for one would then read its text.
    const writer = spawn('sh', ['-c', `sleep 1; printf '{"n":2}' > '${pipe}'`]);
    try {
      expect(() => createLiveFile({ file: pipe, name: 'value', log: createLogger('silent'), parse: (text) => JSON.parse(text) })).toThrow(
        `${pipe}: a named pipe, not a regular file; not read`,
      );
      expect(() =>
        createLiveFile({ file: '/dev/zero', name: 'value', log: createLogger('silent'), parse: (text) => JSON.parse(text) }),
      ).toThrow('/dev/zero: a device, not a regular file; not read');
      const socket = join(dir, 'socket.json');
      const listener = createServer().listen(socket);
      await once(listener, 'listening');
      expect(() => createLiveFile({ file: socket, name: 'value', log: createLogger('silent'), parse: (text) => JSON.parse(text) })).toThrow(
        `${socket}: cannot be read (ENXIO)`,
      );
      listener.close();
      const clock = { now: Date.now() };
      const { file, live, lines } = liveFile('{"n":1}', () => clock.now);
      rmSync(file);
      execFileSync('mkfifo', [file]);
      for (let n = 0; n < 5; n += 1) {
        clock.now += 150;
        expect(live.current()).toEqual({ n: 1 });
      }
      const rejected = lines.filter((line) => line.includes('rejected'));
      expect(rejected).toHaveLength(1);
      expect(rejected[0]).toContain('a named pipe, not a regular file; not read');
    } finally {
      writer.kill();
    }
  });

  test("a rejected file's content never reaches the log, whatever it is", () => {
    const dir = mkdtempSync(join(tmpdir(), 'secret-'));
    const secret = join(dir, 'passwd');
    writeFileSync(secret, 'root:x:0:0:root:/root:/bin/bash\n');
    const { file, live, lines } = liveFile('{"n":1}');
    writeFileSync(file, '{"n": "root:x:0:0"}');
    live.current();
    const link = `${file}.link`;
    symlinkSync(secret, link);
    expect(() => parseJsonFile(link, 'root:x:0:0:root:/root:/bin/bash\n', Value)).toThrow(/not valid JSON/);
    writeFileSync(file, 'root:x:0:0:root:/root:/bin/bash\n');
    live.current();
    expect(lines.filter((line) => line.includes('rejected'))).toHaveLength(2);
    for (const line of lines) expect(line).not.toContain('root:x');
  });

  test('in the window after a change, the content is re-read at most once per 100 ms, then no more', () => {
    const clock = { now: Date.now() };
    const { file, live } = liveFile('{"n":1}', () => clock.now);
    const reads = () => opened.filter((path) => path === file).length;
    expect(reads()).toBe(1);
    // Within the window of the file's last change, with no time passing: no read at all.
    for (let n = 0; n < 1000; n += 1) live.current();
    expect(reads()).toBe(1);
    clock.now += 150;
    for (let n = 0; n < 1000; n += 1) live.current();
    expect(reads()).toBe(2);
    // A read after the window has seen the settled file: from then on, only stat.
    clock.now += 3000;
    for (let n = 0; n < 1000; n += 1) live.current();
    clock.now += 3000;
    for (let n = 0; n < 1000; n += 1) live.current();
    expect(reads()).toBe(3);
  });
});

describe('a live file that may be missing', () => {
  test('with ifMissing: no file is that value, a file that appears is read, one removed is that value again', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'live-')), 'value.json');
    const lines: string[] = [];
    const live = createLiveFile({
      file,
      name: 'value',
      ifMissing: { n: 0 },
      log: createLogger('info', (line) => lines.push(line)),
      parse: (text) => parseJsonFile(file, text, Value),
    });
    expect(live.current()).toEqual({ n: 0 });
    writeFileSync(file, '{"n":5}');
    expect(live.current()).toEqual({ n: 5 });
    rmSync(file);
    expect(live.current()).toEqual({ n: 0 });
    expect(lines.filter((line) => line.includes('"level":"error"'))).toEqual([]);
  });
  test('without it, a missing file throws at start, naming the file', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'live-')), 'nowhere.json');
    expect(() => createLiveFile({ file, name: 'value', log: createLogger('silent'), parse: (text) => JSON.parse(text) })).toThrow(
      `${file}: cannot be read (ENOENT)`,
    );
  });
});
