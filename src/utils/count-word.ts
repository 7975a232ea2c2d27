// Counts in running text read better as words ("six styles"); content decides the number.
const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

export function countWord(count: number): string {
  return WORDS[count] ?? String(count);
}
