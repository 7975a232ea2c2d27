// Four families that between them use every kind of option: the contact sheet, the tests and the
// bench draw every scene for each of them.
import { DEFAULT_FAMILY, type Family } from './family.ts';

export const SAMPLE_FAMILIES: Readonly<Record<string, Family>> = {
  default: DEFAULT_FAMILY,
  'baby-two-grandmas': {
    child: { age: 'baby', skin: 'ebony', hairColour: 'black', hairStyle: 'afro-puffs', outfit: 'sunny-dress', glasses: false },
    grandparents: [
      { kind: 'grandma', skin: 'umber', hair: 'grey', glasses: true, facialHair: 'none' },
      { kind: 'grandma', skin: 'brown', hair: 'dark', glasses: false, facialHair: 'none' },
    ],
  },
  'toddler-one-grandpa': {
    child: { age: 'toddler', skin: 'golden', hairColour: 'dark-brown', hairStyle: 'braids', outfit: 'dungarees', glasses: false },
    grandparents: [{ kind: 'grandpa', skin: 'olive', hair: 'bald', glasses: true, facialHair: 'beard' }],
  },
  'child-glasses-mixed': {
    child: { age: 'child', skin: 'tan', hairColour: 'red', hairStyle: 'curly', outfit: 'hoodie', glasses: true },
    grandparents: [
      { kind: 'grandma', skin: 'porcelain', hair: 'dark', glasses: false, facialHair: 'none' },
      { kind: 'grandpa', skin: 'umber', hair: 'white', glasses: true, facialHair: 'beard' },
    ],
  },
};
