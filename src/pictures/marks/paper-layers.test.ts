import { describe, expect, test } from 'vitest';
import { lamp } from '../props/home.ts';
import { seeded } from '../random.ts';
import { outdoors, window as pane, room } from '../settings.ts';
import { type Layers, layers, type Shape } from '../shapes.ts';
import { paperLayers } from './paper-layers.ts';

const staged = (back: Shape[]): Layers => paperLayers(layers(back, [], []), seeded('paper'));

describe('paperLayers', () => {
  test('lays the sky in strips, a paler range behind the hills and a sunburst behind the sun', () => {
    const { back } = staged(outdoors(seeded('day')));
    expect(back.filter((shape) => shape.role === 'sky')).toHaveLength(4);
    const hills = back.filter((shape) => shape.role === 'far');
    expect(hills).toHaveLength(2);
    const sun = back.findIndex((shape) => shape.colour === '#ffd65c');
    expect(back[sun - 1].colour).toBe('#f08a24');
    const ground = back.filter((shape) => shape.role === 'ground');
    expect(ground.filter((shape) => Math.max(...shape.points.map(([, y]) => y)) === 360)).toHaveLength(3);
    expect(ground.length).toBeGreaterThan(3);
  });
  test('cuts clouds for a sky with none, boards for a floor, a wainscot for a wall, and keeps stars and the moon bright', () => {
    const rainy = staged(outdoors(seeded('rain'), { sun: false })).back;
    expect(rainy.filter((shape) => shape.role === 'cloud')).toHaveLength(3);
    const night = staged(outdoors(seeded('night'), { night: true })).back;
    expect(night.filter((shape) => shape.colour === '#fff3b8').length).toBeGreaterThan(5);
    expect(night.some((shape) => shape.colour === '#fff1c4')).toBe(true);
    const indoors = staged(room({ wall: '#f1dcc0' })).back;
    const walls = indoors.filter((shape) => shape.role === 'wall');
    expect(walls.some((shape) => Math.min(...shape.points.map(([, y]) => y)) > 100)).toBe(true);
    expect(indoors.filter((shape) => shape.role === 'floor')).toHaveLength(4);
  });
  test('lets nothing show through: glows, clouds and wallpaper become sheets of their own colour', () => {
    for (const scene of [outdoors(seeded('day')), [...room({ stripes: '#4a5888' }), ...lamp(100, 300, true)]]) {
      const { back } = staged(scene);
      expect(back.filter((shape) => shape.opacity !== undefined)).toEqual([]);
    }
  });
  test('leaves a window indoors plain glass, with no scrap of cloud stuck on it', () => {
    const indoors = staged([...room({ wall: '#f1dcc0' }), ...pane(seeded('w'), 300, 40, 120, 100, false)]).back;
    expect(indoors.filter((shape) => shape.role === 'cloud')).toEqual([]);
  });
  test('is the same every time', () => {
    expect(staged(outdoors(seeded('day')))).toEqual(staged(outdoors(seeded('day'))));
  });
});
