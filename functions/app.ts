// One server process: the front layer wired from the configuration and the build.
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { Catalog } from '../contract/catalog.ts';
import { API_PREFIX, API_VERSION, exampleSearch, ROUTES, routeById, SERVICE_NAME, toolName } from '../contract/routes.ts';
import { sitePaths } from '../contract/site-paths.ts';
import { createAnswers, utcToday } from './api/answers.ts';
import { loadCatalog } from './api/catalog.ts';
import { createApi } from './api/router.ts';
import { buildInfo } from './build-info.ts';
import type { Config } from './config.ts';
import { createAccessLog, createRefusalLog } from './front/access-log.ts';
import { createFrontServer } from './front/front-server.ts';
import { createLifecycle, type Lifecycle } from './front/lifecycle.ts';
import { createJsonWriter } from './lib/json-response.ts';
import type { Logger } from './lib/log.ts';
import { createSecurityHeaders } from './lib/security-headers.ts';
import { createClientKey } from './limits/client-ip.ts';
import { createGrants } from './limits/grants.ts';
import { createMemoryStore } from './limits/memory-store.ts';
import { createRateLimiter, type RateLimitStore } from './limits/rate-limit.ts';
import { createBookView } from './mcp/book-view.ts';
import { createMcp } from './mcp/endpoint.ts';
import { createPrompts } from './mcp/prompts.ts';
import { createResources } from './mcp/resources.ts';
import { createTools } from './mcp/tools.ts';
import type { LimiterBackend, Metrics } from './metrics/metrics.ts';
import { createRequestMetrics, type RequestObserver } from './metrics/requests.ts';
import { tokenProblems } from './pricing/live-template.ts';
import { createPricingSource } from './pricing/price-list.ts';
import { apiCatalogFile } from './site/api-catalog.ts';
import { importMapSources } from './site/import-map.ts';
import { createSite, createSiteRenderer, createSiteText } from './site/site.ts';
import { loadStaticFiles } from './site/static-files.ts';

export interface App {
  server: Server;
  lifecycle: Lifecycle;
  /** Only with METRICS_PORT: prom-client is not even loaded otherwise. */
  metrics?: Metrics;
  close(): Promise<void>;
}

function loadSite(siteDir: string, catalog: Catalog) {
  const files = loadStaticFiles(siteDir);
  const operations = ROUTES.map((route) => route.operationId);
  const problems = [...files].flatMap(([path, file]) =>
    file.kind === 'template' ? tokenProblems(file.text, operations, catalog.delivery).map((p) => `${path}: ${p}`) : [],
  );
  if (problems.length > 0) throw new Error(problems.join('; '));
  return files;
}

const MCP_INSTRUCTIONS =
  'The Grandtales public catalog, read-only: live prices and quotes, art styles, story scenes, gift occasions, arrival ' +
  'dates and last days to order, and book plans with a link that opens the book ready to finish. Each tool is one ' +
  'operation of the JSON API under /api/v1/ and returns its JSON answer. Never pass names or other personal details.';

const MCP_RESOURCES = [
  { path: sitePaths.llms, name: 'llms.txt', description: 'What the site is, with links to every page as Markdown (llmstxt.org).' },
  { path: sitePaths.openapi, name: 'openapi.json', description: 'The OpenAPI 3.1 description of the API the tools call.' },
  { path: `${API_PREFIX}/art-styles`, name: 'art-styles', description: 'Every art style: the ids get_book_plan takes as style.' },
  { path: `${API_PREFIX}/scenes`, name: 'scenes', description: 'Every story scene: the ids get_book_plan takes in scenes.' },
  { path: `${API_PREFIX}/occasions`, name: 'occasions', description: 'Every gift occasion: the slugs get_arrival and get_book_plan take.' },
];

/** One observer calling each present one, or none at all (then the front layer skips the call). */
function observersOf(candidates: readonly (RequestObserver | undefined)[]): RequestObserver | undefined {
  const observers = candidates.filter((observer) => observer !== undefined);
  if (observers.length < 2) return observers[0];
  return (req, res, path) => {
    for (const observer of observers) observer(req, res, path);
  };
}

type Store = RateLimitStore & { ready?: Promise<void>; backend?: LimiterBackend; close?: () => Promise<void> };

