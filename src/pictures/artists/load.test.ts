import { describe, expect, test } from 'vitest';
import { ARTISTS } from './index.ts';
import { loadArtist } from './load.ts';
import { loadedArtist, STYLE_IDS } from './registry.ts';

describe('artists loaded by style', () => {
  test("every style loads its own artist, and the ids are the artists' in the same order", async () => {
    expect(STYLE_IDS).toEqual(ARTISTS.map((artist) => artist.id));
    for (const id of STYLE_IDS) {
      const artist = await loadArtist(id);
      expect(artist.id).toBe(id);
      expect(loadedArtist(id)).toBe(artist);
    }
  });

  test('an unknown style is refused', async () => {
    await expect(loadArtist('charcoal')).rejects.toThrow('no art style "charcoal"');
    expect(loadedArtist('charcoal')).toBeUndefined();
  });
});
