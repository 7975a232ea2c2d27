// Dress-up as a child tells it: the show, with its curtains, and the star of it in the middle.
import { boa, handbag, wornHat } from '../../../props/dressing-up.ts';
import { GROUND, star } from '../../../settings.ts';
import { ellipse, heldAs, layers, polygon, rect } from '../../../shapes.ts';
import { inArms } from '../../holding.ts';
import { clapping, handOf, kid, type Staging } from '../../scene.ts';

/**
 * Dress-up: the show the story gives a ticket to. Between red stage curtains the grandchild stands in the
 * middle in the big flowered hat and the boa, the handbag on its arm, and Grandma in the top hat claps; a baby
 * is the star in her arms. Sat on the rug by the wardrobe, a crayon baby's big hat and head over a short body
 * read as "a head on two dots", and the black-scribbled wardrobe filled the picture.
 */
export const theStarOfTheShow: Staging = (cast) => {
  const baby = cast.age === 'baby';
  const held = baby ? inArms(cast, 0, { x: 230, y: GROUND, facing: 1 }, { front: 'up', back: 'hip' }, ['laugh', 'laugh']) : undefined;
  const child = held?.child ?? kid(cast, { x: 210, y: GROUND, facing: 1, front: 'hip', back: 'up' }, 'laugh');
  const grandma = held?.holder ?? clapping(cast, 0, { x: 316, y: GROUND, facing: -1 }, 'laugh');
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
      ...(held?.shapes ?? [...grandma.shapes, ...child.shapes]),
      ...boa(child.joints.neck, child.joints.hip),
      // A baby in her arms wears the boa and Grandma the big flower hat: on the baby, its brim crossed both their
      // faces and "hovered" (review 114); with a grandchild beside her she wears the top hat.
      ...(baby
        ? wornHat(grandma.joints.head, grandma.joints.headRadius * 1.1, 'flower', '#ff7eb0')
        : [
            ...wornHat(child.joints.head, child.joints.headRadius * 1.1, 'flower', '#ff7eb0'),
            ...wornHat(grandma.joints.head, grandma.joints.headRadius, 'top', '#2b2b2b'),
          ]),
      ...(baby ? [] : heldAs('handbag', handbag(handOf(child, 1, 'front')))),
    ],
  );
};
