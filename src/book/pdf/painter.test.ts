import { describe, expect, test } from 'vitest';
import { DEFAULT_FAMILY, drawCover, drawScene, SCENE_IDS, STYLE_IDS } from '../../pictures/index.ts';
import { pathSegments } from './geometry.ts';
import { paintPicture } from './painter.ts';

const svg = (content: string, viewBox = '0 0 100 50') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="100" height="50">${content}</svg>`;
const content = (markup: string) => paintPicture(svg(markup)).drawing.content;

describe('the picture contract as PDF operators', () => {
  test('reads the viewBox, not an assumed size', () => {
    expect(paintPicture(svg('', '10 20 300 200')).viewBox).toEqual([10, 20, 300, 200]);
  });

  test('fills and strokes with their colours, opacities, widths, caps, joins, dashes and fill rule', () => {
    expect(content('<rect x="1" y="2" width="3" height="4" fill="#ff0000"/>')).toMatch(/1 0 0 rg\n1 2 m\n4 2 l\n4 6 l\n1 6 l\nh\nf\n/);
    const stroked = content(
      '<path d="M0 0L10 10" fill="none" stroke="#00f" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="bevel" stroke-dasharray="4 2"/>',
    );
    expect(stroked).toContain('0 0 1 RG 2.5 w 1 J 2 j');
    expect(stroked).toContain('[4 2] 0 d');
    expect(stroked).toMatch(/S\n/);
    expect(content('<path d="M0 0L9 0L9 9Z" fill="#000" fill-rule="evenodd"/>')).toContain('f*');
    const faded = paintPicture(svg('<circle cx="5" cy="5" r="2" fill="#000" fill-opacity="0.4"/>'));
    expect([...faded.drawing.states.values()]).toEqual([{ ca: 0.4, CA: 1 }]);
  });

  test('inherits paint from groups, applies transforms in order, and clips to a clip path', () => {
    const painted = content(
      '<defs><clipPath id="c"><rect width="10" height="10" transform="translate(5 0)"/></clipPath></defs>' +
        '<g fill="#00ff00" transform="translate(10 20) scale(2)" clip-path="url(#c)"><rect width="1" height="1"/></g>',
    );
    expect(painted).toMatch(/^q\n2 0 0 2 10 20 cm\n5 0 m\n15 0 l\n15 10 l\n5 10 l\nh\nW n\nq\n0 1 0 rg/);
  });

  test('draws a group at its opacity as one transparency group', () => {
    const painted = paintPicture(
      svg('<g opacity="0.5"><rect width="5" height="5" fill="#000"/><rect width="3" height="3" fill="#fff"/></g>'),
    );
    expect(painted.drawing.groups.size).toBe(1);
    expect(painted.drawing.content).toContain('/O500_500 gs\n/G0 Do');
    expect([...painted.drawing.groups.values()][0].content).toContain('1 1 1 rg');
  });

  test('tolerates today’s pictures: filters ignored, a gradient’s first stop, a pattern as nothing, a filter’s own texture skipped', () => {
    const defs =
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#336699"/><stop offset="1" stop-color="#000"/></linearGradient>' +
      '<pattern id="p" width="4" height="4"><rect width="2" height="2" fill="#000"/></pattern><filter id="f"><feTurbulence/></filter></defs>';
    expect(content(`${defs}<rect width="5" height="5" fill="url(#g)" filter="url(#f)"/>`)).toContain('0.2 0.4 0.6 rg');
    expect(content(`${defs}<rect width="5" height="5" fill="url(#p)"/>`)).toBe('');
    expect(content(`${defs}<rect width="5" height="5" filter="url(#f)"/>`)).toBe('');
  });

  test('path data: relative commands, smooth curves and arcs end where SVG says', () => {
    const end = (d: string) => pathSegments(d).at(-1)?.slice(-2);
    expect(end('M10 10l5 5h5v-5')).toEqual([20, 10]);
    expect(end('M0 0C1 1 2 2 3 3S5 5 6 6')).toEqual([6, 6]);
    expect(end('M0 0Q5 5 10 0T20 0')).toEqual([20, 0]);
    expect(end('M0 0A5 5 0 0 1 10 0')).toEqual([10, 0]);
    expect(end('M0 0a5 5 0 1110 0')).toEqual([10, 0]);
  });
});

// 186 pictures drawn and painted: seconds alone, more beside the other suites.
test('every scene and the cover in every style paints to PDF operators without a gap', { timeout: 120_000 }, () => {
  for (const styleId of STYLE_IDS) {
    for (const sceneId of ['cover', ...SCENE_IDS]) {
      const picture =
        sceneId === 'cover' ? drawCover({ family: DEFAULT_FAMILY, styleId }) : drawScene({ family: DEFAULT_FAMILY, sceneId, styleId });
      const { drawing } = paintPicture(picture);
      expect(drawing.content.length, `${sceneId} ${styleId}`).toBeGreaterThan(1000);
      expect(drawing.content, `${sceneId} ${styleId}`).not.toMatch(/NaN|undefined|Infinity/);
    }
  }
});
