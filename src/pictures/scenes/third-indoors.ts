// A third way to stage a moment indoors, for the paper cutter and the cartoonist (`Artist.staging`).
import { frame, lamp, rug } from '../props/home.ts';
import { album } from '../props/things.ts';
import { room } from '../settings.ts';
import { heldAs, layers } from '../shapes.ts';
import { elder, kid, type Staging } from './scene.ts';

/** Down on the rug by the bookcase, both sitting on the floor with the album open between them, each with a hand on a page. */
export const albumOnTheRug: Staging = (cast, random) => {
  const floor = 318;
  const page: [number, number] = [240, 296];
  const grandma = elder(
    cast,
    0,
    { x: 168, y: floor, facing: 1, stance: 'sit', seat: 10, front: [page[0] - 18, page[1] + 8], back: 'hip', lean: 0.3 },
    'smile',
  );
  const child = kid(
    cast,
    { x: 318, y: floor, facing: -1, stance: 'sit', seat: 8, front: [page[0] + 20, page[1] + 6], back: 'hip', lean: 0.3 },
    'open',
  );
  return layers(
    [
      ...room({ wall: '#e9d8b8', floor: '#8a6a4a', floorY: 240, stripes: '#f2e4c8' }),
      ...frame(330, 50, 70, 50, '#cfe3c4'),
      ...frame(300, 120, 40, 52, '#f2d5a0'),
      ...frame(90, 60, 60, 46, '#c9dcef'),
      ...lamp(60, 318, true),
    ],
    [...rug(240, 326, 340, '#c0392b')],
    [
      ...grandma.shapes.slice(0, -2),
      ...child.shapes.slice(0, -2),
      ...heldAs('album', album(page[0], page[1], 76)),
      ...grandma.shapes.slice(-2),
      ...child.shapes.slice(-2),
    ],
  );
};
