// Trees stand clear of hands and heads. After the lens has moved the setting, a tree whose trunk a hand
// overlaps, or whose crown's rim a hand sits on, reads as grabbed ("Grandpa gripping the trunk"); a head
// on a crown's rim or over a trunk reads as the tree growing out of it ("a tree ball grows out of the
// child's head"). So the tree steps out toward the nearer edge of the picture until none touches it. A
// hand or a head well inside a crown is plainly in front of the tree and leaves it where it is.
import { isTrunk } from './props/garden.ts';
import { type Shape, WIDTH } from './shapes.ts';

const STEP = 8;
const FURTHEST = 160;

const box = (shape: Shape) => {
  const xs = shape.points.map(([x]) => x);
  const ys = shape.points.map(([, y]) => y);
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
};

/** Whether a hand or a head lies on the trunk, or on the rim of the crown (a round shape of half its width across). */
export function touchesTree(trunk: Shape, crown: Shape, part: Shape): boolean {
  const [t, c, h] = [box(trunk), box(crown), box(part)];
  const onTrunk = h.right > t.left - 2 && h.left < t.right + 2 && h.bottom > t.top && h.top < t.bottom;
  const r = (c.right - c.left) / 2;
  const away = Math.hypot((h.left + h.right) / 2 - (c.left + c.right) / 2, (h.top + h.bottom) / 2 - (c.top + c.bottom) / 2);
  return onTrunk || Math.abs(away - r) < r * 0.25;
}

const shifted = (shape: Shape, dx: number): Shape => ({ ...shape, points: shape.points.map(([x, y]) => [x + dx, y]) });

/** The setting with every tree moved clear of the hands and heads (`people`: their hand and skull shapes). */
export function clearOfPeople(back: Shape[], people: Shape[]): Shape[] {
  const result = [...back];
  for (let index = 0; index + 1 < result.length; index += 1) {
    if (!isTrunk(result[index])) continue;
    const [trunk, crown] = [result[index], result[index + 1]];
    const { left, right } = box(trunk);
    const outward = (left + right) / 2 < WIDTH / 2 ? -1 : 1;
    let dx = 0;
    while (dx < FURTHEST && people.some((part) => touchesTree(shifted(trunk, outward * dx), shifted(crown, outward * dx), part)))
      dx += STEP;
    if (dx > 0) [result[index], result[index + 1]] = [shifted(trunk, outward * dx), shifted(crown, outward * dx)];
  }
  return result;
}
