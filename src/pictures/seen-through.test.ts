// A person seen through a screen stays inside it in every style: each mark of the grandparent on the
// video call's screen lies inside a clip path. An artist whose marks ignore the clip (the grandparent's
// body hanging out under the screen as a legless sack) fails here.
import { describe, expect, test } from 'vitest';
import { drawScene, pictureShapes, STYLE_IDS } from './index.ts';
import { SAMPLE_FAMILIES } from './samples.ts';

/** The marks (paths, circles, ellipses) inside a figure's group that no clip-path group contains. */
function unclippedMarks(svg: string, figure: string): number {
  const open: { clips: boolean; figure: boolean }[] = [];
  let loose = 0;
  for (const [, close, name, attributes, selfClosing] of svg.matchAll(/<(\/?)([\w:]+)([^>]*?)(\/?)>/g)) {
    if (close) {
      open.pop();
      continue;
    }
    const inFigure = open.some((element) => element.figure) || attributes.includes(`data-figure="${figure}"`);
    const clips = open.some((element) => element.clips) || attributes.includes('clip-path=') || name === 'clipPath';
    if (inFigure && !clips && ['path', 'circle', 'ellipse', 'rect', 'polygon'].includes(name)) loose++;
    if (!selfClosing) open.push({ clips, figure: inFigure });
  }
  return loose;
}

describe('a person seen through a screen', () => {
  for (const styleId of STYLE_IDS)
    test(`stays inside the screen in ${styleId}`, () => {
      const svg = drawScene({ family: SAMPLE_FAMILIES.default, sceneId: 'video-call', styleId });
      expect(svg).toContain('data-figure="grandparent-1"');
      expect(unclippedMarks(svg, 'grandparent-1')).toBe(0);
    });
  test('holds its hands well inside the screen, in every style, staging and sample family: a hand at the edge reads as reaching out through it', () => {
    const near: string[] = [];
    for (const styleId of STYLE_IDS)
      for (const [name, family] of Object.entries(SAMPLE_FAMILIES)) {
        const { front } = pictureShapes({ family, sceneId: 'video-call', styleId });
        for (const { part, clip, points } of front) {
          if (part !== 'hand' || clip === undefined) continue;
          const [x, y, width] = clip;
          const xs = points.map(([px]) => px);
          const ys = points.map(([, py]) => py);
          // The body runs on below the screen's bottom edge, so only the sides and the top count.
          const margin = Math.min(Math.min(...xs) - x, x + width - Math.max(...xs), Math.min(...ys) - y);
          if (margin < 6) near.push(`${styleId} (${name}): ${margin.toFixed(0)} px`);
        }
      }
    expect(near).toEqual([]);
  });
});
