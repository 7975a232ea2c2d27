// The MCP App's script and style, bundled by esbuild at build time to be written inline into the one
// HTML document a host renders (src/pages/server-only/book-view.astro): a host's sandbox fetches
// nothing for it, so the view holds every byte it runs. The server serves the built file as it is.
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { minify } from 'terser';
import type { BookViewFacts } from '../scripts/book-view/choices.ts';
import { builderData } from './builder.ts';
import type { Store } from './store.ts';

// Astro's root is the working directory (astro.config sets no `root`), as for every build command.
const entry = (path: string) => resolve('src', path);

export async function bookViewBundle(): Promise<{ script: string; style: string }> {
  const { outputFiles } = await build({
    entryPoints: [entry('scripts/book-view.ts'), entry('styles/book-view.css')],
    bundle: true,
    minify: true,
    // V8 compiles every function while it parses the script, before the host's first message, not
    // lazily while the cover is being drawn (Chromium's explicit compile hints).
    banner: { js: '//# allFunctionsCalledOnLoad' },
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outdir: 'book-view',
    write: false,
    logLevel: 'warning',
    // roughjs' lines and hachure without its generator's every other filler and renderer (rough-lean.ts).
    plugins: [
      {
        name: 'lean-roughjs',
        setup: (bundle) => bundle.onResolve({ filter: /^roughjs$/ }, () => ({ path: entry('pictures/marks/rough-lean.ts') })),
      },
    ],
  });
  const text = (extension: string) => outputFiles.find((file) => file.path.endsWith(extension))?.text ?? '';
  return { script: await smaller(text('.js')), style: text('.css') };
}

/**
 * esbuild's output minified again by terser, keeping the compile hint: its names, given by how often each is
 * used, compress a few KB smaller, which the view's size budget needs with every artist's stagings. Function
 * declarations hoisted to the top of their scope and arrows for functions that use no `this` gzip smaller
 * still; the unsafe options touch only builtins and getters, and leave every picture the same bytes as the
 * build's (compared over every scene, style and sample family).
 */
async function smaller(script: string): Promise<string> {
  const { code } = await minify(script, {
    module: true,
    ecma: 2020,
    compress: { passes: 3, hoist_funs: true, unsafe: true, unsafe_arrows: true, pure_getters: true },
    format: { comments: /allFunctionsCalledOnLoad/ },
  });
  if (code === undefined) throw new Error('book view: terser returned no code');
  return code;
}

/** The builder's facts the view needs: scenes with their story, occasions, styles, countries. */
export async function bookViewFacts(store: Store): Promise<string> {
  const { scenes, defaultScenes, occasions, styles, countries } = (await builderData(store)).facts;
  const facts: BookViewFacts = { scenes, defaultScenes, occasions, styles, countries };
  return JSON.stringify(facts).replaceAll('<', '\\u003c');
}

/**
 * The view's markup as a host receives it on every tool call: without the components' indentation and
 * comments (a line break still separates the words either side, so no word is glued to a link). The view
 * is held to a size budget the markup counts toward.
 */
export const tightMarkup = (html: string): string => html.replace(/<!--[\s\S]*?-->/g, '').replace(/\n[ \t]+/g, '\n');
