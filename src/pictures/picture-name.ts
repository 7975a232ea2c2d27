// The name a drawn picture goes by, as a file (/pictures/<name>.svg), apart from the generator so the
// server can name the build's pictures without loading it.

/** The scene and the style, or the cover and the style. */
export const pictureName = ({ sceneId = 'cover', styleId }: { sceneId?: string; styleId: string }): string => `${sceneId}-${styleId}`;
