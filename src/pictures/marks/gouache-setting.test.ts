import { describe, expect, test } from 'vitest';
import { HEIGHT, type Layers, type Shape, WIDTH } from '../shapes.ts';
import { puff, withHalo } from './gouache-setting.ts';

const box = (x: number, y: number, size: number, extra: Partial<Shape>): Shape => ({
  points: [
    [x, y],
    [x + size, y],
    [x + size, y + size],
    [x, y + size],
  ],
  closed: true,
  smooth: false,
  colour: '#203050',
  ...extra,
});
const layers: Layers = {
  back: [box(0, 0, 480, { role: 'sky' }), box(0, 300, 480, { role: 'ground' })],
  middle: [],
  front: [box(200, 100, 30, { who: 'child', part: 'head' }), box(260, 60, 34, { who: 'grandparent-1', part: 'head' })],
};

describe('the gouache setting', () => {
  test('a pool of light in two steps goes on the night sky behind the faces, before the ground, inside the frame', () => {
    const haloed = withHalo(layers, (colour, step) => `${colour.slice(0, 6)}${step}`);
    expect(haloed.back.map((shape) => shape.colour)).toEqual(['#203050', '#203051', '#203052', '#203050']);
    const [outer, inner] = haloed.back.slice(1, 3);
    expect(outer.role).toBe('sky');
    for (const [x, y] of [...outer.points, ...inner.points]) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(WIDTH);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(HEIGHT);
    }
    // Round the faces: its middle lies between the two heads.
    const xs = inner.points.map(([x]) => x);
    expect((Math.min(...xs) + Math.max(...xs)) / 2).toBeGreaterThan(215);
    expect((Math.min(...xs) + Math.max(...xs)) / 2).toBeLessThan(277);
  });
  test('no faces, no backdrop, a pale one (a daytime sky, a pale wall) or a wall indoors however dark: the layers as they were', () => {
    const faceless = { ...layers, front: [] };
    expect(withHalo(faceless, () => '#ffffff')).toBe(faceless);
    const outdoorsless = { ...layers, back: [layers.back[1]] };
    expect(withHalo(outdoorsless, () => '#ffffff')).toBe(outdoorsless);
    const daytime = { ...layers, back: [box(0, 0, 480, { role: 'sky', colour: '#bfe1f2' }), layers.back[1]] };
    expect(withHalo(daytime, () => '#ffffff')).toBe(daytime);
    const paleWall = { ...layers, back: [box(0, 0, 480, { role: 'wall', colour: '#f3e3c3' }), layers.back[1]] };
    expect(withHalo(paleWall, () => '#ffffff')).toBe(paleWall);
    const darkWall = { ...layers, back: [box(0, 0, 480, { role: 'wall', colour: '#5a2a24' }), layers.back[1]] };
    expect(withHalo(darkWall, () => '#ffffff')).toBe(darkWall);
  });
  test('a cloud becomes a puff with a flat base, as wide as it was', () => {
    const cloud = box(100, 50, 60, { role: 'cloud', opacity: 0.6 });
    const shaped = puff(cloud);
    expect(shaped.opacity).toBeUndefined();
    const ys = shaped.points.map(([, y]) => y);
    expect(ys.filter((y) => y === Math.max(...ys)).length).toBeGreaterThan(3);
  });
});
