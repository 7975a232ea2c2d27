// After the build: subresource integrity for every script a page may run. Each module script tag
// gets its integrity attribute, and each page that runs one gets an import map naming the integrity
// of every script under /_astro/, so chunks imported later (Swagger UI on /docs, loaded on demand)
// are checked too: a script altered on a CDN or in the deployment is refused by the browser. The
// import map is inline and the same on every page; the server allows its hash in the page CSP.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const SCRIPTS_DIR = '_astro';
const MODULE_SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;

const integrityOf = (body: Buffer) => `sha384-${createHash('sha384').update(body).digest('base64')}`;

/** The integrity of every script under /_astro/, by URL path. */
function scriptIntegrities(root: string): Record<string, string> {
  const integrities: Record<string, string> = {};
  for (const name of readdirSync(join(root, SCRIPTS_DIR))
    .filter((file) => file.endsWith('.js'))
    .sort()) {
    integrities[`/${SCRIPTS_DIR}/${name}`] = integrityOf(readFileSync(join(root, SCRIPTS_DIR, name)));
  }
  return integrities;
}

/** The page with its module scripts checked, or undefined when it runs none. */
function withIntegrity(html: string, integrities: Record<string, string>, importMap: string): string | undefined {
  const first = html.search(MODULE_SCRIPT);
  if (first < 0) return undefined;
  const tagged = html.replace(MODULE_SCRIPT, (tag, src: string) => {
    const integrity = integrities[src];
    if (integrity === undefined) throw new Error(`${src}: a module script outside /${SCRIPTS_DIR}/`);
    return tag.replace('><', ` integrity="${integrity}"><`);
  });
  return `${tagged.slice(0, first)}<script type="importmap">${importMap}</script>${tagged.slice(first)}`;
}

export function scriptIntegrity(): AstroIntegration {
  return {
    name: 'script-integrity',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const integrities = scriptIntegrities(root);
        const importMap = JSON.stringify({ integrity: integrities });
        let pages = 0;
        for (const name of readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))) {
          const html = withIntegrity(readFileSync(join(root, name), 'utf8'), integrities, importMap);
          if (html === undefined) continue;
          writeFileSync(join(root, name), html);
          pages += 1;
        }
        logger.info(`${Object.keys(integrities).length} scripts given subresource integrity on ${pages} pages`);
      },
    },
  };
}
