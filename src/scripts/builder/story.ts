// The book's words with the family's own names: story text and labels write {child}, {grandma} and
// {grandpa}; a family with one grandparent has that one in every scene.
import type { Draft } from './plan.ts';

export interface Names {
  child: string;
  grandma: string;
  grandpa: string;
  /** Every grandparent, as the ending page signs off. */
  all: string[];
}

const PLACEHOLDER = /\{(child|grandma|grandpa)\}/g;
/** Until a name is typed, the preview says who goes there. */
const STAND_INS = { child: 'your grandchild', grandma: 'Grandma', grandpa: 'Grandpa' } as const;

export function namesOf({ child, grandparents }: Draft): Names {
  const called = grandparents.map((person) => person.name || STAND_INS[person.kind]);
  const of = (kind: 'grandma' | 'grandpa') => {
    const index = grandparents.findIndex((person) => person.kind === kind);
    // With no grandparent of that kind, the scene is about the other one (or the second, if both are alike).
    return called[index >= 0 ? index : kind === 'grandpa' && called.length > 1 ? 1 : 0];
  };
  return { child: child.name || STAND_INS.child, grandma: of('grandma'), grandpa: of('grandpa'), all: called };
}

/** "{grandma} and {grandpa}" is one name when one person is both. */
export function fillNames(text: string, names: Names): string {
  const once = names.grandma === names.grandpa ? text.replace('{grandma} and {grandpa}', '{grandma}') : text;
  const filled = once.replace(PLACEHOLDER, (_, who: 'child' | 'grandma' | 'grandpa') => names[who]);
  return filled.charAt(0).toUpperCase() + filled.slice(1);
}

/** "Nana", "Nana and Grandpa Joe", "Mia, Nana and Grandpa Joe". */
export const together = (names: string[]) => `${names.slice(0, -1).join(', ')}${names.length > 1 ? ' and ' : ''}${names.at(-1)}`;

export const coverTitle = (names: Names) => `A story of ${together([names.child, ...names.all])}`;

export const endingText = (names: Names) =>
  `${names.child}, every page of this book happened because we love you. There are more days like these to come. Love always, ${together(names.all)}.`;
