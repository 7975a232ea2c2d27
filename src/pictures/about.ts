// What a picture is of, without drawing it: the scenes' ids and who each shows, alt text and the
// pictures' file names. Light enough for a page's first load (the builder's form, the book's layout);
// draw.ts adds the drawing.
import { chosenGrandparents } from './cast.ts';
import { describe, type Names } from './describe.ts';
import type { Family } from './family.ts';
import { COVER_MOMENT, MOMENTS, type Moment } from './scenes/moments.ts';

export { loadedArtist, STYLE_IDS } from './artists/registry.ts';
export type { Names } from './describe.ts';
export * from './family.ts';
export { pictureName } from './picture-name.ts';

const MOMENT_BY_ID = new Map(MOMENTS.map((moment) => [moment.id, moment]));

export const SCENE_IDS: readonly string[] = MOMENTS.map((moment) => moment.id);
/** The grandparents each scene's label names: `{grandma}`, `{grandpa}` or both. */
export const SCENE_GRANDPARENTS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  MOMENTS.map((moment) => [moment.id, moment.about]),
);

function momentOf(sceneId: string): Moment {
  const moment = MOMENT_BY_ID.get(sceneId);
  if (moment === undefined) throw new Error(`pictures: no scene "${sceneId}"`);
  return moment;
}

/** Alt text for a scene: who is in it, what makes each of them look like themselves, and what they do. */
export function describeScene({ family, sceneId, names }: { family: Family; sceneId: string; names?: Names }): string {
  return describe(family, momentOf(sceneId), names);
}

/**
 * Which of the family's grandparents (indexes into family.grandparents) a scene shows, so text can
 * name the same people the picture draws: `{grandma}` in a two-grandpa family's label is grandparents[0].
 */
export function grandparentsInScene({ family, sceneId }: { family: Family; sceneId: string }): number[] {
  return chosenGrandparents(family, momentOf(sceneId).about);
}

/** Alt text for the cover. */
export const describeCover = ({ family, names }: { family: Family; names?: Names }): string => describe(family, COVER_MOMENT, names);
