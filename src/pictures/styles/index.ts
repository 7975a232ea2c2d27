// The six styles by the ids of content/art-styles.yaml, in that file's order.
import { brightCartoon } from './bright-cartoon.ts';
import { classicStorybook } from './classic-storybook.ts';
import { cozyGouache } from './cozy-gouache.ts';
import { crayonDoodle } from './crayon-doodle.ts';
import { paperCutout } from './paper-cutout.ts';
import type { Style } from './style.ts';
import { watercolor } from './watercolor.ts';

export const STYLES: readonly Style[] = [watercolor, classicStorybook, brightCartoon, paperCutout, crayonDoodle, cozyGouache];
export const STYLE_BY_ID = new Map(STYLES.map((style) => [style.id, style]));
