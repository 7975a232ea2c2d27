// npm run pictures: a contact sheet per sample family (every scene in every style, plus the cover),
// rendered by Chromium to dist/pictures/<family>.png for reviewing the art at a glance, and every
// picture it draws as dist/pictures/<family>/<scene>-<style>.svg, to open or measure one by one.
// `npm run pictures -- <scene-id>` draws just that scene, full size, for every family and style.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChromium } from '../harness/browser.ts';
import { drawCover, drawScene, pictureName, SCENE_IDS, STYLE_IDS } from '../src/pictures/index.ts';
import { SAMPLE_FAMILIES } from '../src/pictures/samples.ts';

const OUT = resolve(import.meta.dirname, '../dist/pictures');
const only = process.argv[2];
const style = process.argv[3];
const scale = only ? 1 : 0.5;
const cell = { width: 480 * scale, height: 360 * scale };

function sheet(name: string, family: (typeof SAMPLE_FAMILIES)[string]): string {
  mkdirSync(resolve(OUT, name), { recursive: true });
  const rows = (only ? [only] : ['cover', ...SCENE_IDS]).map((sceneId) => {
    const cells = STYLE_IDS.filter((id) => !style || id === style).map((styleId) => {
      const svg = sceneId === 'cover' ? drawCover({ family, styleId }) : drawScene({ family, sceneId, styleId });
      writeFileSync(resolve(OUT, name, `${pictureName({ sceneId, styleId })}.svg`), svg);
      return `<img width="${cell.width}" height="${cell.height}" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}">`;
    });
    return `<div class="row"><p>${sceneId}</p>${cells.join('')}</div>`;
  });
  const head = `<div class="row"><p></p>${STYLE_IDS.map((id) => `<b>${id}</b>`).join('')}</div>`;
  return `<!doctype html><style>body{margin:8px;font:12px sans-serif;background:#ddd}.row{display:flex;flex-wrap:${only ? 'wrap' : 'nowrap'};gap:4px;margin-bottom:4px;align-items:center}
p{width:100px;margin:0;word-break:break-word}b{width:${cell.width}px}</style>${only ? '' : head}${rows.join('')}`;
}

mkdirSync(OUT, { recursive: true });
const browser = await launchChromium();
try {
  const columns = only ? 3 : STYLE_IDS.length;
  const page = await browser.newPage({ viewport: { width: 140 + columns * (cell.width + 4), height: 400 } });
  for (const [name, family] of Object.entries(SAMPLE_FAMILIES)) {
    await page.setContent(sheet(name, family), { waitUntil: 'load', timeout: 120_000 });
    const file = resolve(OUT, `${only ? `${only}-` : ''}${name}.png`);
    writeFileSync(file, await page.screenshot({ fullPage: true, timeout: 120_000 }));
    console.log(file);
  }
} finally {
  await browser.close();
}
