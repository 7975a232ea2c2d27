// Sweet and tender scenes: a bedtime story, a goodbye hug, old photo albums, a walk hand in hand,
// a first hello, a sunset from the porch.
import { darker } from '../colour.ts';
import { bed, book, frame, lamp, rockingChair } from '../props/home.ts';
import { fence, flower, porch, tree } from '../props/outdoors.ts';
import { album, cat, heart } from '../props/things.ts';
import { curtains, GROUND, outdoors, room, shadow, window } from '../settings.ts';
import { layers } from '../shapes.ts';
import { elder, kid, type SceneDefinition } from './scene.ts';

export const SWEET_SCENES: SceneDefinition[] = [
  {
    id: 'bedtime-story',
    about: ['grandma'],
    action: 'share a bedtime story, tucked up in bed by lamplight under a night window',
    draw(cast, random) {
      const floor = 300;
      const child = kid(cast, { x: 250, y: floor - 30, facing: -1, stance: 'held', seat: 62, front: [212, 206], back: [236, 214] }, 'open');
      const grandma = elder(cast, 0, { x: 150, y: floor, facing: 1, stance: 'sit', seat: 62, front: [206, 204], back: [190, 214], lean: 0.2 }, 'smile');
      return layers(
        [...room({ wall: '#3d4a78', floor: '#6a4a3a', floorY: 240, stripes: '#4a5888' }), ...window(random, 280, 40, 120, 100, true), ...curtains(280, 40, 120, 100, '#8a4a6a'), ...lamp(60, 300, true)],
        [...bed(220, floor, 230, '#c9556a'), ...rockingChair(160, floor, '#8a5a3a'), shadow(150, floor, 90)],
        [...grandma.shapes, ...child.shapes, ...book(206, 196, 42, '#3f6fb5', 3), ...cat(400, 338, '#e0a15a')],
      );
    },
  },
];
