import { describe, expect, test } from 'vitest';
import { type FigureId, type Layers, rect, type Shape } from '../shapes.ts';
import { contactShadows } from './contact-shadows.ts';

const floor = rect(0, 300, 480, 60, '#8a6a4a', { role: 'floor' });
/** A person as one box from its head down to where it touches down. */
const person = (who: FigureId, x: number, top: number, bottom: number): Shape => rect(x - 15, top, 30, bottom - top, '#3f5f9a', { who });
const shadowsIn = (layers: Layers) => [...layers.back, ...layers.middle, ...layers.front].filter((shape) => shape.detail && shape.opacity);

describe('contactShadows', () => {
  test('lays a shadow under someone standing on the floor, just before their shapes', () => {
    const grandma = person('grandparent-1', 200, 150, 320);
    const { front } = contactShadows({ back: [floor], middle: [], front: [grandma] });
    expect(front).toHaveLength(2);
    const [shadow] = front;
    expect(shadow.detail).toBe(true);
    const ys = shadow.points.map(([, y]) => y);
    expect(Math.min(...ys)).toBeLessThan(321);
    expect(Math.max(...ys)).toBeGreaterThan(321);
    const xs = shadow.points.map(([x]) => x);
    expect((Math.min(...xs) + Math.max(...xs)) / 2).toBeCloseTo(200, 0);
    expect(front[1]).toBe(grandma);
  });

  test('lays none under someone resting on a person (a lap, the shoulders)', () => {
    const grandma = person('grandparent-1', 200, 150, 320);
    const onLap = person('child', 205, 180, 250);
    expect(shadowsIn(contactShadows({ back: [floor], middle: [], front: [grandma, onLap] }))).toHaveLength(1);
  });

  test('lays none under someone lifted high beside the one lifting them', () => {
    const grandma = person('grandparent-1', 200, 150, 320);
    const lifted = person('child', 240, 60, 150);
    expect(shadowsIn(contactShadows({ back: [floor], middle: [], front: [grandma, lifted] }))).toHaveLength(1);
  });

  test("lays none where the scene drew someone's shadow already", () => {
    const drawn = rect(150, 318, 100, 6, '#000000', { detail: true, opacity: 0.14 });
    const grandma = person('grandparent-1', 200, 150, 320);
    const layers = contactShadows({ back: [floor], middle: [drawn], front: [grandma] });
    expect(shadowsIn(layers)).toEqual([drawn]);
  });

  test('lays none under someone whose feet the frame cuts off (framed from the waist up)', () => {
    const grandpa = person('grandparent-1', 200, 150, 372);
    expect(shadowsIn(contactShadows({ back: [floor], middle: [], front: [grandpa] }))).toHaveLength(0);
  });
});
