// The cover: the whole family in one warm hug under a big sun, with calm sky at the top where the
// book sets the title: the family stands a little back, and every camera keeps the faces below it.
import { tree } from './props/garden.ts';
import { heart } from './props/things.ts';
import { armRound, onLap } from './scenes/holding.ts';
import { COVER_MOMENT } from './scenes/moments.ts';
import { elder, kid, type SceneDefinition, type Staging } from './scenes/scene.ts';
import { GROUND, outdoors, shadow } from './settings.ts';
import { ellipse, type Layers, layers, type Point, type Shape, scaledAbout } from './shapes.ts';

/** The top of the picture the title takes (its longest names and company), with room for hair over a head. */
const TITLE_BAND = 0.36;
/** The family's size on the cover: small enough that even an artist who draws tall grandparents keeps their faces under the title. */
const FAMILY_SCALE = 0.85;

/** A cover's layers: the family and what stands with it scaled about its feet, the title's band kept clear of faces. */
export const coverLayers = (back: Shape[], middle: Shape[], front: Shape[], feet: Point): Layers => ({
  ...layers(back, scaledAbout(middle, feet, FAMILY_SCALE), scaledAbout(front, feet, FAMILY_SCALE)),
  clearTop: TITLE_BAND,
});

/** The family sat down together on a blanket: the grandchild on one grandparent's lap, the other leaning in beside them. */
const sittingTogether: Staging = (cast, random) => {
  const lap = onLap(
    cast,
    0,
    { x: 206, y: GROUND, facing: 1, stance: 'sit', seat: 12, lean: 0.2 },
    { facing: 1, front: 'wave', back: 'hip' },
    ['smile', 'open'],
  );
  // Far enough along that the grandchild's head (a big head of curls, in some hands) stays clear of this face.
  const seated = { x: 330, y: GROUND, facing: -1, stance: 'sit', seat: 12, back: 'hip', lean: 0.35 } as const;
  const { head, headRadius } = elder(cast, 1, seated).joints;
  const clear = lap.child.joints.head[0] + lap.child.joints.headRadius * 1.35 + headRadius * 0.9;
  const beside = elder(cast, 1, { ...seated, x: seated.x + Math.max(0, clear - head[0]), front: lap.child.joints.knees[1] }, 'smile');
  const feet: Point = [260, GROUND];
  return coverLayers(
    [...outdoors(random, { sun: [80, 64], horizon: 236 }), ...tree(420, 256, 90)],
    [ellipse(262, GROUND - 4, 150, 22, '#e0a95a'), heart(262, 170, 14, '#e0457b')],
    [...beside.shapes, ...lap.shapes],
    feet,
  );
};

/** Cheek to cheek: one grandparent kneels to hug the grandchild (a baby sits on the raised knee), the other stands behind, a hand on it. */
const kneelingHug: Staging = (cast, random) => {
  const childX = 250;
  // A child, taller, stands a little further off, its head beside hers: nearer in, its hair covered her
  // mouth. A smaller one stays near enough for her arm to reach round its waist.
  const kneel = { x: childX - (cast.age === 'child' ? 88 : 80), y: GROUND, facing: 1, stance: 'kneel', lean: 0.4 } as const;
  const hugged = () => {
    // Its near hand reaching for her: waved up, the hand was at her chin.
    const child = kid(cast, { x: childX, y: GROUND, facing: -1, front: 'forward', back: 'hip', lean: 0.3 }, 'open');
    const [near, far] = child.joints.shoulders;
    // Round the waist: an arm round the shoulders crossed a small child's face.
    const waist: Point = [far[0] + 4, (far[1] + child.joints.hip[1]) / 2];
    const kneeling = elder(cast, 0, { ...kneel, front: waist, back: [near[0] - 6, GROUND - 50] }, 'smile');
    // The arm goes round behind the grandchild and only the hand shows at its far side: drawn over it, the arm
    // from a kneeling grown-up's shoulder crossed a toddler's mouth.
    return { child, shapes: armRound(kneeling, child) };
  };
  const { child, shapes } =
    // Sitting up straight behind a baby on her knee: leaning in, her chin met its puffs of hair.
    cast.age === 'baby' ? onLap(cast, 0, { ...kneel, lean: -0.1 }, { facing: 1, front: 'wave', back: 'hip' }, ['smile', 'open']) : hugged();
  const shoulder = child.joints.shoulders[1];
  const standing = elder(
    cast,
    1,
    { x: childX + 60, y: GROUND - 6, facing: -1, scale: 0.96, front: [shoulder[0] + 6, shoulder[1] - 2], back: 'hip', lean: 0.3 },
    'smile',
  );
  const feet: Point = [childX, GROUND];
  return coverLayers(
    [...outdoors(random, { sun: [400, 70], horizon: 240 }), ...tree(70, 262, 80)],
    [shadow(childX, GROUND + 2, 190), heart(childX - 14, 132, 14, '#e0457b')],
    [...standing.shapes, ...shapes],
    feet,
  );
};

export const COVER: SceneDefinition = {
  ...COVER_MOMENT,
  draw(cast, random) {
    const two = cast.elders.length > 1;
    const childX = two ? 240 : 270;
    const hand = cast.age === 'baby' ? 20 : cast.age === 'toddler' ? 44 : 64;
    const left = elder(cast, 0, { x: childX - 62, y: GROUND, facing: 1, front: [childX - 12, GROUND - hand - 30], back: 'hip', lean: 0.3 });
    const right = elder(cast, 1, {
      x: childX + 62,
      y: GROUND,
      facing: -1,
      front: [childX + 12, GROUND - hand - 26],
      back: 'wave',
      lean: 0.3,
    });
    const child = kid(
      cast,
      { x: childX, y: GROUND, facing: 1, front: two ? [childX + 30, GROUND - hand - 26] : 'wave', back: [childX - 30, GROUND - hand - 30] },
      'open',
    );
    const feet: Point = [childX, GROUND];
    return coverLayers(
      [...outdoors(random, { sun: [330, 62], horizon: 230 }), ...tree(60, 250, 70), ...tree(430, 246, 60)],
      [shadow(childX, GROUND + 2, 200), heart(childX, 150, 14, '#e0457b')],
      [...left.shapes, ...right.shapes, ...child.shapes],
      feet,
    );
  },
  restaged: [sittingTogether, kneelingHug],
};
