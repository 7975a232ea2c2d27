// The book's words with the family's own names: story text and labels write {child}, {grandma} and
// {grandpa}; a family with one grandparent has that one in every scene. Until a name is typed the
// preview says who goes there.
import type { BookPlan } from '../../contract/book-plan.ts';

export interface Names {
  child: string;
  grandma: string;
  grandpa: string;
  /** Every grandparent, as the letter at the end signs off. */
  all: string[];
}

const PLACEHOLDER = /\{(child|grandma|grandpa)\}/g;
const STAND_INS = { child: 'your grandchild', grandma: 'Grandma', grandpa: 'Grandpa' } as const;

export function namesOf({ child, grandparents }: Pick<BookPlan, 'child' | 'grandparents'>): Names {
  const called = grandparents.map((person) => person.name.trim() || STAND_INS[person.kind]);
  const of = (kind: 'grandma' | 'grandpa') => {
    const index = grandparents.findIndex((person) => person.kind === kind);
    // With no grandparent of that kind, the scene is about the other one (or the second, if both are alike).
    return called[index >= 0 ? index : kind === 'grandpa' && called.length > 1 ? 1 : 0];
  };
  return { child: child.name.trim() || STAND_INS.child, grandma: of('grandma'), grandpa: of('grandpa'), all: called };
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "{grandma} and {grandpa}" is one name when one person is both. */
export function fillNames(text: string, names: Names): string {
  const once = names.grandma === names.grandpa ? text.replace('{grandma} and {grandpa}', '{grandma}') : text;
  return capitalized(once.replace(PLACEHOLDER, (_, who: 'child' | 'grandma' | 'grandpa') => names[who]));
}

/** "Nana", "Nana and Grandpa Joe", "Mia, Nana and Grandpa Joe". */
export const together = (names: string[]) => `${names.slice(0, -1).join(', ')}${names.length > 1 ? ' and ' : ''}${names.at(-1)}`;

/** The title: the grandchild's name, and who the book is with. */
export const titleOf = (names: Names) => ({ name: capitalized(names.child), with: `with ${together(names.all)}` });

/** The grandparents' letter on the last page: salutation, body and signature. */
export const letterOf = (names: Names) => ({
  opening: `Dear ${names.child},`,
  body: 'Every page of this book happened because we love you. There are more days like these to come, and we will be there for every one of them.',
  closing: 'Love always,',
  signature: together(names.all),
});
