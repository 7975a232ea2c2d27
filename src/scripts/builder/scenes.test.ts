import { expect, test } from 'vitest';
import { suggestedScenes } from './scenes.ts';

const FACTS = { defaultScenes: ['a', 'b', 'c'], occasions: [{ id: 'christmas', name: 'Christmas', scenes: ['d', 'a'] }] };

test("an occasion's scenes first, then the buyer's, then the starting mix, as many as a book holds", () => {
  expect(suggestedScenes(FACTS, 'christmas', ['e'])).toEqual(['d', 'a', 'e']);
  expect(suggestedScenes(FACTS, 'christmas')).toEqual(['d', 'a', 'b']);
  expect(suggestedScenes(FACTS, undefined, ['c'])).toEqual(['c', 'a', 'b']);
});
