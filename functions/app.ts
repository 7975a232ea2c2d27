// One server process: the front layer wired from the configuration and the build.
import type { Server } from 'node:http';
import { createAnswers } from './api/answers.ts';
import { loadCatalog } from './api/catalog.ts';
import { createApi } from './api/router.ts';
import { exampleSearch, ROUTES, routeById } from './api/routes.ts';
import type { Config } from './config.ts';
import { createFrontServer } from './http/front-server.ts';
import { createJsonWriter } from './http/json-response.ts';
import { createLifecycle, type Lifecycle } from './http/lifecycle.ts';
import type { Logger } from './http/log.ts';
import { createSecurityHeaders } from './http/security-headers.ts';
import { createClientKey } from './limits/client-ip.ts';
import { createMemoryStore } from './limits/memory-store.ts';
import { createRateLimiter, type RateLimitStore } from './limits/rate-limit.ts';
import { tokenProblems } from './pricing/live-template.ts';
import { createPricingSource } from './pricing/price-list.ts';
import { createSite } from './site/site.ts';
import { loadStaticFiles } from './site/static-files.ts';

export interface App {
  server: Server;
  lifecycle: Lifecycle;
  close(): Promise<void>;
}

function loadSite(siteDir: string) {
  const files = loadStaticFiles(siteDir);
  const operations = ROUTES.map((route) => route.operationId);
  const problems = [...files].flatMap(([path, file]) =>
    file.kind === 'template' ? tokenProblems(file.text, operations).map((p) => `${path}: ${p}`) : [],
  );
  if (problems.length > 0) throw new Error(problems.join('; '));
  return files;
}

type Store = RateLimitStore & { ready?: Promise<void>; close?: () => Promise<void> };

/** Redis' client and limiter take ~0.3 s to import, so a process without REDIS_URL never loads them. */
async function createStore(config: Config, log: Logger): Promise<Store> {
  const memory = createMemoryStore();
  if (config.redisUrl === undefined) return memory;
  const { createRedisStore } = await import('./limits/redis-store.ts');
  const store = createRedisStore({ url: config.redisUrl, prefix: config.rateLimitPrefix, log, fallback: memory });
  await store.ready;
  return store;
}

/** Throws (naming the file) when the pricing file or the build is missing or invalid. */
export async function createApp(config: Config, log: Logger): Promise<App> {
  const pricing = createPricingSource({ file: config.pricingFile, log });
  const catalog = loadCatalog(config.catalogFile);
  const files = loadSite(config.siteDir);
  const security = createSecurityHeaders({ https: config.siteUrl.startsWith('https:') });
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
  const api = createApi({
    routes: ROUTES,
    answers,
    limiter: createRateLimiter({ limit: config.rateLimitPerMinute, windowSeconds: 60, store }),
    clientKey: createClientKey({ trustProxy: config.trustProxy }),
    retirements: catalog.retirements,
    origin: config.siteUrl,
    sendJson,
  });
  const site = createSite({
    files,
    pricing,
    origin: config.siteUrl,
    contentSignal: config.contentSignal,
    example,
    security: security.page,
    sendJson,
  });
  const lifecycle = createLifecycle(log);
  const server = createFrontServer({ api, site, log, sendJson, security: security.page, lifecycle, maxConnections: config.maxConnections });
  return { server, lifecycle, close: async () => store.close?.() };
}
