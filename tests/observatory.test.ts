// The MDN HTTP Observatory's own analysers, run locally against the server behind a local TLS
// terminator (as a deployment with SITE_URL=https://… runs): the grade must be A+.
import { execFile } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { useServer } from './support/fixtures.ts';
import { startTlsTerminator, type TlsTerminator } from './support/tls-terminator.ts';

const PACKAGE = dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'));

let terminator: TlsTerminator;
// The package's install script downloads Chromium's HSTS preload list, which no machine here can
// reach (so package.json does not run it); for localhost the true list is the empty one.
const preload = join(PACKAGE, 'conf', 'hsts-preload.json');
if (!existsSync(preload)) writeFileSync(preload, '{}');
const server = useServer({ SITE_URL: 'https://localhost' });
beforeAll(async () => {
  terminator = await startTlsTerminator(server.port);
});
afterAll(async () => {
  await terminator?.stop();
});

interface ScanOutput {
  scan: { grade: string; score: number };
  tests: Record<string, { pass: boolean; result: string }>;
}

test('the Observatory grades the site A+ with every test passed', async () => {
  const { stdout } = await promisify(execFile)(process.execPath, [join(PACKAGE, 'src', 'scan.js'), 'localhost'], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: terminator.caFile },
  });
  const { scan, tests } = JSON.parse(stdout) as ScanOutput;
  const failed = Object.entries(tests).filter(([, outcome]) => !outcome.pass);
  expect(failed.map(([name, outcome]) => `${name}: ${outcome.result}`)).toEqual([]);
  expect(scan.grade).toBe('A+');
  expect(scan.score).toBeGreaterThanOrEqual(100);
});
