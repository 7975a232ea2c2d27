// The scenes: the cast placed among props, each with the sentence that describes it (the start of
// every picture's text alternative), set on the stage of stage.ts.
import { grandchild, grandma, grandmaHead, grandpa } from './cast.ts';
import * as props from './props.ts';
import type { Drawing } from './render.ts';
import { place } from './shapes.ts';
import { at, GROUND, H, held, scene, W } from './stage.ts';

export interface Composition {
  shows: string;
  draw: () => Drawing;
}

export const COMPOSITIONS = {
  garden: {
    shows: 'Grandpa waving beside their grandchild and Grandma, who holds an open storybook, in a sunny garden',
    draw: () =>
      scene(
        [...props.outdoors(W, H, GROUND), ...props.tree(62, GROUND - 6)],
        place(grandpa({ left: 'wave' }), 132, GROUND),
        place(grandchild({ left: 'wave' }), 206, GROUND),
        place(grandma({ left: 'hold', right: 'hold' }), 286, GROUND),
        props.openBook(286, GROUND - 76),
        [...props.flower(166, GROUND + 20), ...props.flower(336, GROUND + 24), ...props.flower(360, GROUND + 16, 18)],
      ),
  },
  kite: {
    shows: 'A grandchild flying a kite with Grandpa on a sunny hill',
    draw: () =>
      scene(
        props.outdoors(W, H, GROUND),
        place(grandpa({ right: 'wave' }), 126, GROUND),
        place(grandchild({ right: 'wave' }), 224, GROUND),
        props.kite(322, 74, at(224, [28, -102])),
        props.flower(52, GROUND + 18),
      ),
  },
  baking: {
    shows: 'Grandma and her grandchild baking cookies at the kitchen table',
    draw: () =>
      scene(
        props.indoors(W, H, 236),
        place(grandma({ left: 'hold', right: 'hold' }), 160, GROUND),
        place(grandchild({ left: 'wave', right: 'hold' }), 256, GROUND - 22),
        props.counter(90, 218, 220, GROUND + 6),
        props.cookieTray(206, 212),
      ),
  },
  'party-hats': {
    shows: 'Grandpa and his grandchild in silly party hats, dancing under falling confetti',
    draw: () =>
      scene(
        props.indoors(W, H, 236),
        place(grandpa({ left: 'wave', right: 'wave' }), 150, GROUND),
        place(grandchild({ left: 'wave', right: 'down' }), 252, GROUND),
        props.partyHat(150, GROUND - 196),
        props.partyHat(252, GROUND - 140),
        props.confetti([
          [60, 40],
          [106, 96],
          [204, 30],
          [300, 150],
          [346, 120],
          [40, 150],
          [216, 92],
          [368, 200],
          [30, 220],
        ]),
      ),
  },
  'bedtime-story': {
    shows: 'Grandma reading a bedtime story to her grandchild, with hearts and stars above them',
    draw: () =>
      scene(
        props.indoors(W, H, 236),
        place(grandma({ left: 'hold', right: 'hold' }), 170, GROUND),
        props.openBook(170, GROUND - 76),
        place(grandchild({ left: 'hold' }), 240, GROUND),
        props.heart(206, 62, 1.2),
        props.heart(150, 40, 0.7),
        props.stars([
          [70, 50],
          [352, 140],
          [60, 130],
          [300, 130],
        ]),
      ),
  },
  bunting: {
    shows: 'Grandma, Grandpa and their grandchild waving under a string of party flags in a sunny garden',
    draw: () =>
      scene(
        props.outdoors(W, H, GROUND),
        props.bunting(W, 18),
        place(grandpa({ left: 'wave' }), 110, GROUND),
        place(grandchild({ left: 'wave', right: 'wave' }), 200, GROUND),
        place(grandma({ right: 'wave' }), 290, GROUND),
        [...props.flower(40, GROUND + 18), ...props.flower(370, GROUND + 20)],
      ),
  },
  'christmas-tree': {
    shows: 'Grandma, Grandpa and their grandchild beside a decorated Christmas tree with presents',
    draw: () =>
      scene(
        props.indoors(W, H, 236),
        props.christmasTree(330, GROUND - 4),
        [...props.gift(290, GROUND + 14, 26), ...props.gift(372, GROUND + 16, 22)],
        place(grandpa({ right: 'hold' }), 86, GROUND),
        place(grandchild({ left: 'wave', right: 'wave' }), 160, GROUND),
        place(grandma({ left: 'hold' }), 232, GROUND),
        props.stars([
          [40, 40],
          [150, 30],
          [250, 50],
        ]),
      ),
  },
  'birthday-cake': {
    shows: 'A grandchild with a birthday cake and balloons, Grandma and Grandpa cheering beside them',
    draw: () =>
      scene(
        props.indoors(W, H, 236),
        props.balloon(60, 70, at(96, [-46, -158]), 'flower'),
        props.balloon(344, 64, at(304, [40, -142]), 'shirt'),
        place(grandpa({ left: 'wave' }), 96, GROUND),
        place(grandma({ right: 'wave' }), 304, GROUND),
        place(grandchild({ left: 'wave', right: 'wave' }), 200, GROUND - 30),
        props.counter(128, 222, 144, GROUND + 6),
        props.cake(200, 216),
      ),
  },
  'grandparent-birthday': {
    shows: 'Grandma in a party hat blowing out her birthday candles, with Grandpa and their grandchild beside her',
    draw: () =>
      scene(
        props.outdoors(W, H, GROUND),
        place(grandma({ left: 'hold', right: 'hold' }), 200, GROUND),
        props.partyHat(200, GROUND - 190),
        props.cake(200, GROUND - 44),
        place(grandpa({ left: 'wave' }), 98, GROUND),
        props.balloon(44, 60, at(98, [-46, -158]), 'flower'),
        place(grandchild({ right: 'wave' }), 300, GROUND),
      ),
  },
  tulips: {
    shows: 'A grandchild giving Grandma a bunch of tulips in the garden, hearts above them',
    draw: () =>
      scene(
        [...props.outdoors(W, H, GROUND), ...props.tree(342, GROUND - 6)],
        place(grandma({ right: 'hold' }), 160, GROUND),
        place(grandchild({ left: 'hold' }), 236, GROUND),
        props.tulips(...held('child', 236, 'hold')),
        props.heart(198, 72),
        props.heart(240, 52, 0.6),
      ),
  },
  fishing: {
    shows: 'Grandpa and his grandchild fishing by the lake, a fish on the line',
    draw: () =>
      scene(
        [...props.outdoors(W, H, GROUND), ...props.lake(290, GROUND + 8)],
        place(grandpa({ left: 'down', right: 'hold' }), 120, GROUND),
        props.fishingLine([130, GROUND - 90], [250, GROUND - 168], [292, GROUND - 40]),
        place(grandchild({ left: 'wave' }), 196, GROUND),
      ),
  },
  'new-baby': {
    shows: 'Grandma cradling a new baby grandchild while Grandpa waves hello',
    draw: () =>
      scene(
        props.indoors(W, H, 236),
        place(grandma({ left: 'hold', right: 'hold' }), 170, GROUND),
        props.babyBundle(170, GROUND - 80),
        place(grandpa({ right: 'wave' }), 260, GROUND),
        props.heart(200, 56),
        props.stars([
          [60, 50],
          [110, 110],
          [340, 120],
        ]),
      ),
  },
  'video-call': {
    shows: 'A grandchild waving at Grandma on a video call, a heart between them',
    draw: () =>
      scene(
        props.indoors(W, H, 236, false),
        place(grandchild({ right: 'wave' }), 120, GROUND),
        props.tablet(276, 140, 170, 130),
        place(grandmaHead(), 276, 140 + 138 * 1.2 + 10, 1.2),
        props.heart(186, 96, 0.8),
      ),
  },
  'school-day': {
    shows: 'Grandpa waving his grandchild off to school, a backpack ready at their feet',
    draw: () =>
      scene(
        [...props.outdoors(W, H, GROUND), ...props.tree(340, GROUND - 6)],
        place(grandpa({ left: 'wave' }), 130, GROUND),
        place(grandchild({ right: 'wave' }), 222, GROUND),
        props.backpack(270, GROUND + 4),
        props.flower(40, GROUND + 18),
      ),
  },
} satisfies Record<string, Composition>;

export type CompositionId = keyof typeof COMPOSITIONS;
export const COMPOSITION_IDS = Object.keys(COMPOSITIONS) as [CompositionId, ...CompositionId[]];
