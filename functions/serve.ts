// Entry point of `npm run serve`: wires the front layer from the environment and the build.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { createApi } from './api.ts';
import { loadCatalog } from './catalog.ts';
import { createClientKey } from './client-ip.ts';
import { readConfig } from './config.ts';
import { createFrontServer } from './front-server.ts';
import { tokenProblems } from './live-template.ts';
import { createLogger } from './log.ts';
import { createPricingSource } from './pricing.ts';
import { createMemoryStore, createRateLimiter } from './rate-limit.ts';
import { createSite, type NodeHandler } from './site.ts';
import { loadStaticFiles } from './static-files.ts';

function startOrExit<T>(what: string, start: () => T): T {
  try {
    return start();
  } catch (error) {
    process.stderr.write(`Cannot start: ${what}: ${(error as Error).message}\n`);
    process.exit(1);
  }
}

const config = startOrExit('configuration', () => readConfig(process.env));
const log = createLogger(config.logLevel);
const pricing = startOrExit('pricing file', () => createPricingSource({ file: config.pricingFile, log }));
const catalog = startOrExit('catalog', () => loadCatalog(config.clientDir));
const files = loadStaticFiles(config.clientDir, { exclude: ['/api/'] });
startOrExit('live templates', () => {
  const problems = [...files].flatMap(([path, file]) => (file.kind === 'template' ? tokenProblems(file.text).map((p) => `${path}: ${p}`) : []));
  if (problems.length > 0) throw new Error(problems.join('; '));
});
const astro = existsSync(config.serverEntry)
  ? ((await import(pathToFileURL(config.serverEntry).href)) as { handler: NodeHandler }).handler
  : undefined;

const limiter = createRateLimiter({ limit: config.rateLimitPerMinute, windowSeconds: 60, store: createMemoryStore() });
const api = createApi({ catalog, pricing, limiter, clientKey: createClientKey({ trustProxy: config.trustProxy }), siteUrl: config.siteUrl });
const server = createFrontServer({ api, site: createSite({ files, pricing, origin: config.siteUrl, astro }), log });

server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log.info('listening', { url: config.siteUrl, port, pricingFile: config.pricingFile });
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
