import { describe, expect, test } from 'vitest';
import { seeded } from '../random.ts';
import { pressed, waxStroke } from './wax.ts';

describe('wax strokes', () => {
  test('a stroke is one round-ended line, broken by the tooth where asked', () => {
    expect(waxStroke('M0 0l10 0', '#e8262b', 2)).toBe(
      '<path d="M0 0l10 0" fill="none" stroke="#e8262b" stroke-width="2" stroke-linecap="round"/>',
    );
    expect(waxStroke('M0 0l10 0', '#e8262b', 2, 0.5, '4 1')).toContain('stroke-dasharray="4 1"');
  });
  test('pressed strokes keep every stroke but lay them at more than one width', () => {
    const strokes = Array.from({ length: 30 }, (_, index) => `M${index} 0l0 10`).join('');
    const marks = pressed(strokes, '#1f6fe0', 2, 1, undefined, seeded('wax'));
    expect(marks.match(/M/g)).toHaveLength(30);
    const widths = new Set([...marks.matchAll(/stroke-width="([0-9.]+)"/g)].map(([, width]) => width));
    expect(widths.size).toBeGreaterThan(1);
  });
});
