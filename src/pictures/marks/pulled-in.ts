// The paper a child's colouring covers lies a little inside the line: colour laid on what stands behind
// runs over the edge of what is drawn in front, as a child colours past the line. Paper to the line kept
// every scribble "perfectly inside each outline" (review 121).
import type { Point } from '../shapes.ts';

/** The outline drawn in toward its middle by `by` (a point nearer the middle than twice that moves half way). */
export function pulledIn(points: readonly Point[], by: number): Point[] {
  const [cx, cy] = points.reduce<Point>((sum, [x, y]) => [sum[0] + x / points.length, sum[1] + y / points.length], [0, 0]);
  return points.map(([x, y]): Point => {
    const distance = Math.hypot(cx - x, cy - y);
    const share = distance > by * 2 ? by / distance : 0.5;
    return [x + (cx - x) * share, y + (cy - y) * share];
  });
}
