// Pictures as Chromium draws them: greyscale pixels of SVG strings painted on a 480×360 canvas,
// and the elements of an inline SVG whose boxes leave the frame. Used by the art tests and the bench.
import type { Browser, Page } from 'playwright-core';

export const FRAME = { width: 480, height: 360 };

export async function canvasPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage({ viewport: FRAME });
  await page.setContent(`<canvas width="${FRAME.width}" height="${FRAME.height}"></canvas><div id="inline"></div>`);
  return page;
}

/** Each SVG painted on white and read back as one byte of luma per pixel. */
export async function greyscale(page: Page, svgs: string[]): Promise<Uint8Array[]> {
  const encoded = await page.evaluate(async (list) => {
    const canvas = document.querySelector('canvas') as HTMLCanvasElement;
    const context = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
    const results: string[] = [];
    for (const svg of list) {
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      await image.decode();
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let text = '';
      for (let index = 0; index < data.length; index += 4) {
        text += String.fromCharCode(Math.round(0.299 * data[index] + 0.587 * data[index + 1] + 0.114 * data[index + 2]));
      }
      results.push(btoa(text));
    }
    return results;
  }, svgs);
  return encoded.map((text) => Uint8Array.from(Buffer.from(text, 'base64')));
}

/** Greyscale pixels as the RGBA image ssim.js reads. */
export const asImage = (grey: Uint8Array) => {
  const data = new Uint8ClampedArray(grey.length * 4);
  for (const [index, value] of grey.entries()) data.set([value, value, value, 255], index * 4);
  return { data, width: FRAME.width, height: FRAME.height };
};

/** Parse errors and elements (outside defs) whose box reaches past the frame, for each SVG inlined in the page. */
export async function outOfFrame(page: Page, svgs: string[]): Promise<string[][]> {
  return page.evaluate(
    ({ list, frame }) =>
      list.map((svg) => {
        const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml');
        if (parsed.querySelector('parsererror')) return ['parse error'];
        const holder = document.getElementById('inline') as HTMLElement;
        holder.innerHTML = svg;
        const problems: string[] = [];
        for (const element of holder.querySelectorAll<SVGGraphicsElement>('path, rect, ellipse, circle, polygon, line')) {
          if (element.closest('defs, clipPath, pattern, filter')) continue;
          const box = element.getBBox();
          if (box.x < -0.5 || box.y < -0.5 || box.x + box.width > frame.width + 0.5 || box.y + box.height > frame.height + 0.5) {
            problems.push(
              `${element.outerHTML.slice(0, 90)} box ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`,
            );
          }
        }
        return problems;
      }),
    { list: svgs, frame: FRAME },
  );
}
