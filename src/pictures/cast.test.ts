import { describe, expect, test } from 'vitest';
import { chosenGrandparents } from './cast.ts';
import { DEFAULT_FAMILY, type Family, type Grandparent } from './family.ts';

const grandpa = (hair: Grandparent['hair']): Grandparent => ({ kind: 'grandpa', skin: 'brown', hair, glasses: false, facialHair: 'beard' });
const grandma = (hair: Grandparent['hair']): Grandparent => ({ kind: 'grandma', skin: 'tan', hair, glasses: true, facialHair: 'none' });
const family = (...grandparents: Family['grandparents']): Family => ({ child: DEFAULT_FAMILY.child, grandparents });

describe('which grandparents a scene shows (docs/decisions.md)', () => {
  test('a scene about one kind shows the first of that kind', () => {
    expect(chosenGrandparents(DEFAULT_FAMILY, ['grandma'])).toEqual([0]);
    expect(chosenGrandparents(DEFAULT_FAMILY, ['grandpa'])).toEqual([1]);
    expect(chosenGrandparents(family(grandpa('white'), grandma('dark')), ['grandma'])).toEqual([1]);
  });
  test('without that kind, grandma scenes show the first grandparent and grandpa scenes the last', () => {
    const twoGrandpas = family(grandpa('white'), grandpa('dark'));
    expect(chosenGrandparents(twoGrandpas, ['grandma'])).toEqual([0]);
    expect(chosenGrandparents(twoGrandpas, ['grandpa'])).toEqual([0]);
    const twoGrandmas = family(grandma('grey'), grandma('dark'));
    expect(chosenGrandparents(twoGrandmas, ['grandpa'])).toEqual([1]);
  });
  test('a scene about both shows everyone, and a lone grandparent is in every scene', () => {
    expect(chosenGrandparents(DEFAULT_FAMILY, ['grandma', 'grandpa'])).toEqual([0, 1]);
    const alone = family(grandpa('bald'));
    expect(chosenGrandparents(alone, ['grandma', 'grandpa'])).toEqual([0]);
    expect(chosenGrandparents(alone, ['grandma'])).toEqual([0]);
  });
});
