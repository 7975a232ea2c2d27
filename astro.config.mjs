// @ts-check
import { defineConfig } from 'astro/config';
import { agentFiles } from './src/integrations/agent-files.ts';
import { scriptIntegrity } from './src/integrations/script-integrity.ts';

export default defineConfig({
  // A plain static build: the front layer (functions/) is the only runtime, so nothing is rendered
  // on demand. No `site`: absolute URLs are written as {{origin}} and filled from SITE_URL.
  outDir: './dist/site',
  // Pages answer at /path (never /path/), written as dist/site/path.html for the front layer.
  trailingSlash: 'never',
  // Inline CSS: one round trip less before the first paint (the stylesheet is a few kilobytes).
  build: { format: 'file', inlineStylesheets: 'always' },
  // The compressor drops the space in "see the\n  <a>", gluing words to links; brotli makes the saving moot.
  compressHTML: false,
  // Astro inlines small scripts, which the pages' CSP (script-src 'self') would block: every script
  // stays a file from this origin.
  vite: { build: { assetsInlineLimit: 0 } },
  // Integrity first: the twins and the compressed files are made from the pages as finally served.
  integrations: [scriptIntegrity(), agentFiles()],
});
