// Dress-up as the gouache painter stages it: the two film stars down the catwalk.
import { boa, handbag, underBrim, wornHat } from '../../../props/dressing-up.ts';
import { bunting } from '../../../props/places.ts';
import { room } from '../../../settings.ts';
import { heldAs, layers, polygon } from '../../../shapes.ts';
import { handInHand } from '../../hand-in-hand.ts';
import { hugBelowTheHead, inArms } from '../../holding.ts';
import { handOf, type Staging } from '../../scene.ts';

/**
 * Dress-up: the film stars' walk. Grandma in the big flowered hat and the grandchild in the top hat, the boa
 * and the handbag swung up in a star's wave, hand in hand down a red carpet under a string of lights.
 * Kneeling to settle the hat on the grandchild's head, she was watercolour's Grandma kneeling to tie the boa;
 * past the open wardrobe on a round pink rug, the bag held out, it was "almost the same" drawing (review 118).
 */
export const theFilmStarsWalk: Staging = (cast) => {
  const floor = 320;
  // A baby, who cannot walk it, is carried down the catwalk on her arm: kneeling to it, she was watercolour's Grandma again.
  const pair =
    cast.age === 'baby'
      ? inArms(cast, 0, { x: 220, y: floor, facing: 1, stance: 'walk' }, { front: 'wave', back: 'hip' }, ['laugh', 'laugh'])
      : handInHand(
          cast,
          0,
          // Her other hand up in a star's wave: on her hip, behind her, she had "one arm" (review 138).
          [{ x: 180, y: floor, facing: 1, stance: 'walk', back: 'wave' }, 'front'],
          [{ x: 286, y: floor, facing: 1, stance: 'walk', front: 'wave' }, 'back'],
          [234, 252],
          ['laugh', 'laugh'],
        );
  const child = pair.child;
  const baby = cast.age === 'baby';
  const grandma = 'holder' in pair ? pair.holder : pair.elder;
  // Her bun goes under the brim (left on, "a bun above the hat", review 96).
  const hatless = underBrim(grandma.shapes, grandma.joints.head, grandma.joints.headRadius);
  return layers(
    [...room({ wall: '#e8d2e8', floor: '#b0906a', floorY: 244 }), ...bunting(34, ['#f2c94c', '#fff3c4', '#e0a030'])],
    [
      polygon(
        [
          [150, 262],
          [330, 262],
          [480, 340],
          [0, 340],
        ],
        '#b0323a',
      ),
    ],
    [
      // Her arm under a baby's face, its head over it: over the baby, her sleeve ran across its face (review 123).
      ...('holder' in pair ? hugBelowTheHead(pair.holder, pair.child) : pair.shapes).filter(
        (shape) => hatless.includes(shape) || !grandma.shapes.includes(shape),
      ),
      // Up on the crown, clear of the eyes: at the brow, a baby's brim hid its face; a baby's hat smaller and higher
      // still, and no boa across it in Grandma's arms, where brim and boa hid its face between them (review 123).
      ...(baby ? [] : boa(child.joints.neck, child.joints.hip)),
      ...wornHat(
        [child.joints.head[0], child.joints.head[1] - child.joints.headRadius * (baby ? 0.6 : 0.3)],
        child.joints.headRadius * (baby ? 0.7 : 0.9),
        'top',
        '#3a3040',
      ),
      // The flowered brim on Grandma: in the top hat, over short hair, "you can't tell if it's Grandma or Grandpa" (review 138).
      ...wornHat(grandma.joints.head, grandma.joints.headRadius * 1.1, 'flower', '#b0456a'),
      ...(baby ? [] : heldAs('handbag', handbag(handOf(child, 1, 'front')))),
    ],
  );
};
