import { expect, test } from 'vitest';
import { ellipse, rect, type Shape } from '../shapes.ts';
import { headsOverSleeves } from './heads-over-sleeves.ts';

const body = { ...rect(90, 100, 40, 80, '#336699'), who: 'grandparent-1' as const };
const head = { ...ellipse(110, 85, 20, 20, '#c68642'), who: 'grandparent-1' as const, part: 'head' as const };
const eye = { ...ellipse(116, 82, 2, 2, '#222222'), who: 'grandparent-1' as const, part: 'head' as const };
const sleeve = { ...rect(112, 96, 50, 12, '#336699'), who: 'grandparent-1' as const, nearArm: true };
const hand = { ...ellipse(166, 102, 6, 6, '#c68642'), who: 'grandparent-1' as const, part: 'hand' as const, nearArm: true };
const bowl: Shape = { ...rect(150, 104, 40, 20, '#4fa3d9'), held: 'bowl' };

test('a head laid before its own near sleeve goes back over it, under the hand', () => {
  const { front } = headsOverSleeves({ back: [], middle: [body, head, eye], front: [bowl, sleeve, hand] });
  expect(front).toEqual([bowl, sleeve, head, eye, hand]);
});

test('a head stays under what covers it: a hat drawn between stays on top', () => {
  const hat: Shape = rect(88, 60, 44, 22, '#c0392b');
  const { front } = headsOverSleeves({ back: [], middle: [], front: [body, head, eye, hat, sleeve, hand] });
  expect(front).toEqual([body, head, eye, hat, sleeve, hand]);
});

test('a sleeve that does not reach the head leaves it where it is', () => {
  const far = { ...sleeve, points: sleeve.points.map(([x, y]): [number, number] => [x + 60, y + 60]) };
  const { front } = headsOverSleeves({ back: [], middle: [], front: [body, head, eye, bowl, far, hand] });
  expect(front).toEqual([body, head, eye, bowl, far, hand]);
});
