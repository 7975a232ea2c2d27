// Every scene, by id: activities, food, funny, sweet, then the scenes made for occasions.
import { ACTIVITY_SCENES } from './activity.ts';
import { FOOD_SCENES } from './food.ts';
import { FUNNY_SCENES } from './funny.ts';
import { OCCASION_SCENES } from './occasions.ts';
import type { SceneDefinition } from './scene.ts';
import { SWEET_SCENES } from './sweet.ts';

export const SCENES: readonly SceneDefinition[] = [
  ...ACTIVITY_SCENES,
  ...FOOD_SCENES,
  ...FUNNY_SCENES,
  ...SWEET_SCENES,
  ...OCCASION_SCENES,
];
export const SCENE_BY_ID = new Map(SCENES.map((scene) => [scene.id, scene]));
