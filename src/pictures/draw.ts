// The picture generator: (family, scene, style) → an SVG document as a string. Pure TypeScript
// with no Node API and no DOM, deterministic for the same input, used at build time (pages,
// /pictures/*.svg, social cards) and in the browser (the book builder, which loads it on first use:
// about.ts has what a page needs before). It draws with the artists loaded so far
// (artists/registry.ts): index.ts adds them all; the builder loads each as its style is chosen
// (artists/load.ts).

import type { Artist } from './artists/artist.ts';
import { loadedArtist, STYLE_IDS } from './artists/registry.ts';
import { type View, viewOf } from './camera.ts';
import { childLook, chosenGrandparents, elderLook } from './cast.ts';
import { COVER } from './cover.ts';
import type { Family } from './family.ts';
import { AS_STAGED, throughLens } from './lens.ts';
import { framedLayers, renderPicture } from './picture.ts';
import { seeded } from './random.ts';
import { headsOverSleeves } from './scenes/heads-over-sleeves.ts';
import { SCENE_BY_ID } from './scenes/index.ts';
import { type SceneCast, type SceneDefinition, stagingOf } from './scenes/scene.ts';
import type { Layers } from './shapes.ts';

export * from './about.ts';

function sceneOf(sceneId: string): SceneDefinition {
  const scene = SCENE_BY_ID.get(sceneId);
  if (scene === undefined) throw new Error(`pictures: no scene "${sceneId}"`);
  return scene;
}

function artistOf(styleId: string): Artist {
  const artist = loadedArtist(styleId);
  if (artist !== undefined) return artist;
  throw new Error(
    STYLE_IDS.includes(styleId) ? `pictures: the "${styleId}" artist is not loaded (loadArtist)` : `pictures: no art style "${styleId}"`,
  );
}

/** The moment composed for a family as an artist draws people, on the stage, before the camera. */
function compose(family: Family, scene: SceneDefinition, artist: Artist): Layers {
  const cast: SceneCast = {
    child: childLook(family.child),
    age: family.child.age,
    elders: chosenGrandparents(family, scene.about).map((index) => elderLook(family.grandparents[index], index)),
    manner: artist.manner,
  };
  // The setting's chance details (stars, leaves) depend on the scene alone: the same in every style and family.
  const staging = artist.stagings?.[scene.id] ?? stagingOf(scene, artist.staging);
  return throughLens(headsOverSleeves(staging(cast, seeded(scene.id))), artist.camera.lens ?? AS_STAGED);
}

function draw(family: Family, scene: SceneDefinition, styleId: string): string {
  const artist = artistOf(styleId);
  return renderPicture(compose(family, scene, artist), artist, `${scene.id}|${styleId}|${JSON.stringify(family)}`);
}

/** A picture's shapes as its artist frames and stages them, before they become marks: for measuring touch and cover. */
export function pictureShapes({ family, sceneId, styleId }: { family: Family; sceneId: string; styleId: string }): Layers {
  const artist = artistOf(styleId);
  return framedLayers(compose(family, sceneId === 'cover' ? COVER : sceneOf(sceneId), artist), artist);
}

/** A picture's moment on the stage and the view its artist takes of it: for measuring where the frame cuts people. */
export function pictureStage({ family, sceneId, styleId }: { family: Family; sceneId: string; styleId: string }): {
  layers: Layers;
  view: View;
} {
  const artist = artistOf(styleId);
  const layers = compose(family, sceneId === 'cover' ? COVER : sceneOf(sceneId), artist);
  return { layers, view: viewOf(layers, artist.camera) };
}

export function drawScene({ family, sceneId, styleId }: { family: Family; sceneId: string; styleId: string }): string {
  return draw(family, sceneOf(sceneId), styleId);
}

/** The cover illustration: the family together, with no text (the builder sets the title over it). */
export function drawCover({ family, styleId }: { family: Family; styleId: string }): string {
  return draw(family, COVER, styleId);
}
