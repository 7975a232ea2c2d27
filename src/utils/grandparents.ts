// Content names grandparents with placeholders so the order flow can use the family's own names;
// the public catalog shows the generic ones.
export const GRANDPARENT_PLACEHOLDER = /\{(grandma|grandpa)\}/g;

const GENERIC = { grandma: 'Grandma', grandpa: 'Grandpa' } as const;

export function resolveGrandparents(text: string): string {
  return text.replace(GRANDPARENT_PLACEHOLDER, (_, who: keyof typeof GENERIC) => GENERIC[who]);
}
