// Dress-up as a child tells it: the show, with its curtains, and the star of it in the middle.
import { boa, handbag, wornHat } from '../../../props/dressing-up.ts';
import { GROUND, star } from '../../../settings.ts';
import { ellipse, heldAs, layers, polygon, rect } from '../../../shapes.ts';
import { clapping, handOf, kid, type Staging } from '../../scene.ts';

/**
 * Dress-up: the show the story gives a ticket to. Between red stage curtains the grandchild stands in the
 * middle in the big flowered hat and the boa, the handbag on its arm, and Grandma in the top hat claps; a baby
 * sits up on a big cushion. Sat on the rug by the wardrobe, a crayon baby's big hat and head over a short body
 * read as "a head on two dots", and the black-scribbled wardrobe filled the picture.
 */
export const theStarOfTheShow: Staging = (cast) => {
  const baby = cast.age === 'baby';
  // A baby sits up on a big cushion in the middle of the stage: in her arms at her hip it "floated without legs,
  // and it isn't clear who is holding her" (review 117).
  const cushion = baby ? 16 : 0;
  const child = kid(cast, { x: 210, y: GROUND - cushion, facing: 1, front: baby ? 'wave' : 'hip', back: 'up' }, 'laugh');
  const grandma = clapping(cast, 0, { x: 316, y: GROUND, facing: -1 }, 'laugh');
  const curtain = (side: -1 | 1) => {
    const edge = side < 0 ? 0 : 480;
    return polygon(
      [
        [edge, 0],
        [edge - side * 84, 0],
        [edge - side * 50, 120],
        [edge - side * 30, 330],
        [edge, 330],
      ],
      '#e8262b',
    );
  };
  return layers(
    [
      rect(0, 0, 480, 250, '#27b0c9', { role: 'wall' }),
      rect(0, 250, 480, 110, '#d9a066', { role: 'floor' }),
      ...[90, 150, 330, 390].map((x, index) => star(x, 40 + (index % 2) * 30, 8)),
    ],
    [ellipse(230, GROUND + 4, 120, 16, '#ffd21f'), curtain(-1), curtain(1), rect(0, 0, 480, 22, '#e8262b')],
    [
      ...grandma.shapes,
      // A flat purple cushion and no boa for a baby: a red one as high as its short body, under the boa, made it
      // "a head sitting on a big striped bag" (an audit of the baby family's pictures after review 128).
      ...(baby ? [ellipse(210, GROUND - 4, 44, 10, '#8359a3')] : []),
      ...child.shapes,
      ...(baby ? [] : boa(child.joints.neck, child.joints.hip)),
      // A baby's smaller and up on the crown: down to its brow, the scribbled brim covered its face (review 139).
      ...wornHat(
        [child.joints.head[0], child.joints.head[1] - child.joints.headRadius * (baby ? 0.6 : 0)],
        child.joints.headRadius * (baby ? 0.8 : 1.1),
        'flower',
        '#ff7eb0',
      ),
      // A purple top hat set up on the crown: black, with its brim down on the brow, it met her scribbled glasses and
      // her face read as "hidden under a black scribbled mask" (review 122).
      ...wornHat(
        [grandma.joints.head[0], grandma.joints.head[1] - grandma.joints.headRadius * 0.3],
        grandma.joints.headRadius,
        'top',
        '#8359a3',
      ),
      ...(baby ? [] : heldAs('handbag', handbag(handOf(child, 1, 'front')))),
    ],
  );
};
