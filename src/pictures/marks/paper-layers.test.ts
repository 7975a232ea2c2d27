import { describe, expect, test } from 'vitest';
import { lamp } from '../props/home.ts';
import { seeded } from '../random.ts';
import { outdoors, room } from '../settings.ts';
import { type Layers, layers, type Shape } from '../shapes.ts';
import { paperLayers } from './paper-layers.ts';

const staged = (back: Shape[]): Layers => paperLayers(layers(back, [], []), seeded('paper'));

describe('paperLayers', () => {
  test('lays the sky in strips, a paler range behind the hills and a sunburst behind the sun', () => {
    const { back } = staged(outdoors(seeded('day')));
    expect(back.filter((shape) => shape.role === 'sky')).toHaveLength(3);
    const hills = back.filter((shape) => shape.role === 'far');
    expect(hills).toHaveLength(2);
    const sun = back.findIndex((shape) => shape.colour === '#ffd65c');
    expect(back[sun - 1].colour).toBe('#f08a24');
    expect(back.filter((shape) => shape.role === 'ground')).toHaveLength(2);
  });
  test('lets nothing show through: glows, clouds and wallpaper become sheets of their own colour', () => {
    for (const scene of [outdoors(seeded('day')), [...room({ stripes: '#4a5888' }), ...lamp(100, 300, true)]]) {
      const { back } = staged(scene);
      expect(back.filter((shape) => shape.opacity !== undefined)).toEqual([]);
    }
  });
  test('is the same every time', () => {
    expect(staged(outdoors(seeded('day')))).toEqual(staged(outdoors(seeded('day'))));
  });
});
