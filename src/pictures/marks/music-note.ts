// A music note as a pen writes one: a filled oval head tilted up to the right, the stem rising from its
// right side and a flag curling down from the stem's top. A scene sets a note down as a small round
// head with a straight stem (its stem on the left once the picture is mirrored); drawn that way in thin
// ink the head hangs under the stem like a light bulb, so it is redrawn in the notation's own shape.
import { line, oval, type Shape, WIDTH } from '../shapes.ts';

/** How far inside the frame a note is kept. */
const INSIDE = 16;

const bounds = (shape: Shape) => {
  const xs = shape.points.map(([x]) => x);
  const ys = shape.points.map(([, y]) => y);
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
};

/** Whether `stem` is a note's stem rising from the small round `head`. */
function isNote(head: Shape, stem: Shape | undefined): stem is Shape {
  if (!head.closed || !head.smooth || head.who !== undefined || head.role !== undefined || stem === undefined || stem.closed) return false;
  const box = bounds(head);
  const [width, height] = [box.right - box.left, box.bottom - box.top];
  if (width > 30 || width < 3 || height > width) return false;
  const [foot, top] = [stem.points[0], stem.points[1]];
  const middle = (box.top + box.bottom) / 2;
  return (
    Math.abs(top[0] - foot[0]) < 0.5 &&
    foot[1] - top[1] > height * 2 &&
    Math.abs(foot[1] - middle) < height &&
    foot[0] >= box.left - 1 &&
    foot[0] <= box.right + 1
  );
}

/** A note redrawn from its head's box and its stem's height, the stem always on the right. */
function note(head: Shape, stem: Shape): Shape[] {
  const box = bounds(head);
  const [rx, ry] = [(box.bottom - box.top) * 0.7, (box.bottom - box.top) * 0.5];
  const rise = stem.points[0][1] - stem.points[1][1];
  // A note the frame cut (its head clipped to a sliver at the edge) comes back whole inside the picture.
  const [cx, cy] = [
    Math.min(WIDTH - INSIDE - rx * 0.85 - rise * 0.26, Math.max(INSIDE + rx, (box.left + box.right) / 2)),
    Math.max(INSIDE + rise, (box.top + box.bottom) / 2),
  ];
  const [x, top] = [cx + rx * 0.85, cy - rise];
  const width = Math.max(1.4, stem.width ?? 1.5);
  return [
    oval(cx, cy, rx, ry, -0.4, head.colour, { smooth: true }),
    line(
      [
        [x, cy - ry * 0.3],
        [x, top],
      ],
      stem.colour,
      width,
      { smooth: false },
    ),
    line(
      [
        [x, top],
        [x + rise * 0.22, top + rise * 0.22],
        [x + rise * 0.26, top + rise * 0.5],
        [x + rise * 0.16, top + rise * 0.66],
      ],
      stem.colour,
      width,
    ),
  ];
}

/** The shapes with every note among them redrawn as notation draws it. */
export function asNotes(shapes: readonly Shape[]): Shape[] {
  const result: Shape[] = [];
  for (let index = 0; index < shapes.length; index++) {
    const [head, stem] = [shapes[index], shapes[index + 1]];
    if (isNote(head, stem)) {
      result.push(...note(head, stem));
      index++;
    } else result.push(head);
  }
  return result;
}