/** Redis' client and limiter are slow to import, so a process without Redis never loads them. */
async function createStore(config: Config, log: Logger): Promise<Store> {
  const memory = createMemoryStore();
  if (config.redis === undefined) {
    log.info('counting rate limits in memory', { store: 'memory' });
    return memory;
  }
  const { createRedisStore } = await import('./limits/redis-store.ts');
  const store = createRedisStore({ target: config.redis, prefix: config.rateLimitPrefix, log, fallback: memory });
  await store.ready;
  log.info('counting rate limits in Redis', store.describe());
  return store;
}

/** Throws (naming the file) when the pricing file or the build is missing or invalid. */
export async function createApp(config: Config, log: Logger): Promise<App> {
  const metrics = config.metricsPort === undefined ? undefined : (await import('./metrics/metrics.ts')).createMetrics(buildInfo);
  const pricing = createPricingSource({
    file: config.pricingFile,
    log,
    onReload: metrics?.pricingReloaded,
    onReject: metrics?.pricingRejected,
    oncePerTurn: true,
  });
  const catalog = loadCatalog(config.catalogFile);
  const files = loadSite(config.siteDir, catalog);
  files.set(sitePaths.apiCatalog, apiCatalogFile(config.siteUrl));
  const security = createSecurityHeaders({ https: config.siteUrl.startsWith('https:'), scriptSources: importMapSources(files) });
  const sendJson = createJsonWriter(security.json);
  const answers = createAnswers({ catalog, pricing, origin: config.siteUrl });
  // Every default answer now, so a catalog that breaks its response schema fails at start-up.
  for (const route of ROUTES) answers(route, '');
  const example = (operationId: string) => {
    const route = routeById(operationId);
    if (route === undefined) throw new Error(`unknown operation ${operationId}`);
    return JSON.parse(answers(route, exampleSearch(route)).body.bytes.toString());
  };
  const store = await createStore(config, log);
  metrics?.trackBackend(() => store.backend ?? 'memory');
  // One limiter and one idea of the client for /api/v1/ and /mcp: a tool call spends the same quota.
  const limiter = createRateLimiter({
    limit: config.rateLimitPerMinute,
    quotaFor: createGrants({ file: config.rateLimitsFile, log, oncePerTurn: true }),
    windowSeconds: 60,
    store,
  });
  const clientKey = createClientKey({ trustProxy: config.trustProxy });
  const origin = config.siteUrl;
  const api = createApi({ routes: ROUTES, answers, limiter, clientKey, retirements: catalog.retirements, origin, sendJson });
  const contentSignal = config.contentSignal;
  // One renderer, so a page and the MCP resource of it are filled in once per price list.
  const render = createSiteRenderer({ pricing, origin, contentSignal, example, delivery: catalog.delivery, today: utcToday });
  const site = createSite({ files, render, contentSignal, security: security.page, sendJson });
  const siteText = createSiteText({ files, render });
  // The catalog lists as resources are the API's own answers, byte for byte.
  const apiOrSiteText = (path: string) => {
    const route = ROUTES.find((entry) => entry.path === path);
    return route ? { text: answers(route, '').body.bytes.toString(), type: 'application/json' } : siteText(path);
  };
  // get_book_plan's answer shows the book in hosts that render MCP Apps.
  const bookView = createBookView({
    file: config.bookViewFile,
    tool: toolName('getBookPlan'),
    pictures: join(config.siteDir, 'pictures'),
  });
  const mcp = createMcp({
    protocol: {
      name: SERVICE_NAME,
      version: API_VERSION,
      instructions: MCP_INSTRUCTIONS,
      tools: bookView.withTool(createTools({ routes: ROUTES, answers, catalog })),
      resources: bookView.withResource(createResources({ entries: MCP_RESOURCES, origin, siteText: apiOrSiteText })),
      prompts: createPrompts(),
      log,
    },
    limiter,
    clientKey,
    url: origin + sitePaths.mcp,
    sendJson,
    security: security.json,
  });
  const lifecycle = createLifecycle(log);
  const accessLog = config.accessLog ? log.info : config.logLevel === 'debug' ? log.debug : undefined;
  const server = createFrontServer({
    api,
    mcp,
    site,
    log,
    sendJson,
    security: security.page,
    lifecycle,
    maxConnections: config.maxConnections,
    observe: observersOf([
      metrics && createRequestMetrics({ metrics, apiPaths: new Set(ROUTES.map((route) => route.path)) }),
      accessLog && createAccessLog(accessLog),
    ]),
    refused: accessLog && createRefusalLog(accessLog),
  });
  return { server, lifecycle, metrics, close: async () => store.close?.() };
}
