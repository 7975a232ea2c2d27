// Every scene, by id: its moment (moments.ts, in the catalog's order) with the stagings that draw it
// (activities, food, funny, sweet, then the scenes made for occasions).
import { ACTIVITY_SCENES } from './activity.ts';
import { FOOD_SCENES } from './food.ts';
import { FUNNY_SCENES } from './funny.ts';
import { MOMENTS } from './moments.ts';
import { OCCASION_SCENES } from './occasions.ts';
import type { SceneDefinition } from './scene.ts';
import { SWEET_SCENES } from './sweet.ts';

const DRAWINGS = new Map(
  [...ACTIVITY_SCENES, ...FOOD_SCENES, ...FUNNY_SCENES, ...SWEET_SCENES, ...OCCASION_SCENES].map((drawing) => [drawing.id, drawing]),
);

export const SCENES: readonly SceneDefinition[] = MOMENTS.map((moment) => {
  const drawing = DRAWINGS.get(moment.id);
  if (drawing === undefined) throw new Error(`pictures: the scene "${moment.id}" has no staging`);
  return { ...moment, ...drawing };
});
if (SCENES.length !== DRAWINGS.size) throw new Error('pictures: a staging draws a scene with no moment');
export const SCENE_BY_ID = new Map(SCENES.map((scene) => [scene.id, scene]));
