import { describe, expect, test } from 'vitest';
import { pathPoints } from '../../../tests/support/path-points.ts';
import { seeded } from '../random.ts';
import { HEIGHT, WIDTH } from '../shapes.ts';
import { type Patches, scribbled } from './scribble.ts';

const wall: Patches = {
  kinds: ['zigzag', 'loops', 'flicks'],
  angle: -20,
  spread: 30,
  cell: [60, 30],
  bare: 0.2,
  width: [1.4, 2.6],
  pressure: [0.4, 0.8],
};
const whole = { left: 0, top: 0, right: WIDTH, bottom: HEIGHT };

describe('scribbled', () => {
  test('is the same patches for the same seed', () => {
    expect(scribbled(whole, '#1f6fe0', seeded('a'), wall)).toBe(scribbled(whole, '#1f6fe0', seeded('a'), wall));
  });
  test('puts down patches that differ in width and pressure, leaving some places bare', () => {
    const marks = scribbled(whole, '#1f6fe0', seeded('a'), wall);
    const patches = [...marks.matchAll(/<path d="([^"]*)" stroke-width="([\d.]+)" opacity="([\d.]+)"\/>/g)];
    const places = Math.ceil(HEIGHT / 30 + 1) * Math.ceil(WIDTH / 60 + 1);
    expect(patches.length).toBeGreaterThan(places * 0.5);
    expect(patches.length).toBeLessThan(places);
    expect(new Set(patches.map(([, , width]) => width)).size).toBeGreaterThan(5);
    expect(new Set(patches.map(([, , , opacity]) => opacity)).size).toBeGreaterThan(3);
    expect(marks.startsWith('<g fill="none" stroke="#1f6fe0"')).toBe(true);
  });
  test('never leaves the frame', () => {
    const marks = scribbled({ left: -40, top: -40, right: WIDTH + 40, bottom: HEIGHT + 40 }, '#1f6fe0', seeded('b'), wall);
    for (const [, d] of marks.matchAll(/d="([^"]*)"/g)) {
      for (const [x, y] of pathPoints(d)) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(WIDTH);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(HEIGHT);
      }
    }
  });
  test('leaves an area wholly bare when asked to', () => {
    expect(scribbled(whole, '#1f6fe0', seeded('a'), { ...wall, bare: 1 })).toBe('');
  });
});
