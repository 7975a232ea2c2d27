// The photo album as a child tells it: the two of them on the sofa, showing us the album.
import { apartFrom } from '../../../colour.ts';
import { frame, sofa } from '../../../props/home.ts';
import { album } from '../../../props/things.ts';
import { room, window } from '../../../settings.ts';
import { ellipse, heldAs, layers } from '../../../shapes.ts';
import { APART } from '../../holding.ts';
import type { Staging } from '../../scene.ts';
import { elder, kid } from '../../scene.ts';

/**
 * Old photo albums: Grandma and the grandchild side by side on the sofa, facing us, holding the big album
 * up open between them to show us a photo of Grandma long ago. Carried on her arm at the photo wall, a baby
 * was "a legless floating head" and her arm "passed through" it (review 91).
 */
export const showingUsTheAlbum: Staging = (cast, random) => {
  const floor = 318;
  // Low between them, within a short crayon arm's reach of each: held up high it "floated with no hands on it" (review 92).
  const open = { x: 224, y: 226, width: 92 };
  const grandma = elder(
    cast,
    0,
    { x: 164, y: floor, facing: 1, stance: 'sit', seat: 62, front: [open.x - open.width / 2 + 4, open.y + 14], back: 'lap' },
    'laugh',
  );
  const child = kid(
    cast,
    { x: 284, y: floor, facing: -1, stance: 'sit', seat: 62, front: [open.x + open.width / 2 - 4, open.y + 14], back: 'lap' },
    'laugh',
  );
  const { top, bottom } = cast.elders[0].clothes;
  const cover = apartFrom(['#27b0c9', '#35b04a', '#ff9a1f'], [top, bottom, cast.child.clothes.top], APART);
  return layers(
    [
      ...room({ wall: '#ffe9b0', floor: '#d9a066', floorY: 250 }),
      ...window(random, 50, 40, 80, 80, false),
      ...frame(370, 50, 60, 50, '#ff7eb0'),
    ],
    [...sofa(130, floor, 230, cover)],
    [
      ...grandma.shapes,
      ...child.shapes,
      ...heldAs('album', album(open.x, open.y, open.width)),
      // A face in each photo, as a child puts one in every picture.
      ...[-1, 1].map((side) => ellipse(open.x + side * open.width * 0.25, open.y + open.width * 0.16, 5, 5, '#d9a066', { detail: true })),
    ],
  );
};
