// The artists drawing can use, by style id: index.ts adds them all at once (the build, Node programs,
// the MCP App's view); in the builder load.ts adds each as its style is first chosen. Kept apart from
// load.ts's dynamic imports, which a bundle that holds every artist anyway would carry for nothing.
import type { Artist } from './artist.ts';

const IDS = ['watercolor', 'classic-storybook', 'bright-cartoon', 'paper-cutout', 'crayon-doodle', 'cozy-gouache'] as const;

export type StyleId = (typeof IDS)[number];

/** The styles' ids in content/art-styles.yaml's order. */
export const STYLE_IDS: readonly string[] = IDS;

const loaded = new Map<string, Artist>();

export const addArtist = (artist: Artist) => loaded.set(artist.id, artist);

/** The artist of a style, if it is loaded. */
export const loadedArtist = (styleId: string): Artist | undefined => loaded.get(styleId);
