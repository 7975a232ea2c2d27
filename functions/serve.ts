// Entry point of the server: wires the front layer from the environment and the build.
import { createAnswers } from './api/answers.ts';
import { loadCatalog } from './api/catalog.ts';
import { createApi } from './api/router.ts';
import { ROUTES, routeById } from './api/routes.ts';
import { readConfig } from './config.ts';
import { createFrontServer } from './http/front-server.ts';
import { createJsonWriter } from './http/json-response.ts';
import { createLogger } from './http/log.ts';
import { createSecurityHeaders } from './http/security-headers.ts';
import { createClientKey } from './limits/client-ip.ts';
import { createMemoryStore, createRateLimiter } from './limits/rate-limit.ts';
import { tokenProblems } from './pricing/live-template.ts';
import { createPricingSource } from './pricing/price-list.ts';
import { createSite } from './site/site.ts';
import { loadStaticFiles } from './site/static-files.ts';

function startOrExit<T>(what: string, start: () => T): T {
  try {
    return start();
  } catch (error) {
    process.stderr.write(`Cannot start: ${what}: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

const config = startOrExit('configuration', () => readConfig(process.env));
const log = createLogger(config.logLevel);
const pricing = startOrExit('pricing file', () => createPricingSource({ file: config.pricingFile, log }));
const catalog = startOrExit('catalog', () => loadCatalog(config.catalogFile));
const files = startOrExit('site', () => {
  const loaded = loadStaticFiles(config.siteDir);
  const operations = ROUTES.map((route) => route.operationId);
  const problems = [...loaded].flatMap(([path, file]) => (file.kind === 'template' ? tokenProblems(file.text, operations).map((p) => `${path}: ${p}`) : []));
  if (problems.length > 0) throw new Error(problems.join('; '));
  return loaded;
});

const security = createSecurityHeaders({ https: config.siteUrl.startsWith('https:') });
const sendJson = createJsonWriter(security.json);
const answers = createAnswers({ catalog, pricing, origin: config.siteUrl });
const example = (operationId: string) => {
  const route = routeById(operationId);
  if (route === undefined) throw new Error(`unknown operation ${operationId}`);
  return JSON.parse(answers(route, new URLSearchParams(route.example).toString()).body.bytes.toString());
};
const api = createApi({
  routes: ROUTES,
  answers,
  limiter: createRateLimiter({ limit: config.rateLimitPerMinute, windowSeconds: 60, store: createMemoryStore() }),
  clientKey: createClientKey({ trustProxy: config.trustProxy }),
  retirements: catalog.retirements,
  origin: config.siteUrl,
  sendJson,
});
const site = createSite({ files, pricing, origin: config.siteUrl, example, security: security.page, sendJson });
const server = createFrontServer({ api, site, log, sendJson, security: security.page });

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
