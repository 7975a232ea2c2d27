// The archive of `npm run package` starts on a bare Linux: unpacked into an empty folder and run
// under `env -i` (no PATH, no NODE_*, no node_modules anywhere above it), its launcher serves the
// site, the API and every lazily loaded part of the bundle on the Node it carries, `grandtales book`
// makes the PDF of a plan as `npm run book` does, and a SIGTERM drains it to exit 0. Called through
// a symlink, the launcher answers --version, --help, check and healthcheck, and refuses an unknown
// argument. Runs the packaging script on the existing build (npm test builds first):
// rebuilding here would pull dist/ from under the tests running beside this one.
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { freePort as closedPort } from '../harness/redis.ts';

const ROOT = resolve(import.meta.dirname, '..');
const FOLDER = `grandtales-${JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version}`;
/** A plan as the builder posts it (contract/book-plan.ts). */
const PLAN = {
  version: 1,
  child: { name: 'Mateo', age: 'toddler', skin: 'tan', hairColour: 'black', hairStyle: 'curly', outfit: 'dungarees', glasses: false },
  grandparents: [{ name: 'Abuela', kind: 'grandma', skin: 'tan', hair: 'grey', glasses: true, facialHair: 'none' }],
  style: 'watercolor',
  scenes: [
    'fishing-at-the-lake',
    'planting-sunflowers',
    'baking-cookies',
    'making-pizza',
    'funny-faces',
    'pillow-fight',
    'bedtime-story',
    'big-goodbye-hug',
    'hand-in-hand',
    'porch-sunset',
  ],
  dedication: 'Para Mateo, con todo nuestro cariño.',
  format: 'hardcover',
  giftWrap: true,
  country: 'ES',
};

interface Unpacked {
  archive: string;
  dir: string;
  top: string;
}

function unpack(): Unpacked {
  const out = execFileSync(process.execPath, ['scripts/package.ts'], { cwd: ROOT, encoding: 'utf8' });
  const archive = out.trim().split(' ')[0];
  const dir = mkdtempSync(join(tmpdir(), 'grandtales-unpacked-'));
  execFileSync('tar', ['--extract', '--gzip', '--file', archive, '--directory', dir]);
  const [folder, ...others] = readdirSync(dir);
  expect(others).toEqual([]);
  return { archive, dir, top: join(dir, folder) };
}

/** The port of the first log line carrying `message` (PORT=0 and METRICS_PORT=0: the kernel picks). */
function reportedPort(output: string, message: string): number | undefined {
  const line = output.split('\n').find((text) => text.includes(`"${message}"`));
  return line === undefined ? undefined : (JSON.parse(line) as { port: number }).port;
}

async function waitForPorts(child: ChildProcess, output: () => string): Promise<{ port: number; metricsPort: number }> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const port = reportedPort(output(), 'listening');
    const metricsPort = reportedPort(output(), 'metrics listening');
    if (port !== undefined && metricsPort !== undefined) return { port, metricsPort };
    if (child.exitCode !== null) break;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`the unpacked server did not report both ports:\n${output()}`);
}

