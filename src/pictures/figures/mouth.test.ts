// Each artist draws the mouth its own way: a cut-paper mouth is pieces with no line in it, a child's
// smile is one wide crayon U, and every style's laugh shows a tongue.
import { describe, expect, test } from 'vitest';
import type { Shape } from '../shapes.ts';
import type { Mood } from './mood.ts';
import { type MouthStyle, mouthShapes } from './mouth.ts';

const head = { x: 100, y: 100, r: 20, facing: 1 };
const mouth = (mood: Mood, style: MouthStyle) => mouthShapes(head, mood, head.x, '#7a3b30', style);
const width = (shapes: Shape[]) => {
  const xs = shapes.flatMap((shape) => shape.points.map(([x]) => x));
  return Math.max(...xs) - Math.min(...xs);
};
const MOODS: Mood[] = ['smile', 'open', 'calm', 'sleepy', 'surprised', 'laugh'];

describe('a mouth', () => {
  test.each(MOODS)('cut from paper (%s): closed pieces only, never a drawn line', (mood) => {
    expect(mouth(mood, 'cut').every((shape) => shape.closed)).toBe(true);
  });

  test("a child's smile is one line, wider than a modelled one", () => {
    const [doodle] = mouth('smile', 'doodled');
    expect(mouth('smile', 'doodled')).toHaveLength(1);
    expect(doodle.closed).toBe(false);
    expect(width([doodle])).toBeGreaterThan(width(mouth('smile', 'modelled')) * 1.3);
  });

  test.each(['modelled', 'doodled', 'cut'] as const)('laughing (%s): the mouth opens with a tongue in it', (style) => {
    const [open, ...rest] = mouth('laugh', style);
    const tongue = rest.at(-1) as Shape;
    expect(open.closed).toBe(true);
    expect(tongue.colour).toBe('#e8797a');
    const [ys, tongueY] = [open.points.map(([, y]) => y), tongue.points.map(([, y]) => y)];
    expect(Math.min(...tongueY)).toBeGreaterThanOrEqual(Math.min(...ys));
    expect(Math.max(...tongueY)).toBeLessThanOrEqual(Math.max(...ys) + 1);
  });
});
