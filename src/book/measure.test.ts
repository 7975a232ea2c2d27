import { expect, test } from 'vitest';
import { breakLines, fitSize, unprintable, widthOf } from './measure.ts';

test('widths are the font’s advances: wider letters measure wider, and size scales them', () => {
  expect(widthOf('WWW', 'story', 20)).toBeGreaterThan(widthOf('iii', 'story', 20));
  expect(widthOf('Grandma', 'story', 40)).toBeCloseTo(2 * widthOf('Grandma', 'story', 20), 6);
});

test('lines break between words within the measure, and at line breaks', () => {
  const text = 'The jetty creaks and the water smells of reeds. Mia and Grandpa Joe watch the red bob, quiet as herons.';
  const lines = breakLines(text, 'story', 21, 300);
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines) expect(widthOf(line, 'story', 21)).toBeLessThanOrEqual(300);
  expect(lines.join(' ')).toBe(text);
  expect(breakLines('One\nTwo', 'story', 21, 300)).toEqual(['One', 'Two']);
  // A word longer than the measure is cut so that every piece fits.
  for (const line of breakLines('W'.repeat(60), 'story', 21, 300)) expect(widthOf(line, 'story', 21)).toBeLessThanOrEqual(300);
});

test('a title takes the largest size that fits its lines', () => {
  const size = fitSize('Maximilian-Alexander', 'lettering-bright-cartoon', 100, 20, 300);
  expect(widthOf('Maximilian-Alexander', 'lettering-bright-cartoon', size)).toBeLessThanOrEqual(300);
  expect(widthOf('Maximilian-Alexander', 'lettering-bright-cartoon', size + 1)).toBeGreaterThan(300);
  expect(fitSize('Mia', 'lettering-bright-cartoon', 100, 20, 300)).toBe(100);
});

test('a letter the lettering lacks is set in its fallback; one no font has is unprintable', () => {
  // IM Fell English has Latin only: Ł comes from Fraunces, and still measures.
  expect(widthOf('Ł', 'lettering-classic-storybook', 20)).toBeCloseTo(widthOf('Ł', 'story', 20), 6);
  expect(unprintable('Zoë-Łucja ếữ', 'lettering-classic-storybook')).toEqual([]);
  expect(unprintable('Love ❤ 😀 ❤', 'story')).toEqual(['❤', '😀']);
});
