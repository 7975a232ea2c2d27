// Bundles the command line (functions/cli.ts, which bin/grandtales runs) and the server it starts
// (functions/serve.ts, an entry of its own so that it keeps its name) into dist/server with
// esbuild, writing in what the process reports about itself: the package version and the commit
// it was built from.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { NODE_BUNDLE } from './node-bundle.ts';

const root = resolve(import.meta.dirname, '..');
const { version } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));

function commitOf(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // A tree without git (an unpacked archive): the commit is not known, and says so.
    return 'unknown';
  }
}

rmSync(resolve(root, 'dist/server'), { recursive: true, force: true });
await build({
  ...NODE_BUNDLE,
  entryPoints: [resolve(root, 'functions/cli.ts'), resolve(root, 'functions/serve.ts')],
  splitting: true,
  outdir: resolve(root, 'dist/server'),
  define: { BUILD_INFO: JSON.stringify({ version, commit: commitOf() }) },
});
