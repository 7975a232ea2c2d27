// Every scene the storybook illustrator stages its own way, by scene id: a little further back, in a setting
// with a story of its own (a bench in the park, an attic, a hill at sunset), the family drawn into it. The
// rest it takes from the scene's shared stagings.
import type { Staging } from '../../scene.ts';
import { ACTIVITY } from './activity.ts';
import { onTheBench } from './cover.ts';
import { FOOD } from './food.ts';
import { FUNNY } from './funny.ts';
import { OCCASIONS } from './occasions.ts';
import { PLAY } from './play.ts';
import { QUIET } from './quiet.ts';
import { SWEET } from './sweet.ts';
import { TREATS } from './treats.ts';

export const STORYBOOK_STAGINGS: Readonly<Record<string, Staging>> = {
  cover: onTheBench,
  ...ACTIVITY,
  ...PLAY,
  ...FOOD,
  ...TREATS,
  ...FUNNY,
  ...SWEET,
  ...QUIET,
  ...OCCASIONS,
};
