import { describe, expect, test } from 'vitest';
import { lamp } from '../props/home.ts';
import { seeded } from '../random.ts';
import { outdoors, room, shadow } from '../settings.ts';
import { type Layers, layers, type Shape } from '../shapes.ts';
import { childSky } from './child-sky.ts';

const staged = (back: Shape[], middle: Shape[] = []): Layers => childSky(layers(back, middle, []), seeded('crayon'));
const all = ({ back, middle, front }: Layers) => [...back, ...middle, ...front];
const lowest = (shape: Shape) => Math.max(...shape.points.map(([, y]) => y));

describe('childSky', () => {
  test('scribbles a day sky as a band along the top, clouds in it and the sun with its rays in the corner', () => {
    const result = staged(outdoors(seeded('day')));
    const skies = result.back.filter((shape) => shape.role === 'sky');
    expect(skies).toHaveLength(1);
    expect(lowest(skies[0])).toBeLessThan(70);
    for (const cloud of result.back.filter((shape) => shape.role === 'cloud')) {
      expect(lowest(cloud)).toBeLessThan(70);
      expect(cloud.opacity).toBeUndefined();
    }
    const sun = result.back.find((shape) => shape.colour === '#ffd21f');
    expect(sun).toBeDefined();
    expect(Math.max(...(sun as Shape).points.map(([x]) => x))).toBeLessThan(80);
    expect(result.back.filter((shape) => shape.colour === '#ff9a1f')).toHaveLength(9);
    expect(result.back.some((shape) => shape.colour === '#ffd65c')).toBe(false);
  });
  test('draws no sun the scene did not have, and leaves a night sky whole', () => {
    expect(all(staged(outdoors(seeded('rain'), { sun: false }))).some((shape) => shape.colour === '#ffd21f')).toBe(false);
    const night = staged(outdoors(seeded('night'), { night: true }));
    expect(lowest(night.back.find((shape) => shape.role === 'sky') as Shape)).toBe(360);
    expect(night.back.filter((shape) => shape.colour === '#fff3b8').length).toBeGreaterThan(5);
    expect(night.back.some((shape) => shape.colour === '#fff1c4')).toBe(true);
  });
  test('gives a lamp rays instead of a glow, and nobody a shadow', () => {
    const result = staged([...room(), ...lamp(100, 300, true)], [shadow(200, 300, 80)]);
    expect(all(result).some((shape) => shape.role === 'glow' || shape.opacity !== undefined)).toBe(false);
    expect(all(result).filter((shape) => !shape.closed && shape.colour === '#ffd21f')).toHaveLength(8);
  });
  test('is the same every time', () => {
    expect(staged(outdoors(seeded('day')))).toEqual(staged(outdoors(seeded('day'))));
  });
});
