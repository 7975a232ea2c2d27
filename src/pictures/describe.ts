// Alt text: who is in a picture (with what makes each person them) and what they do.
import { chosenGrandparents } from './cast.ts';
import { type Child, type Family, GRANDPARENT_KIND_LABELS, type Grandparent, HAIR_COLOUR_LABELS, HAIR_STYLE_LABELS } from './family.ts';
import type { Moment } from './scenes/moments.ts';

export interface Names {
  /** The grandchild's name. */
  child?: string;
  /** What the child calls each grandparent, in the family's order. */
  grandparents?: string[];
}

const AGE_NOUN = { baby: 'a baby', toddler: 'a toddler', child: 'a young child' } as const;

function hairWords({ hairStyle, hairColour }: Child): string {
  const colour = HAIR_COLOUR_LABELS[hairColour].toLowerCase();
  if (hairStyle === 'baby-tuft') return `a tuft of ${colour} hair`;
  if (hairStyle === 'braids' || hairStyle === 'afro-puffs') return `${colour} hair in ${HAIR_STYLE_LABELS[hairStyle].toLowerCase()}`;
  return `${hairStyle} ${colour} hair`;
}

function childWords(child: Child, name: string): string {
  return `${name} (${AGE_NOUN[child.age]} with ${hairWords(child)}${child.glasses ? ' and glasses' : ''})`;
}

function elderWords(elder: Grandparent, name: string): string {
  const details = [elder.hair === 'bald' ? (elder.kind === 'grandpa' ? 'a bald head' : 'short thin hair') : `${elder.hair} hair`];
  if (elder.kind === 'grandpa' && elder.facialHair !== 'none') details.push(`a ${elder.facialHair}`);
  if (elder.glasses) details.push('glasses');
  const last = details.pop();
  return `${name} (${details.length ? `${details.join(', ')} and ${last}` : last})`;
}

const list = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

export function describe(family: Family, scene: Moment, names: Names = {}): string {
  const shown = chosenGrandparents(family, scene.about);
  const elders = shown.map((index) => {
    const elder = family.grandparents[index];
    return elderWords(elder, names.grandparents?.[index] ?? GRANDPARENT_KIND_LABELS[elder.kind]);
  });
  return `${list([childWords(family.child, names.child ?? 'The grandchild'), ...elders])} ${scene.action}.`;
}
