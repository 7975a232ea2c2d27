// The pictures' share of `npm run bench`: the size of every scene in every style (bytes and gzip,
// for the four sample families) and, in Chromium, the time to generate one picture with the same
// bundle the browser runs, and to paint it. Budgets: 25 KB gzip the median picture, 60 KB the largest,
// and 16 ms to generate (p95).
// Run alone with `node bench/pictures.ts`.
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { launchChromium } from '../harness/browser.ts';
import { drawScene, SCENE_IDS, STYLE_IDS } from '../src/pictures/index.ts';
import { SAMPLE_FAMILIES } from '../src/pictures/samples.ts';

const BUDGET = { gzipMedian: 25 * 1024, gzipLargest: 60 * 1024, generateMs: 16 };
/** Each picture's time is the median of this many generations, after one unrecorded pass over all of them. */
const REPEATS = 5;

const quantile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function sizes() {
  const raw: number[] = [];
  const gzip: number[] = [];
  for (const family of Object.values(SAMPLE_FAMILIES)) {
    for (const sceneId of SCENE_IDS) {
      for (const styleId of STYLE_IDS) {
        const svg = drawScene({ family, sceneId, styleId });
        raw.push(Buffer.byteLength(svg));
        gzip.push(gzipSync(svg, { level: 9 }).length);
      }
    }
  }
  return { raw, gzip };
}

/** Generation and paint times in Chromium, per scene × style, for the default family. */
async function browserTimes(): Promise<{ generate: number[]; paint: number[] }> {
  const bundle = await build({
    entryPoints: [new URL('../src/pictures/index.ts', import.meta.url).pathname],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'pictures',
    platform: 'browser',
  });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 480, height: 360 } });
    await page.setContent('<div id="spread" style="width:480px;height:360px"></div>');
    await page.addScriptTag({ content: bundle.outputFiles[0].text });
    return await page.evaluate(async (repeats) => {
      const api = (window as unknown as { pictures: typeof import('../src/pictures/index.ts') }).pictures;
      const family = api.DEFAULT_FAMILY;
      const jobs = api.SCENE_IDS.flatMap((sceneId) => api.STYLE_IDS.map((styleId) => ({ family, sceneId, styleId })));
      for (const job of jobs) api.drawScene(job);
      const generate: number[] = [];
      const paint: number[] = [];
      const spread = document.getElementById('spread') as HTMLElement;
      const frame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done)));
      for (const job of jobs) {
        const runs: number[] = [];
        let svg = '';
        for (let run = 0; run < repeats; run++) {
          const start = performance.now();
          svg = api.drawScene(job);
          runs.push(performance.now() - start);
        }
        generate.push(runs.sort((a, b) => a - b)[Math.floor(repeats / 2)]);
        const start = performance.now();
        spread.innerHTML = svg;
        await frame();
        paint.push(performance.now() - start);
      }
      return { generate, paint };
    }, REPEATS);
  } finally {
    await browser.close();
  }
}

export async function picturesReport(): Promise<string> {
  const { raw, gzip } = sizes();
  const { generate, paint } = await browserTimes();
  const verdict = (value: number, budget: number) => (value <= budget ? 'within budget' : `OVER the budget of ${budget}`);
  const median = quantile(gzip, 0.5);
  const largest = Math.max(...gzip);
  return [
    '',
    `Pictures: ${SCENE_IDS.length} scenes × ${STYLE_IDS.length} styles (sizes for ${Object.keys(SAMPLE_FAMILIES).length} sample families, times for the default family, Chromium)`,
    '',
    '| measure | median | p95 | max | budget |',
    '|---|---|---|---|---|',
    `| SVG size | ${kb(quantile(raw, 0.5))} | ${kb(quantile(raw, 0.95))} | ${kb(Math.max(...raw))} | |`,
    `| SVG size, gzip | ${kb(median)} | ${kb(quantile(gzip, 0.95))} | ${kb(largest)} | median ${verdict(median, BUDGET.gzipMedian)}, largest ${verdict(largest, BUDGET.gzipLargest)} |`,
    `| generate (ms) | ${quantile(generate, 0.5).toFixed(2)} | ${quantile(generate, 0.95).toFixed(2)} | ${Math.max(...generate).toFixed(2)} | ${verdict(quantile(generate, 0.95), BUDGET.generateMs)} (p95) |`,
    `| insert and paint (ms) | ${quantile(paint, 0.5).toFixed(1)} | ${quantile(paint, 0.95).toFixed(1)} | ${Math.max(...paint).toFixed(1)} | |`,
    '',
  ].join('\n');
}

if (import.meta.main) process.stdout.write(await picturesReport());
