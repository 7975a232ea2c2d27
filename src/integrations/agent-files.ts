// After the build: a Markdown twin beside every public page, /llms-full.txt (every twin in one
// document) and /sitemap.xml (every public page). Deriving them from the built HTML keeps them
// complete and faithful without a second copy of any page.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { tokenProblems } from '../../functions/live-template.ts';
import { urlPathOf } from '../../functions/static-files.ts';
import { markdownTwin } from '../utils/markdown-twin.ts';

/** Pages that exist for errors, not for readers or crawlers. */
const NOT_PUBLIC = new Set(['/404']);

function publicPages(root: string): { file: string; path: string }[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .map((name) => ({ file: join(root, name), path: urlPathOf(name) }))
    .filter((page) => !NOT_PUBLIC.has(page.path))
    .sort((a, b) => (a.path === '/' ? -1 : b.path === '/' ? 1 : a.path.localeCompare(b.path)));
}

function sitemapXml(paths: string[]): string {
  const urls = paths.map((path) => `  <url><loc>{{origin}}${path === '/' ? '/' : path}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function agentFiles(): AstroIntegration {
  return {
    name: 'agent-files',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const pages = publicPages(root);
        const twins = pages.map((page) => {
          const twin = markdownTwin(readFileSync(page.file, 'utf8'), page.path);
          writeFileSync(page.file.replace(/\.html$/, '.md'), twin);
          return twin;
        });
        writeFileSync(join(root, 'llms-full.txt'), twins.join('\n---\n\n'));
        writeFileSync(join(root, 'sitemap.xml'), sitemapXml(pages.map((page) => page.path)));
        const problems = readdirSync(root, { recursive: true, encoding: 'utf8' })
          .filter((name) => /\.(html|md|txt|xml|json)$/.test(name))
          .flatMap((name) => tokenProblems(readFileSync(join(root, name), 'utf8')).map((problem) => `${relative(root, join(root, name))}: ${problem}`));
        if (problems.length > 0) throw new Error(`unknown live tokens:\n${problems.join('\n')}`);
        logger.info(`${pages.length} Markdown twins, llms-full.txt and sitemap.xml written`);
      },
    },
  };
}
