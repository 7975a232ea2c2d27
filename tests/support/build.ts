// A second build of the project with other build-time variables (ORDER_URL, SUPPORT_EMAIL), made in
// a temporary copy so the checked-out dist/ stays the default build the other tests serve.
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../harness/server.ts';
import { runToEnd } from './run.ts';

const SOURCES = [
  'astro.config.mjs',
  'tsconfig.json',
  'package.json',
  'src',
  'content',
  'contract',
  'functions',
  'public',
  'scripts',
  'bin',
];

export interface VariantBuild {
  root: string;
  remove: () => void;
}

export async function buildVariant(env: Record<string, string>): Promise<VariantBuild> {
  const root = mkdtempSync(join(tmpdir(), 'grandtales-build-'));
  for (const name of SOURCES) cpSync(join(ROOT, name), join(root, name), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'));
  // The whole build, the server bundle included: that is what startServer runs.
  const { code, output } = await runToEnd('npm', ['run', '--silent', 'build'], { cwd: root, env: { ...process.env, ...env } });
  if (code !== 0) throw new Error(`the build with ${JSON.stringify(env)} failed:\n${output}`);
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
