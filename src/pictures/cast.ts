// From a Family to the people a scene shows: each person's look (colours and shapes for the
// chosen options) and which of the family's grandparents fill the scene's grandparent slots.
// The rule is written down in docs/decisions.md ("Scenes follow the family").
import type { Child, Family, Grandparent, GrandparentKind } from './family.ts';
import type { Look } from './figures/figure.ts';
import { ELDER_CLOTHES, HAIR, OLD_HAIR, OUTFIT_CLOTHES, SKIN } from './figures/palette.ts';

const RIBBONS = ['#e0457b', '#f2c94c', '#4fa3d9'] as const;

export function childLook(child: Child): Look {
  const build = child.age === 'child' ? 'child' : child.age;
  return {
    id: 'child',
    build,
    skin: SKIN[child.skin],
    hair: child.hairStyle,
    hairColour: HAIR[child.hairColour],
    accent: RIBBONS[child.outfit.length % RIBBONS.length],
    glasses: child.glasses,
    facialHair: 'none',
    clothes: OUTFIT_CLOTHES[child.outfit],
    cardigan: false,
  };
}

export function elderLook(elder: Grandparent, index: number): Look {
  const grandma = elder.kind === 'grandma';
  const bald = elder.hair === 'bald';
  return {
    id: index === 0 ? 'grandparent-1' : 'grandparent-2',
    build: 'grandparent',
    skin: SKIN[elder.skin],
    // The second grandparent's hair is set in curls, not a bun: two grandmas with buns read as one woman twice.
    hair: grandma ? (bald ? 'grandma-crop' : index === 0 ? 'grandma-bun' : 'grandma-set') : bald ? 'grandpa-bald' : 'grandpa-full',
    hairColour: OLD_HAIR[elder.hair],
    accent: RIBBONS[0],
    glasses: elder.glasses,
    facialHair: grandma ? 'none' : elder.facialHair,
    clothes: ELDER_CLOTHES[elder.kind][index === 0 ? 0 : 1],
    cardigan: true,
  };
}

/**
 * Which of the family's grandparents (by index) a scene about `about` shows. A scene about both
 * shows everyone; a scene about one kind shows the first grandparent of that kind, and when the
 * family has none of that kind, a "grandma" scene shows the first grandparent and a "grandpa"
 * scene the last, so a two-grandpa family shares the grandma scenes out between both.
 */
export function chosenGrandparents(family: Family, about: readonly GrandparentKind[]): number[] {
  const all = family.grandparents.map((_, index) => index);
  if (about.length !== 1) return all;
  const match = family.grandparents.findIndex((elder) => elder.kind === about[0]);
  if (match >= 0) return [match];
  return [about[0] === 'grandma' ? 0 : all.length - 1];
}
