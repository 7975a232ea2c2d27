// When a page's content last changed, for the sitemap's <lastmod>: the date of the newest commit
// touching its content files, or, where git cannot tell (no repository, or edits not committed
// yet), the newest modification time among those files.
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The content files a page shows: an occasion its own file, the FAQ its page; others the catalog. */
export function contentFilesOf(path: string): string[] {
  const occasion = /^\/occasions\/([^/]+)$/.exec(path)?.[1];
  if (occasion !== undefined) return [`content/occasions/${occasion}.md`, 'content/store.yaml'];
  if (path === '/faq') return ['content/pages/faq.md', 'content/store.yaml'];
  return ['content'];
}

function git(root: string, args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

function newestModification(root: string, paths: string[]): Date {
  const times = paths.flatMap((path) => {
    const full = join(root, path);
    const stat = statSync(full);
    if (!stat.isDirectory()) return [stat.mtimeMs];
    // Files only: a folder's own time changes whenever a file is added, even an unrelated one.
    return readdirSync(full, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => statSync(join(entry.parentPath, entry.name)).mtimeMs);
  });
  return new Date(Math.max(...times));
}

export function lastChange(root: string, paths: string[]): Date {
  const uncommitted = git(root, ['status', '--porcelain', '--', ...paths]);
  const committed = uncommitted === '' ? git(root, ['log', '-1', '--format=%cI', '--', ...paths]) : undefined;
  return committed ? new Date(committed) : newestModification(root, paths);
}
