// The picture generator with every artist ready to draw: for the build, Node programs and the MCP
// App's view, which may draw any style at once. The builder imports draw.ts instead and loads each
// artist as its style is chosen (artists/load.ts), to keep them out of its first load.
import { ARTISTS } from './artists/index.ts';
import { addArtist } from './artists/registry.ts';

for (const artist of ARTISTS) addArtist(artist);

export * from './draw.ts';
