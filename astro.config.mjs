// @ts-check
import node from '@astrojs/node';
import { defineConfig } from 'astro/config';

const port = Number(process.env.PORT || 4321);

export default defineConfig({
  site: (process.env.SITE_URL || `http://localhost:${port}`).replace(/\/$/, ''),
  // Pages answer at /path (never /path/), written as dist/client/path.html for the front layer.
  trailingSlash: 'never',
  build: { format: 'file' },
  adapter: node({ mode: 'middleware' }),
  server: { port },
});