describe('the package archive on a bare machine', () => {
  let unpacked: Unpacked;
  let child: ChildProcess;
  let output = '';
  let base: string;
  let metricsBase: string;

  beforeAll(async () => {
    unpacked = unpack();
    // Through a link to the folder, as the deploy/ examples run it (/opt/grandtales -> grandtales-<version>).
    symlinkSync(unpacked.top, join(unpacked.dir, 'current'));
    // env -i: nothing from this machine's environment; the variables are the operator's only.
    child = spawn(
      'env',
      ['-i', 'PORT=0', 'METRICS_PORT=0', 'HOST=127.0.0.1', 'REDIS_URL=redis://127.0.0.1:1', join(unpacked.dir, 'current/bin/grandtales')],
      { cwd: unpacked.dir, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const { port, metricsPort } = await waitForPorts(child, () => output);
    base = `http://127.0.0.1:${port}`;
    metricsBase = `http://127.0.0.1:${metricsPort}`;
  }, 120_000);

  // A failed unpack leaves neither a child nor a folder: the failure above is the one to read.
  afterAll(() => {
    if (child?.exitCode === null) child.kill('SIGKILL');
    if (unpacked) rmSync(unpacked.dir, { recursive: true, force: true });
  });

  test('is one folder named for the version, with the launcher, the Node, the build and the live files, and no node_modules', () => {
    expect(unpacked.archive).toBe(join(ROOT, 'dist', `${FOLDER}-linux-x64.tar.gz`));
    expect(unpacked.top).toBe(join(unpacked.dir, FOLDER));
    expect(readdirSync(unpacked.top).sort()).toEqual(['bin', 'content', 'dist', 'node', 'package.json']);
    expect(readdirSync(join(unpacked.top, 'content')).sort()).toEqual(['pricing.json', 'rate-limits.json']);
    expect(readdirSync(join(unpacked.top, 'dist')).sort()).toEqual([
      'book',
      'book-text.json',
      'book-view.html',
      'catalog.json',
      'server',
      'site',
    ]);
    const listing = execFileSync('tar', ['--list', '--gzip', '--file', unpacked.archive], { encoding: 'utf8' });
    expect(listing).not.toContain('node_modules');
  });

  test('runs on the Node it carries, with the production command flags', () => {
    expect(readlinkSync(`/proc/${child.pid}/exe`)).toBe(join(unpacked.top, 'node/bin/node'));
    expect(readFileSync(`/proc/${child.pid}/cmdline`, 'utf8').split('\0')).toContain('--no-memory-reducer');
  });

  test('answers the probes, the API, a page, an MCP tool call and a metrics scrape', async () => {
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const status = await fetch(`${base}/api/v1/status`);
    expect(status.status).toBe(200);
    expect(await status.json()).toMatchObject({ status: 'ok' });
    expect((await fetch(`${base}/pricing`)).status).toBe(200);
    // The MCP SDK and the metrics are chunks loaded on first use: they too resolve without node_modules.
    const mcp = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_status', arguments: {} } }),
    });
    expect(mcp.status).toBe(200);
    expect(JSON.stringify(await mcp.json())).toContain('Grandtales Public Catalog API');
    // get_book_plan's MCP App: the built view travels in the package.
    const view = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'resources/read', params: { uri: 'ui://grandtales/book.html' } }),
    });
    expect((await view.json()).result.contents[0]).toMatchObject({
      mimeType: 'text/html;profile=mcp-app',
      text: expect.stringMatching(/^<!DOCTYPE html>/),
    });
    const metrics = await fetch(`${metricsBase}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('grandtales_rate_limit_backend');
  });

  // Three runs of the book command, each making a whole book: minutes on a loaded machine.
  test('makes the book of a plan as a PDF with `grandtales book`, the same pages as `npm run book`', { timeout: 180_000 }, () => {
    const plan = join(unpacked.dir, 'plan.json');
    const book = (launcher: string[], out: string) => {
      execFileSync(launcher[0], [...launcher.slice(1), plan, out], { cwd: unpacked.dir, env: {}, encoding: 'utf8' });
      return execFileSync('pdftotext', [out, '-'], { encoding: 'utf8' });
    };
    writeFileSync(plan, JSON.stringify(PLAN));
    const packaged = book(['env', '-i', join(unpacked.dir, 'current/bin/grandtales'), 'book'], join(unpacked.dir, 'packaged.pdf'));
    expect(packaged).toContain('Mateo');
    expect(packaged).toContain('Abuela');
    expect(execFileSync('pdfinfo', [join(unpacked.dir, 'packaged.pdf')], { encoding: 'utf8' })).toMatch(/^Pages:\s+26$/m);
    expect(book([process.execPath, join(ROOT, 'scripts/book.ts')], join(unpacked.dir, 'checkout.pdf'))).toBe(packaged);
    // A plan it cannot make: one line naming the field, exit code 1.
    writeFileSync(plan, JSON.stringify({ ...PLAN, style: 'oil-painting' }));
    const refused = spawnSync(join(unpacked.dir, 'current/bin/grandtales'), ['book', plan, join(unpacked.dir, 'refused.pdf')], {
      env: {},
      encoding: 'utf8',
    });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/^book: style: [^\n]*\n$/);
  });

  describe('the launcher, called through a symlink (as from /usr/local/bin) under env -i', () => {
    /** Runs the launcher with these variables only; its exit code and what it printed. */
    const grandtales = (args: string[], env: string[] = []) => {
      const link = join(unpacked.dir, 'usr-local-bin', 'grandtales');
      if (!existsSync(link)) {
        mkdirSync(dirname(link));
        symlinkSync(join(unpacked.top, 'bin/grandtales'), link);
      }
      const result = spawnSync('env', ['-i', ...env, link, ...args], { cwd: tmpdir(), encoding: 'utf8' });
      return { code: result.status, stdout: result.stdout, stderr: result.stderr };
    };

    test('--version names the version, the commit and the carried Node; --help lists the commands', () => {
      const version = grandtales(['--version']);
      expect(version).toMatchObject({ code: 0, stderr: '' });
      expect(version.stdout).toMatch(new RegExp(`^grandtales ${FOLDER.replace('grandtales-', '')} \\(commit [0-9a-f]{7,}, Node v24\\.`));
      const help = grandtales(['--help']);
      expect(help.code).toBe(0);
      for (const command of ['serve', 'check', 'book', 'healthcheck']) expect(help.stdout).toMatch(new RegExp(`^  ${command} `, 'm'));
    });

    test('an unknown argument: one line, exit 2, and nothing served', () => {
      for (const args of [['--verbose'], ['start'], ['check', 'now']]) {
        const { code, stdout, stderr } = grandtales(args, ['PORT=0']);
        expect([code, stdout], args.join(' ')).toEqual([2, '']);
        expect(stderr.trim().split('\n'), args.join(' ')).toEqual([expect.stringMatching(/^grandtales: .*--help/)]);
      }
    });

    test('check: exit 0 on the archive as it comes; exit 1 with a line per problem', () => {
      expect(grandtales(['check'])).toMatchObject({ code: 0, stderr: '' });
      const broken = grandtales(['check'], ['PORT=http', `PRICING_FILE=${join(unpacked.top, 'no-such-pricing.json')}`]);
      expect(broken.code).toBe(1);
      expect(broken.stderr.trim().split('\n')).toEqual([
        expect.stringMatching(/^grandtales check: environment: PORT /),
        expect.stringMatching(/^grandtales check: PRICING_FILE: .*no-such-pricing\.json/),
      ]);
    });

    test('healthcheck: exit 0 while the server on PORT is ready, 1 where nothing listens', async () => {
      const port = new URL(base).port;
      expect(grandtales(['healthcheck'], [`PORT=${port}`, 'HOST=127.0.0.1'])).toMatchObject({ code: 0 });
      const nobody = grandtales(['healthcheck'], [`PORT=${await closedPort()}`]);
      expect(nobody.code).toBe(1);
      expect(nobody.stderr).toMatch(/^grandtales healthcheck: not ready: .*ECONNREFUSED\n$/);
    });
  });

  test('drains on SIGTERM and exits 0', async () => {
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
