// After the build: a Markdown twin beside every public page, /llms-full.txt (every twin in one
// document) and /sitemap.xml (every public page), all derived from the built HTML so they stay
// complete and faithful without a second copy of any page. Then what only the server reads moves
// out of the public site, every token is checked, and every fixed file is compressed once, here,
// rather than at each start-up.
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { ROUTES } from '../../contract/routes.ts';
import { PROJECT_ROOT } from '../../functions/config.ts';
import { hasTokens, tokenProblems } from '../../functions/pricing/live-template.ts';
import { compress, isText, shouldCompress, typeOf, urlPathOf } from '../../functions/site/static-files.ts';
import { contentFilesOf, lastChange } from '../utils/last-change.ts';
import { LLMS_TXT_POINTER, markdownTwin } from '../utils/markdown-twin.ts';

/** Pages that exist for errors, not for readers or crawlers. */
const NOT_PUBLIC = new Set(['/404']);
/** Built by src/pages/server-only/, read by the server, never served. */
const SERVER_ONLY = 'server-only';

function publicPages(root: string): { file: string; path: string }[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .map((name) => ({ file: join(root, name), path: urlPathOf(name) }))
    .filter((page) => !NOT_PUBLIC.has(page.path))
    .sort((a, b) => (a.path === '/' ? -1 : b.path === '/' ? 1 : a.path.localeCompare(b.path)));
}

/** Every public page with <lastmod>: when the content it shows last changed. */
function sitemapXml(paths: string[]): string {
  const urls = paths.map((path) => {
    const lastmod = lastChange(PROJECT_ROOT, contentFilesOf(path)).toISOString();
    return `  <url><loc>{{origin}}${path}</loc><lastmod>${lastmod}</lastmod></url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * The site's title and summary (taken from the built llms.txt), then every twin, each after the
 * URL of the page it comes from; the pointer to llms.txt that starts each twin is said once here.
 */
function llmsFullTxt(root: string, twins: { path: string; twin: string }[]): string {
  const lines = readFileSync(join(root, 'llms.txt'), 'utf8').split('\n');
  const title = lines.find((line) => line.startsWith('# '));
  const summary = lines.find((line) => line.startsWith('> '));
  if (title === undefined || summary === undefined) throw new Error('llms.txt has no title or summary line');
  const intro = `${title}\n\n${summary}\n\nEvery page of this site as Markdown, each after the URL it is published at.\n\n${LLMS_TXT_POINTER}`;
  const pages = twins.map(({ path, twin }) => `Source: {{origin}}${path}\n\n${twin.slice(LLMS_TXT_POINTER.length).trim()}`);
  return `${[intro, ...pages].join('\n\n---\n\n')}\n`;
}

function moveServerOnlyFiles(root: string): void {
  const from = join(root, SERVER_ONLY);
  for (const name of readdirSync(from)) renameSync(join(from, name), join(dirname(root), name));
  rmSync(from, { recursive: true });
}

/** Checks every token and compresses every file without one; returns the problems. */
function finishFiles(root: string): string[] {
  const operations = ROUTES.map((route) => route.operationId);
  const problems: string[] = [];
  for (const name of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    const file = join(root, name);
    const type = typeOf(name);
    if (!isText(type)) continue;
    const body = readFileSync(file);
    const text = body.toString('utf8');
    if (hasTokens(text)) {
      problems.push(...tokenProblems(text, operations).map((problem) => `${relative(root, file)}: ${problem}`));
    } else if (shouldCompress(type, body.length)) {
      const { br, gzip } = compress(body);
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gzip);
    }
  }
  return problems;
}

export function agentFiles(): AstroIntegration {
  return {
    name: 'agent-files',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        moveServerOnlyFiles(root);
        const pages = publicPages(root);
        const twins = pages.map((page) => {
          const twin = markdownTwin(readFileSync(page.file, 'utf8'), page.path);
          writeFileSync(page.file.replace(/\.html$/, '.md'), twin);
          return { path: page.path, twin };
        });
        writeFileSync(join(root, 'llms-full.txt'), llmsFullTxt(root, twins));
        writeFileSync(join(root, 'sitemap.xml'), sitemapXml(pages.map((page) => page.path)));
        const problems = finishFiles(root);
        if (problems.length > 0) throw new Error(`unknown live tokens:\n${problems.join('\n')}`);
        logger.info(`${pages.length} Markdown twins, llms-full.txt and sitemap.xml written; fixed files compressed`);
      },
    },
  };
}
