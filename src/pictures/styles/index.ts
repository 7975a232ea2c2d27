// The six styles by the ids of content/art-styles.yaml.
import { brightCartoon } from './bright-cartoon.ts';
import type { Style } from './style.ts';

export const STYLES: readonly Style[] = [brightCartoon];
export const STYLE_BY_ID = new Map(STYLES.map((style) => [style.id, style]));
