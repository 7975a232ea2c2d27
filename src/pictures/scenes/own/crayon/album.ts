// The photo album as a child tells it: the two of them on the rug, the album open between them.
import { frame, rug } from '../../../props/home.ts';
import { album } from '../../../props/things.ts';
import { room, window } from '../../../settings.ts';
import { ellipse, heldAs, layers } from '../../../shapes.ts';
import type { Staging } from '../../scene.ts';
import { elder, kid } from '../../scene.ts';

/**
 * Old photo albums: Grandma and the grandchild sit on the rug, facing us, the big album open on the floor
 * between them under their hands, a face in each photo. Carried on her arm at the photo wall, a baby was "a
 * legless floating head" and her arm "passed through" it (review 91); side by side on the sofa with the album
 * across their laps, it was watercolour's drawing (review 109).
 */
export const showingUsTheAlbum: Staging = (cast, random) => {
  const floor = 318;
  const open = { x: 236, y: floor - 30, width: 120 };
  // Drawn big, as a child draws the people in the middle of the page: sat on the floor at their own size they
  // were small under an empty wall.
  const big = 1.35;
  const grandma = elder(
    cast,
    0,
    { x: 146, y: floor, facing: 1, stance: 'sit', seat: 10, scale: big, front: [open.x - open.width / 2 + 6, open.y + 12], back: 'lap' },
    'laugh',
  );
  const child = kid(
    cast,
    { x: 326, y: floor, facing: -1, stance: 'sit', seat: 10, scale: big, front: [open.x + open.width / 2 - 6, open.y + 12], back: 'lap' },
    'laugh',
  );
  return layers(
    [
      ...room({ wall: '#ffe9b0', floor: '#d9a066', floorY: 250 }),
      ...window(random, 50, 40, 80, 80, false),
      ...frame(370, 50, 60, 50, '#ff7eb0'),
    ],
    [...rug(240, floor + 4, 400, '#27b0c9')],
    [
      ...grandma.shapes,
      ...child.shapes,
      ...heldAs('album', album(open.x, open.y, open.width)),
      // A face in each photo, as a child puts one in every picture.
      ...[-1, 1].map((side) => ellipse(open.x + side * open.width * 0.25, open.y + open.width * 0.16, 5, 5, '#d9a066', { detail: true })),
    ],
  );
};
