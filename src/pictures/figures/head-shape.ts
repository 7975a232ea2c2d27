// The head's outline: round, or as an artist shapes it (a long face narrowing to the chin).
import { blob, type Point, type Shape } from '../shapes.ts';
import type { Head } from './hair.ts';
import type { FaceManner } from './manner.ts';

/** The head's outline in the artist's shape (FaceManner.skull): round, or longer to a narrower chin, or broad. */
export function skullShape(head: Head, face: FaceManner, skin: string): Shape {
  const { width, jaw } = face.skull ?? { width: 1, jaw: 1.02 };
  const taper = (jaw - 1) * 1.6;
  const points = Array.from({ length: 16 }, (_, index): Point => {
    const angle = (index / 16) * Math.PI * 2;
    const below = Math.max(0, Math.sin(angle));
    return [head.x + Math.cos(angle) * head.r * width * (1 - taper * below), head.y + Math.sin(angle) * head.r * (below > 0 ? jaw : 1)];
  });
  return blob(points, skin);
}
