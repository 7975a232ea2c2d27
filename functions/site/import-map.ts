// The page CSP runs scripts from this origin only, plus one inline script: the import map in which
// the build names the integrity of every script (src/integrations/script-integrity.ts). Its hash is
// taken from the pages themselves, so the policy always allows exactly what is served.
import { createHash } from 'node:crypto';
import type { SiteFile } from './static-files.ts';

const IMPORT_MAP = /<script type="importmap">([\s\S]*?)<\/script>/g;

const textOf = (entry: SiteFile) =>
  entry.kind === 'template' ? entry.text : entry.type.startsWith('text/html') ? entry.file.variants.identity.toString('utf8') : '';

/** CSP sources ('sha256-…') for every distinct import map in the site's pages. */
export function importMapSources(files: ReadonlyMap<string, SiteFile>): string[] {
  const sources = new Set<string>();
  for (const entry of files.values()) {
    for (const [, map] of textOf(entry).matchAll(IMPORT_MAP)) {
      sources.add(`'sha256-${createHash('sha256').update(map).digest('base64')}'`);
    }
  }
  return [...sources];
}
