import { describe, expect, test } from 'vitest';
import type { BookPlanResponse } from '../../../contract/plan-schemas.ts';
import { type BookViewFacts, choicesFromInput, choicesFromPlan, handOverUrl } from './choices.ts';

const FACTS: BookViewFacts = {
  scenes: ['a', 'b', 'c', 'd'].map((id) => ({ id, label: id, story: id })),
  defaultScenes: ['a', 'b', 'c'],
  occasions: [{ id: 'christmas', name: 'Christmas', scenes: ['d', 'a'] }],
  styles: [{ id: 'watercolor', name: 'Soft Watercolor' }],
  countries: { AU: 'Australia' },
};

const plan = (scenes: string[]): BookPlanResponse =>
  ({
    style: { id: 'watercolor', name: 'Soft Watercolor', description: '' },
    occasion: { slug: 'christmas', title: 'A Christmas Storybook' },
    format_type: 'hardcover',
    gift_wrap: true,
    scenes: scenes.map((id) => ({ id, label: id, category: 'sweet' })),
    arrival: { country: 'AU', earliest_arrival: '2026-12-08', latest_arrival: '2026-12-21' },
    create_url: 'https://books.example.com/create#style=watercolor&occasion=christmas',
  }) as unknown as BookPlanResponse;

describe('the choices a tool call brings', () => {
  test('its arguments, as a list or a comma-separated string, scenes the store does not have left out', () => {
    for (const scenes of [['b', 'zz', 'c'], 'b,zz,c']) {
      expect(choicesFromInput({ style: 'watercolor', scenes }, FACTS)?.link).toEqual({
        style: 'watercolor',
        occasion: undefined,
        scenes: ['b', 'c'],
      });
    }
  });

  test('no book for a style the store does not draw', () => {
    expect(choicesFromInput({ style: 'oil-on-canvas' }, FACTS)).toBeUndefined();
  });

  test("without scenes, the occasion's suggestion, filled up from the mix every book starts with", () => {
    expect(choicesFromInput({ style: 'watercolor', occasion: 'christmas' }, FACTS)?.link.scenes).toEqual(['d', 'a', 'b']);
    expect(choicesFromPlan(plan([]), FACTS).link.scenes).toEqual(['d', 'a', 'b']);
  });

  test('the plan decides, and the hand-over is /create with its non-personal choices and the scenes shown', () => {
    const choices = choicesFromPlan(plan(['c', 'a']), FACTS);
    expect(choices.arrival).toBe('Arrives in Australia between Tuesday, December 8 and Monday, December 21.');
    expect(handOverUrl(choices.builder ?? '', choices)).toBe(
      'https://books.example.com/create#style=watercolor&occasion=christmas&format=hardcover&gift_wrap=1&country=AU&scenes=c,a',
    );
  });
});
