// A scene staged six ways, one for each artist: shared stagings and artists' own, six in all. The
// artists between them compose every shared staging (none is left undrawn), no two draw the same one,
// and each staging keeps the moment's people, so a second staging never drops a grandparent.
import { describe, expect, test } from 'vitest';
import { ARTISTS } from '../artists/index.ts';
import { childLook, chosenGrandparents, elderLook } from '../cast.ts';
import { COVER } from '../cover.ts';
import { PLAIN_MANNER } from '../figures/manner.ts';
import { seeded } from '../random.ts';
import { SAMPLE_FAMILIES } from '../samples.ts';
import { layers } from '../shapes.ts';
import { SCENES } from './index.ts';
import { type SceneCast, type SceneDefinition, type Staging, stagingOf } from './scene.ts';

const ALL = [...SCENES, COVER];
const stagingsOf = (scene: SceneDefinition) => [scene.draw, ...(scene.restaged ?? [])];
/** The shared stagings and every artist's own. */
const everyStagingOf = (scene: SceneDefinition) => [
  ...stagingsOf(scene),
  ...ARTISTS.flatMap((artist) => artist.stagings?.[scene.id] ?? []),
];

describe('a scene staged more than one way', () => {
  test('the six artists between them compose every staging of every scene', () => {
    const undrawn = ALL.flatMap((scene) =>
      stagingsOf(scene)
        .map((staging, index) => ({ staging, index }))
        .filter(({ staging }) => !ARTISTS.some((artist) => (artist.stagings?.[scene.id] ?? stagingOf(scene, artist.staging)) === staging))
        .map(({ index }) => `${scene.id} #${index}`),
    );
    expect(undrawn).toEqual([]);
  });

  test('every scene has one shared staging for each artist who does not compose it its own way', () => {
    const own = (scene: SceneDefinition) => ARTISTS.filter((artist) => artist.stagings?.[scene.id] !== undefined).length;
    expect(ALL.filter((scene) => stagingsOf(scene).length + own(scene) !== ARTISTS.length).map((scene) => scene.id)).toEqual([]);
  });

  test('no two artists compose a scene the same way: six artists, six stagings of every scene and the cover', () => {
    const shared = ALL.filter(
      (scene) => new Set(ARTISTS.map((artist) => artist.stagings?.[scene.id] ?? stagingOf(scene, artist.staging))).size < ARTISTS.length,
    );
    expect(shared.map((scene) => scene.id)).toEqual([]);
  });

  test("an artist's own stagings are of scenes that exist", () => {
    const ids = new Set(ALL.map((scene) => scene.id));
    const unknown = ARTISTS.flatMap((artist) => Object.keys(artist.stagings ?? {}).filter((id) => !ids.has(id)));
    expect(unknown).toEqual([]);
  });

  test.each(Object.entries(SAMPLE_FAMILIES))('every staging shows the same people (%s)', (_, family) => {
    const changed = ALL.flatMap((scene) => {
      const cast: SceneCast = {
        child: childLook(family.child),
        age: family.child.age,
        elders: chosenGrandparents(family, scene.about).map((index) => elderLook(family.grandparents[index], index)),
        manner: PLAIN_MANNER,
      };
      const people = everyStagingOf(scene).map((staging) => {
        const { back, middle, front } = staging(cast, seeded(scene.id));
        return [...new Set([...back, ...middle, ...front].flatMap((shape) => (shape.who ? [shape.who] : [])))].sort().join(' ');
      });
      return people.filter((who) => who !== people[0]).map((who) => `${scene.id}: ${who} instead of ${people[0]}`);
    });
    expect(changed).toEqual([]);
  });

  test('an artist takes the first of its choices a scene has; a last choice past the last staging counts round', () => {
    const [first, second]: Staging[] = [() => layers([], [], []), () => layers([], [], [])];
    const scene: SceneDefinition = { id: 'two-ways', about: ['grandma'], action: 'wave', draw: first, restaged: [second] };
    expect(stagingOf(scene, [2, 1])).toBe(second);
    expect(stagingOf(scene, [2, 0])).toBe(first);
    expect(stagingOf(scene, [3])).toBe(second);
    expect(stagingOf(COVER, [0])).toBe(COVER.draw);
  });
});
