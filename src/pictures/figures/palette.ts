// The colours a family's options stand for, before a style turns them into its own medium.
import type { GrandparentHair, HairColour, Outfit, SkinTone } from '../family.ts';

export const SKIN: Record<SkinTone, string> = {
  porcelain: '#f5d3bd',
  peach: '#efc4a2',
  golden: '#e0ac7c',
  olive: '#c79868',
  tan: '#ab774c',
  brown: '#8a5737',
  umber: '#663c25',
  ebony: '#45281a',
};

export const HAIR: Record<HairColour, string> = {
  black: '#221915',
  'dark-brown': '#45291b',
  brown: '#7a4a28',
  auburn: '#8f3b1d',
  red: '#c5522a',
  blond: '#deb154',
  platinum: '#efe0ae',
};

// A grandparent's dark hair is greying: dark all through, a reviewer read a grandma as the child's mother.
export const OLD_HAIR: Record<GrandparentHair, string> = { white: '#f1eee7', grey: '#a7a4a0', dark: '#5b5049', bald: '#b9b5ae' };

export interface Clothes {
  top: string;
  bottom: string;
  shoes: string;
  /** A skirt or dress from the waist down to this share of the leg. */
  skirt?: number;
  stripes?: string;
  /** A bib over the top: dungarees, pinafores. */
  bib?: string;
  hood?: boolean;
}

export const OUTFIT_CLOTHES: Record<Outfit, Clothes> = {
  dungarees: { top: '#f2c94c', bottom: '#3f6fb5', bib: '#3f6fb5', shoes: '#b8452e' },
  'stripy-top': { top: '#d9483b', stripes: '#fbf3e4', bottom: '#2f4a7a', shoes: '#3b3b46' },
  // Light denim, not grey: grey trousers sat beside a grandparent's grey ones as one lump of legs.
  hoodie: { top: '#3f9a6b', hood: true, bottom: '#6a8fc0', shoes: '#f2f2ee' },
  // A sunny yellow blouse under the orange pinafore: a cream one, on a baby whose pinafore is small, read in
  // every style as "a head on a white blob" or "no body".
  'sunny-dress': { top: '#f6d36b', bottom: '#e8a23a', bib: '#e8a23a', skirt: 0.55, shoes: '#c2413c' },
};

/** Grandparents' clothes by kind, and a second set so two grandmas or two grandpas differ at a glance. */
export const ELDER_CLOTHES: Record<'grandma' | 'grandpa', [Clothes, Clothes]> = {
  grandma: [
    { top: '#b0456a', bottom: '#5a4e7a', skirt: 0.7, shoes: '#4a3328' },
    // A berry skirt: in rust brown, over knees on the floor or a lap, it read as the ground's own brown, "a boulder" (reviews 137, 142).
    { top: '#3f8f8a', bottom: '#8e3b4f', skirt: 0.7, shoes: '#2d2a2a' },
  ],
  grandpa: [
    { top: '#6f8a3c', bottom: '#5b4a3a', shoes: '#3a2a22' },
    { top: '#3f5f9a', bottom: '#4a4a4f', shoes: '#2a2220' },
  ],
};

export const INK = '#2b211d';
export const BLUSH = '#f07a7a';
export const WHITE = '#ffffff';

/** Every skin colour, so an artist can tell skin (a face, a hand) from a thing of the same shape. */
export const SKINS: ReadonlySet<string> = new Set(Object.values(SKIN));
/** Every hair colour a grandchild may have. */
export const CHILD_HAIRS: ReadonlySet<string> = new Set(Object.values(HAIR));
/** Every hair colour anyone may have, so an artist draws hair as hair (a grandma's greying hair matched to the
 * nearest crayon read as "a green beanie"). */
export const HAIRS: ReadonlySet<string> = new Set([...Object.values(HAIR), ...Object.values(OLD_HAIR)]);
