import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { PROJECT_ROOT, readBuildConfig, readConfig } from './config.ts';

/** The message readConfig throws for env, or undefined when it accepts it. */
function problem(read: (env: Record<string, string>) => unknown, env: Record<string, string>): string | undefined {
  try {
    read(env);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('readConfig: the server environment', () => {
  test('nothing set gives the documented defaults', () => {
    expect(readConfig({})).toMatchObject({
      port: 4321,
      host: undefined,
      siteUrl: 'http://localhost:4321',
      pricingFile: resolve(PROJECT_ROOT, 'content/pricing.json'),
      trustProxy: 0,
      rateLimitPerMinute: 60,
      logLevel: 'info',
      contentSignal: 'search=yes, ai-input=yes, ai-train=no',
    });
  });
  test('CONTENT_SIGNAL takes yes/no answers for search, ai-input and ai-train, and nothing else', () => {
    expect(readConfig({ CONTENT_SIGNAL: 'search=yes, ai-train=yes' }).contentSignal).toBe('search=yes, ai-train=yes');
    for (const value of ['ai-train=maybe', 'training=no', 'search=yes;ai-train=no', 'search=yes,']) {
      expect(problem(readConfig, { CONTENT_SIGNAL: value }), value).toMatch(/^invalid environment: CONTENT_SIGNAL must be like/);
    }
  });
  test('SITE_URL unset while other machines can reach the server is a start-up warning, and only then', () => {
    expect(readConfig({}).warnings).toEqual([expect.stringMatching(/^SITE_URL is not set while the server listens on every interface/)]);
    expect(readConfig({ HOST: '0.0.0.0' }).warnings).toEqual([expect.stringContaining('HOST=0.0.0.0')]);
    for (const host of ['127.0.0.1', 'localhost', '::1']) expect(readConfig({ HOST: host }).warnings).toEqual([]);
    expect(readConfig({ HOST: '0.0.0.0', SITE_URL: 'https://books.example' }).warnings).toEqual([]);
  });
  test('an empty value counts as unset', () => {
    expect(readConfig({ PORT: '', SITE_URL: '', LOG_LEVEL: '' })).toMatchObject({
      port: 4321,
      siteUrl: 'http://localhost:4321',
      logLevel: 'info',
    });
  });
  test('variables of other programs are ignored', () => {
    expect(readConfig({ PATH: '/usr/bin', HOME: '/root' }).port).toBe(4321);
  });
  test('the default SITE_URL follows PORT', () => {
    expect(readConfig({ PORT: '8080' })).toMatchObject({ port: 8080, siteUrl: 'http://localhost:8080' });
  });
  test.each([
    ['https://books.example.com', 'https://books.example.com'],
    ['https://books.example.com/', 'https://books.example.com'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['https://BOOKS.example.com:443', 'https://books.example.com'],
    ['http://[::1]:4321', 'http://[::1]:4321'],
  ])('SITE_URL %s is the origin %s', (value, origin) => {
    expect(readConfig({ SITE_URL: value }).siteUrl).toBe(origin);
  });
  test.each(['0x3', '-1', '1e3', '80.0', ' 80', '65536', 'http'])('PORT=%s is refused, naming PORT', (value) => {
    expect(problem(readConfig, { PORT: value })).toMatch(/PORT/);
  });
  test.each([
    ['0', 0],
    ['65535', 65535],
    ['8080', 8080],
  ])('PORT=%s is port %d', (value, port) => {
    expect(readConfig({ PORT: value }).port).toBe(port);
  });
  test('metrics are off unless METRICS_PORT is set, validated like PORT, and never on PORT itself', () => {
    expect(readConfig({}).metricsPort).toBeUndefined();
    expect(readConfig({ METRICS_PORT: '9464' }).metricsPort).toBe(9464);
    expect(readConfig({ PORT: '0', METRICS_PORT: '0' }).metricsPort).toBe(0);
    for (const value of ['0x3', '-1', '65536', 'on']) expect(problem(readConfig, { METRICS_PORT: value })).toMatch(/METRICS_PORT/);
    expect(problem(readConfig, { PORT: '8080', METRICS_PORT: '8080' })).toMatch(/METRICS_PORT=8080 is PORT/);
  });
  test.each([
    ['TRUST_PROXY', 'many'],
    ['TRUST_PROXY', '-1'],
    ['RATE_LIMIT_PER_MINUTE', '0'],
    ['RATE_LIMIT_PER_MINUTE', '1.5'],
    ['LOG_LEVEL', 'verbose'],
  ])('%s=%s is refused, naming it', (name, value) => {
    expect(problem(readConfig, { [name]: value })).toMatch(new RegExp(name));
  });
  test('every problem is named at once', () => {
    const message = problem(readConfig, { PORT: 'x', LOG_LEVEL: 'loud' });
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/LOG_LEVEL/);
  });
  test('values are read', () => {
    expect(
      readConfig({ HOST: '::1', PRICING_FILE: 'prices.json', TRUST_PROXY: '2', RATE_LIMIT_PER_MINUTE: '5', LOG_LEVEL: 'silent' }),
    ).toMatchObject({
      host: '::1',
      pricingFile: resolve('prices.json'),
      trustProxy: 2,
      rateLimitPerMinute: 5,
      logLevel: 'silent',
    });
  });
});

describe('readBuildConfig: SUPPORT_EMAIL, read at build time', () => {
  test('defaults to the developers address', () => {
    expect(readBuildConfig({})).toEqual({ supportEmail: 'developers@grandtales.example' });
    expect(readBuildConfig({ SUPPORT_EMAIL: '' })).toEqual({ supportEmail: 'developers@grandtales.example' });
  });
  test('takes a valid address', () => {
    expect(readBuildConfig({ SUPPORT_EMAIL: 'api@books.example.com' })).toEqual({ supportEmail: 'api@books.example.com' });
  });
  test.each(['not-an-address', 'api@', '@books.example.com', 'a b@x.example', 'mailto:api@x.example'])(
    '%s is refused, naming SUPPORT_EMAIL',
    (value) => {
      expect(problem(readBuildConfig, { SUPPORT_EMAIL: value })).toMatch(/SUPPORT_EMAIL/);
    },
  );
  test('is not a server variable: the server ignores it', () => {
    expect(problem(readConfig, { SUPPORT_EMAIL: 'not-an-address' })).toBeUndefined();
  });
});

describe('readBuildConfig: ORDER_URL, read at build time', () => {
  test('is unset by default (the calls to action then lead to /create)', () => {
    expect(readBuildConfig({}).orderUrl).toBeUndefined();
    expect(readBuildConfig({ ORDER_URL: '' }).orderUrl).toBeUndefined();
  });
  test.each([
    ['https://order.grandtales.example/start', 'https://order.grandtales.example/start'],
    ['https://ORDER.example', 'https://order.example/'],
    ['http://127.0.0.1:8080/new-book', 'http://127.0.0.1:8080/new-book'],
  ])('takes the absolute URL %s as %s', (value, url) => {
    expect(readBuildConfig({ ORDER_URL: value }).orderUrl).toBe(url);
  });
});

describe('readConfig: how to reach Redis', () => {
  test('REDIS_URL, with a CA file for rediss://', () => {
    expect(readConfig({ REDIS_URL: 'redis://r.example:6380' }).redis).toEqual({ url: 'redis://r.example:6380', caFile: undefined });
    expect(problem(readConfig, { REDIS_URL: 'redis://r.example', REDIS_CA_FILE: '/etc/hostname' })).toMatch(
      /REDIS_CA_FILE needs a rediss:\/\//,
    );
    expect(problem(readConfig, { REDIS_URL: 'rediss://r.example', REDIS_CA_FILE: '/nowhere/ca.pem' })).toMatch(
      /REDIS_CA_FILE \/nowhere\/ca.pem does not exist/,
    );
  });
  test('Sentinel: host:port pairs and the master name, never both ways at once', () => {
    expect(readConfig({ REDIS_SENTINELS: 's1:26379,10.0.0.2:26380', REDIS_SENTINEL_NAME: 'main' }).redis).toEqual({
      sentinels: [
        { host: 's1', port: 26379 },
        { host: '10.0.0.2', port: 26380 },
      ],
      name: 'main',
      password: undefined,
    });
    expect(problem(readConfig, { REDIS_SENTINELS: 's1:26379' })).toMatch(/needs REDIS_SENTINEL_NAME/);
    expect(problem(readConfig, { REDIS_SENTINELS: 's1', REDIS_SENTINEL_NAME: 'm' })).toMatch(/REDIS_SENTINELS must be host:port pairs/);
    expect(problem(readConfig, { REDIS_SENTINELS: 's1:1', REDIS_SENTINEL_NAME: 'm', REDIS_URL: 'redis://x' })).toMatch(/set one/);
    expect(problem(readConfig, { WORKERS: '2', REDIS_SENTINELS: 's1:1', REDIS_SENTINEL_NAME: 'm' })).toBeUndefined();
  });
  test('Cluster: host:port seeds, rediss:// on all or none, with REDIS_PASSWORD and a CA file as for one Redis', () => {
    expect(readConfig({ REDIS_CLUSTER_NODES: 'r1:7000,10.0.0.2:7001', REDIS_PASSWORD: 'pw' }).redis).toEqual({
      cluster: [
        { host: 'r1', port: 7000 },
        { host: '10.0.0.2', port: 7001 },
      ],
      tls: false,
      password: 'pw',
      caFile: undefined,
    });
    const tls = readConfig({ REDIS_CLUSTER_NODES: 'rediss://r1:7000,rediss://r2:7000', REDIS_CA_FILE: '/etc/hostname' }).redis;
    expect(tls).toMatchObject({ cluster: [{ host: 'r1' }, { host: 'r2' }], tls: true, caFile: '/etc/hostname' });
    expect(problem(readConfig, { REDIS_CLUSTER_NODES: 'rediss://r1:7000,r2:7000' })).toMatch(
      /REDIS_CLUSTER_NODES must use rediss:\/\/ on every node or none/,
    );
    expect(problem(readConfig, { REDIS_CLUSTER_NODES: 'r1' })).toMatch(/REDIS_CLUSTER_NODES must be host:port pairs/);
    expect(problem(readConfig, { REDIS_CLUSTER_NODES: 'r1:7000', REDIS_CA_FILE: '/etc/hostname' })).toMatch(
      /REDIS_CA_FILE needs a rediss:\/\//,
    );
    expect(problem(readConfig, { REDIS_CLUSTER_NODES: 'r1:7000', REDIS_URL: 'redis://x' })).toMatch(
      /REDIS_URL and REDIS_CLUSTER_NODES .* set one/,
    );
    expect(problem(readConfig, { WORKERS: '2', REDIS_CLUSTER_NODES: 'r1:7000' })).toBeUndefined();
    expect(problem(readConfig, { WORKERS: '2' })).toMatch(/REDIS_CLUSTER_NODES/);
  });
  test('REDIS_PASSWORD only where it has no other place, and never echoed', () => {
    const message = problem(readConfig, { REDIS_URL: 'redis://x', REDIS_PASSWORD: 'hunter2' });
    expect(message).toMatch(/REDIS_PASSWORD is for REDIS_SENTINELS and REDIS_CLUSTER_NODES/);
    expect(message).not.toContain('hunter2');
    expect(problem(readConfig, { REDIS_PASSWORD: 'hunter2' })).toMatch(/REDIS_PASSWORD/);
  });
});

describe('readConfig: METRICS_HOST', () => {
  test('loopback by default, whatever HOST is; any address when set', () => {
    expect(readConfig({ HOST: '0.0.0.0' }).metricsHost).toBe('127.0.0.1');
    expect(readConfig({ METRICS_HOST: '0.0.0.0' }).metricsHost).toBe('0.0.0.0');
  });
});

describe('URL variables (SITE_URL, ORDER_URL)', () => {
  test.each([
    ['SITE_URL', 'a path', 'https://x.example/shop'],
    ['SITE_URL', 'a query', 'https://x.example/?a=1'],
    ['SITE_URL', 'an empty query', 'https://x.example?'],
    ['SITE_URL', 'a fragment', 'https://x.example/#top'],
    ['SITE_URL', 'another scheme', 'ftp://x.example'],
    ['SITE_URL', 'no scheme', 'x.example'],
    ['SITE_URL', 'credentials', 'https://user:secret@x.example'],
    ['SITE_URL', 'a password alone', 'https://:secret@x.example'],
    ['SITE_URL', 'a user alone', 'https://secret@x.example'],
    ['ORDER_URL', 'a relative path', '/create'],
    ['ORDER_URL', 'another scheme', 'ftp://order.example/'],
    ['ORDER_URL', 'a query (the choices are the query)', 'https://order.example/start?ref=site'],
    ['ORDER_URL', 'an empty query', 'https://order.example/start?'],
    ['ORDER_URL', 'a fragment', 'https://order.example/start#top'],
    ['ORDER_URL', 'credentials', 'https://user:secret@order.example/'],
  ])('%s with %s is refused, naming the variable and echoing no credential', (name, _, value) => {
    const message = problem(name === 'ORDER_URL' ? readBuildConfig : readConfig, { [name]: value });
    expect(message).toMatch(new RegExp(`\\b${name}\\b`));
    expect(message).not.toContain('secret');
  });
});
