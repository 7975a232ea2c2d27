// Hands hold what the story says they hold: in every scene, style and sample family, each thing marked
// as held (the saddle, the book, the pan) is touched by somebody's hand, measured on the shapes as the
// artist frames them. A hand left hanging in the air beside a saddle fails here.
import { describe, expect, test } from 'vitest';
import { pictureShapes, SCENE_IDS, STYLE_IDS } from './index.ts';
import { SAMPLE_FAMILIES } from './samples.ts';
import type { Point, Shape } from './shapes.ts';

/** How far apart two shapes' outlines are (0 when one reaches inside the other), from their points and edges. */
function gap(a: Shape, b: Shape): number {
  const edges = (shape: Shape): [Point, Point][] =>
    shape.points
      .map((point, index) => [point, shape.points[(index + 1) % shape.points.length]] as [Point, Point])
      .slice(0, shape.closed ? undefined : -1);
  const toSegment = ([x, y]: Point, [[ax, ay], [bx, by]]: [Point, Point]) => {
    const [dx, dy] = [bx - ax, by - ay];
    const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy || 1)));
    return Math.hypot(x - ax - t * dx, y - ay - t * dy);
  };
  const inside = ([x, y]: Point, shape: Shape) => {
    if (!shape.closed) return false;
    let within = false;
    for (const [[xi, yi], [xj, yj]] of edges(shape)) if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) within = !within;
    return within;
  };
  if (a.points.some((point) => inside(point, b)) || b.points.some((point) => inside(point, a))) return 0;
  return Math.min(
    ...a.points.flatMap((point) => edges(b).map((edge) => toSegment(point, edge))),
    ...b.points.flatMap((point) => edges(a).map((edge) => toSegment(point, edge))),
  );
}

/** Things held in a picture that no hand touches (within `reach` pixels). */
function untouched(layers: ReturnType<typeof pictureShapes>, reach = 3): string[] {
  const shapes = [...layers.back, ...layers.middle, ...layers.front];
  // A hand seen on a screen or through a window (clipped to it) holds nothing in the room.
  const hands = shapes.filter((shape) => shape.part === 'hand' && !shape.clip);
  const held = new Map<string, Shape[]>();
  for (const shape of shapes) if (shape.held) held.set(shape.held, [...(held.get(shape.held) ?? []), shape]);
  // Somebody else's hand: a hand that holds a hand is not its own.
  const touches = (hand: Shape, part: Shape) => hand.who !== part.who && gap(hand, part) <= reach;
  return [...held].filter(([, parts]) => !parts.some((part) => hands.some((hand) => touches(hand, part)))).map(([name]) => name);
}

describe('hands hold what they hold', () => {
  test.each(STYLE_IDS)('%s: every held thing in every scene and sample family is touched by a hand', (styleId) => {
    const loose: string[] = [];
    for (const [name, family] of Object.entries(SAMPLE_FAMILIES)) {
      for (const sceneId of SCENE_IDS) {
        for (const thing of untouched(pictureShapes({ family, sceneId, styleId }))) loose.push(`${sceneId} (${name}): ${thing}`);
      }
    }
    expect(loose).toEqual([]);
  });
  test('the scenes mark what the story has them hold', () => {
    const marked = new Set(
      SCENE_IDS.flatMap((sceneId) => {
        const layers = pictureShapes({ family: SAMPLE_FAMILIES.default, sceneId, styleId: STYLE_IDS[0] });
        return [...layers.back, ...layers.middle, ...layers.front].flatMap((shape) => (shape.held ? [`${sceneId}: ${shape.held}`] : []));
      }),
    );
    expect([...marked]).toEqual(
      expect.arrayContaining(['learning-to-ride-a-bike: saddle', 'bedtime-story: book', 'flipping-pancakes: pan']),
    );
  });
  test('a hand beside a thing but not on it is caught', () => {
    const square = (x: number): Shape => ({
      points: [
        [x, 0],
        [x + 10, 0],
        [x + 10, 10],
        [x, 10],
      ],
      closed: true,
      smooth: false,
      colour: '#000000',
    });
    expect(gap(square(0), square(5))).toBe(0);
    expect(gap(square(0), square(30))).toBe(20);
  });
  test.each(STYLE_IDS)('%s: a held umbrella opens above the hand on its shaft, in every scene and sample family', (styleId) => {
    const upsideDown: string[] = [];
    for (const [name, family] of Object.entries(SAMPLE_FAMILIES)) {
      for (const sceneId of SCENE_IDS) {
        const { back, middle, front } = pictureShapes({ family, sceneId, styleId });
        const umbrella = [...back, ...middle, ...front].filter((shape) => shape.held === 'umbrella');
        const canopy = umbrella.find((shape) => shape.closed);
        const shaft = umbrella.find((shape) => !shape.closed);
        if (!canopy || !shaft) continue;
        const hand = shaft.points[shaft.points.length - 1];
        if (Math.max(...canopy.points.map(([, y]) => y)) >= hand[1]) upsideDown.push(`${sceneId} (${name})`);
      }
    }
    expect(upsideDown).toEqual([]);
  });
});
