// Every scene the gouache painter stages its own way, by scene id: close and warm, the grandchild held in
// someone's arms or against them wherever the moment lets it be. The rest it takes from the scene's shared
// stagings.
import type { Staging } from '../../scene.ts';
import { ACTIVITY } from './activity.ts';
import { carriedHug } from './cover.ts';
import { FOOD } from './food.ts';
import { FUNNY } from './funny.ts';
import { OCCASIONS } from './occasions.ts';
import { PLAY } from './play.ts';
import { QUIET } from './quiet.ts';
import { SWEET } from './sweet.ts';
import { TREATS } from './treats.ts';

export const GOUACHE_STAGINGS: Readonly<Record<string, Staging>> = {
  cover: carriedHug,
  ...ACTIVITY,
  ...PLAY,
  ...FOOD,
  ...TREATS,
  ...FUNNY,
  ...SWEET,
  ...QUIET,
  ...OCCASIONS,
};
