// Every scene the gouache painter stages its own way, by scene id: close and warm, the grandchild held in
// someone's arms or against them wherever the moment lets it be. The rest it takes from the scene's shared
// stagings.
import type { Staging } from '../../scene.ts';
import { ACTIVITY } from './activity.ts';
import { carriedHug } from './cover.ts';
import { FOOD } from './food.ts';
import { OCCASIONS } from './occasions.ts';
import { SWEET } from './sweet.ts';

export const GOUACHE_STAGINGS: Readonly<Record<string, Staging>> = { cover: carriedHug, ...ACTIVITY, ...FOOD, ...SWEET, ...OCCASIONS };
