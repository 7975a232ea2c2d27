// Who is in the pictures: the options a buyer picks for a grandchild and one or two grandparents,
// with the human labels a form shows. One typed Family value drives every picture.

/** Very light to very dark, all with warm undertones; each with the shade used for its shadows. */
export const SKIN_TONES = ['porcelain', 'peach', 'golden', 'olive', 'tan', 'brown', 'umber', 'ebony'] as const;
export const HAIR_COLOURS = ['black', 'dark-brown', 'brown', 'auburn', 'red', 'blond', 'platinum'] as const;
export const HAIR_STYLES = ['short', 'curly', 'long', 'braids', 'afro-puffs', 'baby-tuft'] as const;
export const OUTFITS = ['dungarees', 'stripy-top', 'hoodie', 'sunny-dress'] as const;
export const AGES = ['baby', 'toddler', 'child'] as const;
export const GRANDPARENT_KINDS = ['grandma', 'grandpa'] as const;
export const GRANDPARENT_HAIR = ['white', 'grey', 'dark', 'bald'] as const;
export const FACIAL_HAIR = ['none', 'moustache', 'beard'] as const;

export type SkinTone = (typeof SKIN_TONES)[number];
export type HairColour = (typeof HAIR_COLOURS)[number];
export type HairStyle = (typeof HAIR_STYLES)[number];
export type Outfit = (typeof OUTFITS)[number];
export type Age = (typeof AGES)[number];
export type GrandparentKind = (typeof GRANDPARENT_KINDS)[number];
export type GrandparentHair = (typeof GRANDPARENT_HAIR)[number];
export type FacialHair = (typeof FACIAL_HAIR)[number];

export const SKIN_TONE_LABELS: Record<SkinTone, string> = {
  porcelain: 'Very light',
  peach: 'Light',
  golden: 'Light golden',
  olive: 'Olive',
  tan: 'Tan',
  brown: 'Brown',
  umber: 'Dark brown',
  ebony: 'Very dark',
};
export const HAIR_COLOUR_LABELS: Record<HairColour, string> = {
  black: 'Black',
  'dark-brown': 'Dark brown',
  brown: 'Brown',
  auburn: 'Auburn',
  red: 'Red',
  blond: 'Blond',
  platinum: 'Platinum blond',
};
export const HAIR_STYLE_LABELS: Record<HairStyle, string> = {
  short: 'Short',
  curly: 'Curly',
  long: 'Long',
  braids: 'Braids',
  'afro-puffs': 'Afro puffs',
  'baby-tuft': 'Baby tuft',
};
export const OUTFIT_LABELS: Record<Outfit, string> = {
  dungarees: 'Dungarees',
  'stripy-top': 'Stripy top',
  hoodie: 'Hoodie',
  'sunny-dress': 'Sunny pinafore',
};
export const AGE_LABELS: Record<Age, string> = { baby: 'Baby', toddler: 'Toddler', child: 'Child' };
export const GRANDPARENT_KIND_LABELS: Record<GrandparentKind, string> = { grandma: 'Grandma', grandpa: 'Grandpa' };
export const GRANDPARENT_HAIR_LABELS: Record<GrandparentHair, string> = {
  white: 'White',
  grey: 'Grey',
  dark: 'Dark',
  bald: 'Bald or thinning',
};
export const FACIAL_HAIR_LABELS: Record<FacialHair, string> = { none: 'None', moustache: 'Moustache', beard: 'Beard' };

/** Every option list's labels by list name, for a form that walks the lists. */
export const LABELS = {
  skin: SKIN_TONE_LABELS,
  hairColour: HAIR_COLOUR_LABELS,
  hairStyle: HAIR_STYLE_LABELS,
  outfit: OUTFIT_LABELS,
  age: AGE_LABELS,
  kind: GRANDPARENT_KIND_LABELS,
  hair: GRANDPARENT_HAIR_LABELS,
  facialHair: FACIAL_HAIR_LABELS,
} as const;

/** The human label of an option: labelOf('skin', 'umber') → 'Dark brown'. */
export function labelOf<List extends keyof typeof LABELS>(list: List, id: keyof (typeof LABELS)[List]): string {
  return LABELS[list][id] as string;
}

export interface Child {
  age: Age;
  skin: SkinTone;
  hairColour: HairColour;
  hairStyle: HairStyle;
  outfit: Outfit;
  glasses: boolean;
}

export interface Grandparent {
  kind: GrandparentKind;
  skin: SkinTone;
  hair: GrandparentHair;
  glasses: boolean;
  /** Drawn for grandpas only. */
  facialHair: FacialHair;
}

export interface Family {
  child: Child;
  grandparents: [Grandparent] | [Grandparent, Grandparent];
}

/** The trio the site has always shown: a child with a grandma and a grandpa. */
export const DEFAULT_FAMILY: Family = {
  child: { age: 'child', skin: 'peach', hairColour: 'brown', hairStyle: 'short', outfit: 'stripy-top', glasses: false },
  grandparents: [
    { kind: 'grandma', skin: 'peach', hair: 'white', glasses: true, facialHair: 'none' },
    { kind: 'grandpa', skin: 'peach', hair: 'grey', glasses: false, facialHair: 'moustache' },
  ],
};

/** Whether two families look the same, whatever the order of their fields (a form reads them in its own order). */
export const sameFamily = (a: Family, b: Family): boolean => sameValue(a, b);
const sameValue = (a: unknown, b: unknown): boolean =>
  typeof a === 'object' && a !== null && typeof b === 'object' && b !== null
    ? Object.keys(a).length === Object.keys(b).length &&
      Object.entries(a).every(([key, value]) => sameValue(value, (b as Record<string, unknown>)[key]))
    : a === b;
