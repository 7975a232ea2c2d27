// The worked examples in deploy/, checked by the tools that exist here: systemd-analyze verify on
// the unit, nginx -t on the site and nginx itself in front of the built server (the request id),
// the yaml parser on the Compose and Prometheus files. No container engine runs here, so the
// Dockerfile is read, not built. A missing tool fails its test (spawn's ENOENT).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { freePort } from '../harness/redis.ts';
import { startServer } from '../harness/server.ts';
import { eventually } from './support/eventually.ts';
import { linesOf } from './support/log-lines.ts';

const ROOT = resolve(import.meta.dirname, '..');
const DEPLOY = join(ROOT, 'deploy');
const VERSION: string = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version;
/** Where npm run package puts the launcher inside its folder (tests/package.test.ts runs it). */
const LAUNCHER = 'bin/grandtales';
/** The container's health check: the launcher's own probe of /readyz. */
const HEALTH_CHECK = [`/opt/grandtales/${LAUNCHER}`, 'healthcheck'];

const scratch = mkdtempSync(join(tmpdir(), 'grandtales-deploy-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const read = (name: string) => readFileSync(join(DEPLOY, name), 'utf8');

/** A tool's exit status and everything it printed. */
function run(command: string, args: string[]): { status: number | null; output: string } {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error) throw result.error;
  return { status: result.status, output: result.stdout + result.stderr };
}

/** GET /api/v1/status through the local nginx over TLS (its throwaway certificate), with an X-Request-Id. */
function httpsStatusAndId(port: number, id: string): Promise<{ status?: number; id: string }> {
  return new Promise((done, fail) => {
    const headers = { host: 'books.example.com', 'x-request-id': id };
    const req = httpsRequest({ host: '127.0.0.1', port, path: '/api/v1/status', headers, rejectUnauthorized: false }, (res) => {
      res.resume();
      res.on('end', () => done({ status: res.statusCode, id: String(res.headers['x-request-id']) }));
    });
    req.on('error', fail);
    req.end();
  });
}

test.each(['Dockerfile', 'compose.yaml', 'prometheus.yml', 'grandtales.service', 'grandtales.env', 'nginx/grandtales.conf'])(
  '%s says in its header that it is an example',
  (name) => {
    expect(read(name).split('\n')[0]).toMatch(/^# Example/);
  },
);

describe('the systemd unit', () => {
  const unit = read('grandtales.service');

  test('passes systemd-analyze verify without a warning', () => {
    // verify needs ExecStart to exist: the unit's paths, moved under a scratch folder.
    const release = join(scratch, 'opt/grandtales');
    const etc = join(scratch, 'etc/grandtales');
    mkdirSync(join(release, 'bin'), { recursive: true });
    mkdirSync(etc, { recursive: true });
    writeFileSync(join(release, LAUNCHER), '#!/bin/sh\n');
    chmodSync(join(release, LAUNCHER), 0o755);
    copyFileSync(join(DEPLOY, 'grandtales.env'), join(etc, 'grandtales.env'));
    const copy = join(scratch, 'grandtales.service');
    writeFileSync(copy, unit.replaceAll('/opt/grandtales/', `${release}/`).replaceAll('/etc/grandtales/', `${etc}/`));
    // verify exits 0 on an unknown key or a bad value, which it prints: so nothing may be printed.
    expect(run('systemd-analyze', ['verify', copy])).toEqual({ status: 0, output: '' });
  });

  test('runs the launcher of the archive with its environment file, drained before SIGKILL, hardened', () => {
    expect(unit).toMatch(new RegExp(`^ExecStart=/opt/grandtales/${LAUNCHER}$`, 'm'));
    // systemctl reload sends SIGHUP, which the server logs and otherwise ignores (tests/shutdown.test.ts).
    expect(unit).toMatch(/^ExecReload=\/bin\/kill -HUP \$MAINPID$/m);
    expect(unit).toMatch(/^EnvironmentFile=\/etc\/grandtales\/grandtales\.env$/m);
    // Longer than SHUTDOWN_TIMEOUT's default of 10 s, or systemd kills a drain that would succeed.
    expect(Number(/^TimeoutStopSec=(\d+)$/m.exec(unit)?.[1])).toBeGreaterThan(10);
    for (const line of ['DynamicUser=yes', 'NoNewPrivileges=yes', 'ProtectSystem=strict', 'ProtectHome=yes', 'CapabilityBoundingSet=']) {
      expect(unit).toMatch(new RegExp(`^${line}$`, 'm'));
    }
  });

  test('its environment file points the live files outside the release folder', () => {
    const env = read('grandtales.env');
    expect(env).toMatch(/^PRICING_FILE=\/etc\/grandtales\/pricing\.json$/m);
    expect(env).toMatch(/^RATE_LIMITS_FILE=\/etc\/grandtales\/rate-limits\.json$/m);
    expect(env).toMatch(/^SITE_URL=https:\/\//m);
  });
});

describe('the nginx site', () => {
  const site = read('nginx/grandtales.conf');
  const dir = join(scratch, 'nginx');

  /** The site with a throwaway certificate and its log in the scratch folder; `edit` changes more. */
  function siteIn(edit: (text: string) => string = (text) => text): string {
    if (!existsSync(join(dir, 'cert.pem'))) {
      mkdirSync(dir, { recursive: true });
      execFileSync('openssl', [
        ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=books.example.com', '-days', '1'],
        ...['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
      ]);
    }
    const copy = edit(site)
      .replace(/ssl_certificate \S+;/, `ssl_certificate ${join(dir, 'cert.pem')};`)
      .replace(/ssl_certificate_key \S+;/, `ssl_certificate_key ${join(dir, 'key.pem')};`)
      .replace(/access_log \S+ grandtales;/, `access_log ${join(dir, 'access.log')} grandtales;`);
    expect(copy).not.toContain('/etc/letsencrypt');
    expect(copy).not.toContain('/var/log');
    writeFileSync(join(dir, 'site.conf'), copy);
    const conf = `pid ${dir}/nginx.pid;\nerror_log stderr;\nevents {}\nhttp {\n  include ${dir}/site.conf;\n}\n`;
    writeFileSync(join(dir, 'nginx.conf'), conf);
    return join(dir, 'nginx.conf');
  }

  test('passes nginx -t inside an http block', () => {
    const { status, output } = run('nginx', ['-t', '-c', siteIn(), '-p', `${dir}/`, '-e', 'stderr']);
    expect(output).toContain('test is successful');
    expect(output).not.toMatch(/\[(warn|emerg|error)\]/);
    expect(status).toBe(0);
  });

  test('in front of the server: one request id in both logs: the client id when valid, else nginx id', async () => {
    const server = await startServer({ ACCESS_LOG: '1', TRUST_PROXY: '1' });
    const [http, https] = [await freePort(), await freePort()];
    const conf = siteIn((text) =>
      text
        .replace(/^\s*listen \[::\].*$/gm, '')
        .replace(/listen 80;/, `listen 127.0.0.1:${http};`)
        .replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${https} ssl;`)
        .replace(/server 127\.0\.0\.1:4321;\s*server 127\.0\.0\.1:4322;/, `server 127.0.0.1:${server.port};`),
    );
    const nginx = spawn('nginx', ['-c', conf, '-p', `${dir}/`, '-e', 'stderr', '-g', 'daemon off; master_process off;'], {
      stdio: 'ignore',
    });
    try {
      const ask = (id: string) => httpsStatusAndId(https, id);
      await eventually(
        () => ask('warm-up').catch(() => undefined),
        (answer) => answer !== undefined,
      );
      const kept = await ask('lb-7f3a.42');
      const replaced = await ask('has spaces<script>');
      expect(kept).toEqual({ status: 200, id: 'lb-7f3a.42' });
      expect(replaced.status).toBe(200);
      expect(replaced.id).toMatch(/^[0-9a-f]{32}$/);
      // Each writes its line once the answer has gone out.
      const logged = () => ({ proxy: readFileSync(join(dir, 'access.log'), 'utf8'), server: server.output() });
      const both = await eventually(logged, (logs) => logs.proxy.includes(replaced.id) && logs.server.includes(replaced.id));
      for (const id of [kept.id, replaced.id]) {
        expect(both.proxy).toContain(`request_id=${id}\n`);
        expect(linesOf(both.server, 'request').map((line) => line.request_id)).toContain(id);
      }
    } finally {
      nginx.kill('SIGTERM');
      await server.stop();
    }
  });

  test('appends the client to X-Forwarded-For, the header TRUST_PROXY=1 reads from the right', () => {
    expect(site).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(site).toContain('TRUST_PROXY=1');
    expect(site).toMatch(/^\s*proxy_pass http:\/\/grandtales;$/m);
    expect([...site.matchAll(/^\s*server (\S+);$/gm)].map((match) => match[1])).toEqual(['127.0.0.1:4321', '127.0.0.1:4322']);
  });
});

describe('the Compose file', () => {
  // Compose's `<<: *grandtales` is a YAML merge key.
  const compose = parse(read('compose.yaml'), { merge: true }) as {
    services: Record<
      string,
      { image?: string; environment?: Record<string, string>; healthcheck?: { test: string[] }; read_only?: boolean; volumes?: string[] }
    >;
  };
  const instances = Object.entries(compose.services).filter(([, service]) => service.image === `grandtales:${VERSION}`);

  test('runs two instances of the image, read-only, on one Redis', () => {
    expect(instances.map(([name]) => name)).toEqual(['grandtales-1', 'grandtales-2']);
    const redisUrls = instances.map(([, service]) => service.environment?.REDIS_URL);
    expect(redisUrls).toEqual(['redis://redis:6379', 'redis://redis:6379']);
    expect(compose.services.redis.image).toMatch(/^redis:/);
    for (const [, service] of instances) {
      expect(service.read_only).toBe(true);
      expect(service.environment?.SITE_URL).toMatch(/^https:\/\//);
    }
  });

  test('checks each instance with the launcher healthcheck and Redis with a ping', () => {
    for (const [, service] of instances) expect(service.healthcheck?.test).toEqual(['CMD', ...HEALTH_CHECK]);
    expect(compose.services.redis.healthcheck?.test).toEqual(['CMD', 'redis-cli', 'ping']);
  });

  test('Prometheus scrapes every instance on its METRICS_PORT, open to the Compose network only', () => {
    const prometheus = parse(read('prometheus.yml')) as { scrape_configs: { static_configs: { targets: string[] }[] }[] };
    const targets = prometheus.scrape_configs.flatMap((job) => job.static_configs.flatMap((config) => config.targets));
    expect(targets).toEqual(instances.map(([name, service]) => `${name}:${service.environment?.METRICS_PORT}`));
    for (const [, service] of instances) expect(service.environment?.METRICS_HOST).toBe('0.0.0.0');
    for (const [, service] of instances) expect(JSON.stringify(service)).not.toContain('9464:');
    expect(compose.services.prometheus.volumes).toEqual(['./prometheus.yml:/etc/prometheus/prometheus.yml:ro']);
  });
});

describe('the Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const instructions = dockerfile
    .replaceAll('\\\n', ' ')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'));

  test('unpacks the archive of npm run package for the version of package.json', () => {
    expect(instructions).toContain(`ARG VERSION=${VERSION}`);
    expect(instructions).toContain(`ADD grandtales-\${VERSION}-linux-x64.tar.gz /opt/`);
    expect(instructions).toContain(`ENTRYPOINT ["/opt/grandtales/${LAUNCHER}"]`);
  });

  test('runs as a user that is not root, with the launcher healthcheck', () => {
    const user = instructions.filter((line) => line.startsWith('USER ')).at(-1);
    expect(user).toMatch(/^USER [1-9]\d*:[1-9]\d*$/);
    expect(instructions.find((line) => line.startsWith('HEALTHCHECK '))).toMatch(
      / CMD \["\/opt\/grandtales\/bin\/grandtales", "healthcheck"\]$/,
    );
  });

  test('says to run with a read-only root filesystem', () => {
    expect(dockerfile).toMatch(/^# {3}docker run --read-only /m);
  });
});
