// The generator's public promises, without a browser: every scene in every style for every sample
// family is a self-contained SVG document of the fixed size, the same input gives the same bytes,
// each option changes the drawing, and each picture stays within its size budget.
import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import {
  AGES,
  DEFAULT_FAMILY,
  describeScene,
  drawCover,
  drawScene,
  type Family,
  HAIR_COLOURS,
  HAIR_STYLES,
  LABELS,
  labelOf,
  OUTFITS,
  SCENE_IDS,
  SKIN_TONES,
  STYLE_IDS,
} from './index.ts';
import { SAMPLE_FAMILIES } from './samples.ts';

/** Gzip sizes: the median picture, and the largest (issue 33's budget). */
const MEDIAN_BUDGET = 25 * 1024;
const LARGEST_BUDGET = 60 * 1024;
const withChild = (change: Partial<Family['child']>): Family => ({ ...DEFAULT_FAMILY, child: { ...DEFAULT_FAMILY.child, ...change } });

describe('the option lists', () => {
  test('offer what the issue asks for, each with a human label', () => {
    expect(SKIN_TONES.length).toBeGreaterThanOrEqual(6);
    expect(HAIR_COLOURS.length).toBeGreaterThanOrEqual(5);
    expect(HAIR_STYLES).toEqual(['short', 'curly', 'long', 'braids', 'afro-puffs', 'baby-tuft']);
    expect(OUTFITS).toHaveLength(4);
    expect(AGES).toEqual(['baby', 'toddler', 'child']);
    for (const [list, labels] of Object.entries(LABELS)) {
      for (const label of Object.values(labels)) expect(label, list).toMatch(/^[A-Z][a-z ]+$/);
    }
    expect(labelOf('skin', 'ebony')).toBe('Very dark');
  });
});

describe('every picture', () => {
  test('is one self-contained SVG document of 480×360 within the size budget', () => {
    expect(SCENE_IDS.length).toBeGreaterThanOrEqual(30);
    expect(STYLE_IDS).toHaveLength(6);
    const sizes: number[] = [];
    for (const family of Object.values(SAMPLE_FAMILIES)) {
      for (const styleId of STYLE_IDS) {
        for (const svg of [drawCover({ family, styleId }), ...SCENE_IDS.map((sceneId) => drawScene({ family, sceneId, styleId }))]) {
          expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 360" width="480" height="360">')).toBe(true);
          expect(svg.endsWith('</svg>')).toBe(true);
          expect(svg).not.toMatch(/NaN|undefined|Infinity|href=|url\((?!#)/);
          sizes.push(gzipSync(svg).length);
        }
      }
    }
    sizes.sort((a, b) => a - b);
    expect(sizes[Math.floor(sizes.length / 2)]).toBeLessThanOrEqual(MEDIAN_BUDGET);
    expect(sizes[sizes.length - 1]).toBeLessThanOrEqual(LARGEST_BUDGET);
    // Every picture of every family is drawn: give a busy machine time.
  }, 120_000);
  test('is the same bytes for the same input', () => {
    const input = { family: SAMPLE_FAMILIES['baby-two-grandmas'], sceneId: 'puddle-jumping', styleId: 'watercolor' };
    expect(drawScene(input)).toBe(drawScene(structuredClone(input)));
  });
  test('has ids of its own, so two pictures inlined in one page never share a clip path', () => {
    const ids = (svg: string) => new Set([...svg.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]));
    const one = ids(drawScene({ family: DEFAULT_FAMILY, sceneId: 'bedtime-story', styleId: 'watercolor' }));
    const other = ids(drawScene({ family: withChild({ age: 'baby' }), sceneId: 'bedtime-story', styleId: 'watercolor' }));
    expect(one.size).toBeGreaterThan(0);
    expect([...one].filter((id) => other.has(id))).toEqual([]);
  });
  test('changes with each option of the family', () => {
    const base = drawScene({ family: DEFAULT_FAMILY, sceneId: 'hand-in-hand', styleId: 'bright-cartoon' });
    const changes: Partial<Family['child']>[] = [
      { skin: 'ebony' },
      { hairColour: 'red' },
      { hairStyle: 'afro-puffs' },
      { age: 'toddler' },
      { outfit: 'hoodie' },
      { glasses: true },
    ];
    for (const change of changes)
      expect(drawScene({ family: withChild(change), sceneId: 'hand-in-hand', styleId: 'bright-cartoon' }), JSON.stringify(change)).not.toBe(
        base,
      );
  });
  test('throws on an unknown scene or style', () => {
    expect(() => drawScene({ family: DEFAULT_FAMILY, sceneId: 'moon-landing', styleId: 'watercolor' })).toThrow(/no scene/);
    expect(() => drawScene({ family: DEFAULT_FAMILY, sceneId: 'bedtime-story', styleId: 'oil' })).toThrow(/no art style/);
  });
});

describe('alt text', () => {
  test('says who is in the picture and what they do, with the family’s own names', () => {
    const text = describeScene({
      family: SAMPLE_FAMILIES['toddler-one-grandpa'],
      sceneId: 'baking-cookies',
      names: { child: 'Mia', grandparents: ['Grandpa Joe'] },
    });
    expect(text).toBe(
      'Mia (a toddler with dark brown hair in braids) and Grandpa Joe (a bald head, a beard and glasses) bake cookies at the kitchen counter, stirring the bowl together with flour everywhere.',
    );
    expect(describeScene({ family: DEFAULT_FAMILY, sceneId: 'a-day-at-the-zoo' })).toMatch(
      /^The grandchild \(.*\), Grandma \(.*\) and Grandpa \(.*\) visit the zoo/,
    );
  });
});
