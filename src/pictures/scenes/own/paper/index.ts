// Every scene the paper cut-out artist stages its own way, by scene id: bold and simple, the family side by
// side in a row of clear shapes, something bright up in the air. The rest it takes from the scene's shared
// stagings.
import type { Staging } from '../../scene.ts';
import { ACTIVITY } from './activity.ts';
import { flyingAKite } from './cover.ts';
import { FOOD } from './food.ts';
import { FUNNY } from './funny.ts';
import { OCCASIONS } from './occasions.ts';
import { PLAY } from './play.ts';
import { QUIET } from './quiet.ts';
import { SWEET } from './sweet.ts';
import { TREATS } from './treats.ts';

export const PAPER_STAGINGS: Readonly<Record<string, Staging>> = {
  cover: flyingAKite,
  ...ACTIVITY,
  ...PLAY,
  ...FOOD,
  ...TREATS,
  ...FUNNY,
  ...SWEET,
  ...QUIET,
  ...OCCASIONS,
};
