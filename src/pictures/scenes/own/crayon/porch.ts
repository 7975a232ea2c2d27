// The porch at sunset as a child tells it: the two of them big on the step, the sun going down beside them.
import { cat } from '../../../props/things.ts';
import { sunset } from '../../../settings.ts';
import { layers, rect } from '../../../shapes.ts';
import { armRound } from '../../holding.ts';
import type { Staging } from '../../scene.ts';
import { elder, kid } from '../../scene.ts';

/**
 * Porch sunset: Grandma and the grandchild side by side on the porch step, drawn big, her arm round its
 * shoulders, the round sun going down over the cat. A step below her, in front of her, the
 * two were "a scribbled muddle" (review 108).
 */
export const sideBySideOnTheStep: Staging = (cast, random) => {
  const step = 318;
  const big = 1.2;
  const seat = { y: step, stance: 'sit', seat: 40, scale: big } as const;
  // A baby sits on the boards beside her, its legs out: held up at her shoulder its hair scribbled over her face.
  const baby = cast.age === 'baby';
  const child = baby
    ? kid(cast, { x: 296, y: step - 40, facing: -1, stance: 'sit', seat: 0, scale: big, front: 'up', back: 'hip' }, 'laugh')
    : kid(cast, { ...seat, x: 304, facing: -1, front: 'lap', back: 'lap' }, 'laugh');
  // Her arm round its back, the hand showing at its far side at the waist: on the far shoulder, under the child's
  // big head, the hand sat at its chin and the arm read as "a long tube reaching the child's face" (review 115).
  const far = child.joints.shoulders.reduce((a, b) => (b[0] > a[0] ? b : a));
  const waist = (far[1] + child.joints.hip[1]) / 2;
  const grandma = elder(cast, 0, { ...seat, x: 202, facing: 1, front: [far[0] + 6, waist], back: 'lap', lean: 0.15 }, 'smile');
  return layers(
    [...sunset(random, { bands: [60, 60], sun: [424, 84, 36], horizon: 200 })],
    [
      // The step they sit on, a box with its top and its front, standing on the boards: as bands the width of the
      // picture, wall, boards and step read as more stripes of the sunset and the two "sit on nothing" (an audit of
      // the baby family's pictures after review 128). A stone step, grey: in the sunset's browns it sank into the
      // bands behind it, "a bench you can't read" (review 133); grey, the crayon left white paper round them and "the
      // figures melt into a white bench" (review 148): a step painted blue.
      rect(0, step + 4, 480, 40, '#8a4a1a'),
      rect(120, step - 40, 270, 12, '#4fa3d9'),
      rect(120, step - 28, 270, 32, '#1f6fe0'),
    ],
    // The cat on the step's end: past it, it sat in the air (review 148).
    [...armRound(grandma, child), ...cat(364, step - 36, '#2b2b2b')],
  );
};
