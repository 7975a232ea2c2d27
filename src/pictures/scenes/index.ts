// Every scene, by id, in the order of content/scenes.yaml's categories.
import type { SceneDefinition } from './scene.ts';
import { SWEET_SCENES } from './sweet.ts';

export const SCENES: readonly SceneDefinition[] = [...SWEET_SCENES];
export const SCENE_BY_ID = new Map(SCENES.map((scene) => [scene.id, scene]));
