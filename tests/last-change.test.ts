// The sitemap's <lastmod>: the newest commit touching a page's content files, or their newest
// modification time where git cannot tell (no repository, or edits not committed yet).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { ROOT } from '../harness/server.ts';
import { contentFilesOf, lastChange } from '../src/utils/last-change.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function project(files: Record<string, Date>): string {
  const root = mkdtempSync(join(tmpdir(), 'last-change-'));
  roots.push(root);
  for (const [name, time] of Object.entries(files)) {
    mkdirSync(join(root, name, '..'), { recursive: true });
    writeFileSync(join(root, name), name);
    utimesSync(join(root, name), time, time);
  }
  return root;
}

function commit(root: string, date: string) {
  const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, env, stdio: 'ignore' });
  git('init', '-q');
  git('add', '.');
  git('-c', 'user.name=test', '-c', 'user.email=test@example.com', 'commit', '-qm', 'content');
}

describe('lastChange', () => {
  test('is the date of the newest commit touching the files, not their modification time', () => {
    const root = project({ 'content/a.md': new Date('2030-01-01T00:00:00Z'), 'content/b.md': new Date('2030-01-01T00:00:00Z') });
    commit(root, '2024-05-06T07:08:09Z');
    expect(lastChange(root, ['content/a.md']).toISOString()).toBe('2024-05-06T07:08:09.000Z');
  });
  test('is the newest modification time when an edit is not committed yet', () => {
    const root = project({ 'content/a.md': new Date('2024-01-01T00:00:00Z') });
    commit(root, '2024-05-06T07:08:09Z');
    writeFileSync(join(root, 'content/a.md'), 'edited');
    utimesSync(join(root, 'content/a.md'), new Date('2025-02-03T04:05:06Z'), new Date('2025-02-03T04:05:06Z'));
    expect(lastChange(root, ['content/a.md']).toISOString()).toBe('2025-02-03T04:05:06.000Z');
  });
  test('is the newest modification time in a folder outside any repository', () => {
    const root = project({ 'content/a.md': new Date('2023-03-03T00:00:00Z'), 'content/deep/b.md': new Date('2023-04-04T00:00:00Z') });
    expect(lastChange(root, ['content']).toISOString()).toBe('2023-04-04T00:00:00.000Z');
  });
});

describe('contentFilesOf', () => {
  test('an occasion page shows its own file and the store facts; the FAQ its page; others the catalog', () => {
    expect(contentFilesOf('/occasions/christmas')).toEqual(['content/occasions/christmas.md', 'content/store.yaml']);
    expect(contentFilesOf('/faq')).toEqual(['content/pages/faq.md', 'content/store.yaml']);
    expect(contentFilesOf('/pricing')).toEqual(['content']);
    for (const path of ['/occasions/christmas', '/faq'])
      for (const file of contentFilesOf(path)) expect(() => lastChange(ROOT, [file])).not.toThrow();
  });
});
