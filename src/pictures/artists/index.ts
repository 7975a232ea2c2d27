// The six artists by the ids of content/art-styles.yaml, in that file's order.
import type { Artist } from './artist.ts';
import { brightCartoon } from './bright-cartoon.ts';
import { classicStorybook } from './classic-storybook.ts';
import { cozyGouache } from './cozy-gouache.ts';
import { crayonDoodle } from './crayon-doodle.ts';
import { paperCutout } from './paper-cutout.ts';
import { watercolor } from './watercolor.ts';

export const ARTISTS: readonly Artist[] = [watercolor, classicStorybook, brightCartoon, paperCutout, crayonDoodle, cozyGouache];
