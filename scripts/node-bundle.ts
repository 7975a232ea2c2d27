// What every bundle of ours that runs on Node shares: ESM for Node 24, every package inside it.
import type { BuildOptions } from 'esbuild';

export const NODE_BUNDLE = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  logLevel: 'warning',
  // Bundled CommonJS dependencies call require(): give the ES module one (under a name no module of ours uses).
  banner: {
    js: "import { createRequire as bundleCreateRequire } from 'node:module'; const require = bundleCreateRequire(import.meta.url);",
  },
} satisfies BuildOptions;
