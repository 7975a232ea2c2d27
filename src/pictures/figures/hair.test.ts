// An artist's cut of the hair changes its edge, never its reach: locks, paper teeth and a child's spikes
// all keep the fringe at or above the smooth cap's, so no cut falls over the brows.
import { describe, expect, test } from 'vitest';
import { type HairCut, hairShapes } from './hair.ts';

const head = { x: 100, y: 100, r: 20, facing: 1 };
const lowestOverFace = (cut: HairCut, kind: 'short' | 'grandpa-full' = 'short') => {
  const [cap] = hairShapes(kind, head, '#6b4a2a', '#c33', cut).front;
  // The fringe: the cap's points over the middle of the face.
  return Math.max(...cap.points.filter(([x]) => Math.abs(x - head.x) < head.r * 0.6).map(([, y]) => y));
};

describe('hair cut', () => {
  test.each(['locks', 'snipped', 'spiky'] as const)('%s: the fringe never comes lower than the smooth cap', (cut) => {
    expect(lowestOverFace(cut)).toBeLessThanOrEqual(lowestOverFace('smooth') + 0.01);
  });

  test.each(['locks', 'snipped', 'spiky'] as const)('%s: the edge is cut (more points than the smooth cap)', (cut) => {
    const points = (c: HairCut) => hairShapes('short', head, '#6b4a2a', '#c33', c).front[0].points.length;
    expect(points(cut)).toBeGreaterThan(points('smooth'));
  });

  test("a child's spikes stand out above the crown; a grandparent's curls stand out less", () => {
    const top = (kind: 'short' | 'grandpa-full') =>
      Math.min(...hairShapes(kind, head, '#6b4a2a', '#c33', 'spiky').front[0].points.map(([, y]) => y));
    const smoothTop = Math.min(...hairShapes('short', head, '#6b4a2a', '#c33').front[0].points.map(([, y]) => y));
    expect(top('short')).toBeLessThan(smoothTop - head.r * 0.15);
    expect(top('grandpa-full')).toBeGreaterThan(top('short'));
  });
});
