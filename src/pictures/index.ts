// TEMPORARY stub of the picture generator (issue 23, branch `pictures`): the interface the builder
// codes against, replaced wholesale when that branch is merged.
import type { Family } from './family.ts';

export * from './family.ts';

export const STYLE_IDS: readonly string[] = [
  'watercolor',
  'classic-storybook',
  'bright-cartoon',
  'paper-cutout',
  'crayon-doodle',
  'cozy-gouache',
];
export const SCENE_IDS: readonly string[] = [
  'fishing-at-the-lake',
  'planting-sunflowers',
  'counting-stars',
  'learning-to-ride-a-bike',
  'building-a-blanket-fort',
  'a-day-at-the-zoo',
  'baking-cookies',
  'flipping-pancakes',
  'sharing-ice-cream',
  'picnic-in-the-park',
  'making-pizza',
  'lemonade-stand',
  'trying-on-silly-hats',
  'living-room-dance-party',
  'funny-faces',
  'pillow-fight',
  'dress-up',
  'puddle-jumping',
  'bedtime-story',
  'big-goodbye-hug',
  'old-photo-albums',
  'hand-in-hand',
  'first-hello',
  'porch-sunset',
];

const SKIN: Record<string, string> = {
  porcelain: '#f6dcc8',
  peach: '#f1c6a4',
  golden: '#e2b07f',
  olive: '#c99a6b',
  tan: '#b07b52',
  brown: '#8a5a3b',
  umber: '#6b4129',
  ebony: '#4a2c1c',
};

export function drawScene({ family, sceneId, styleId }: { family: Family; sceneId: string; styleId: string }): string {
  const hue = [...`${sceneId}${styleId}`].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 360;
  const people = [family.child, ...family.grandparents].map(
    (person, index) => `<circle cx="${120 + index * 90}" cy="150" r="${index === 0 ? 26 : 32}" fill="${SKIN[person.skin]}"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300"><rect width="400" height="300" fill="hsl(${hue} 50% 80%)"/>${people.join('')}</svg>`;
}

export function drawCover({ family, styleId }: { family: Family; styleId: string }): string {
  return drawScene({ family, sceneId: 'cover', styleId });
}

export interface Names {
  child?: string;
  grandparents?: string[];
}

export function describeScene({ sceneId, names }: { family: Family; sceneId: string; names?: Names }): string {
  return `${names?.child ?? 'The grandchild'} and ${names?.grandparents?.join(' and ') ?? 'a grandparent'}: ${sceneId.replaceAll('-', ' ')}`;
}

export const describeCover = ({ family, names }: { family: Family; names?: Names }): string =>
  describeScene({ family, sceneId: 'cover', names });
