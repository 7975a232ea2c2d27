// Every scene's moment, with no drawing in it: who the scene's label names and what they do (for alt
// text), in the catalog's order. Pages, the book's layout and the builder's first load read these; the
// stagings that draw each moment (scenes/index.ts) load only where pictures are drawn.
import type { GrandparentKind } from '../family.ts';

export interface Moment {
  id: string;
  about: readonly GrandparentKind[];
  /** What the grandchild and grandparents do, after their names: "bake cookies at the kitchen counter". */
  action: string;
}

export const MOMENTS: readonly Moment[] = [
  {
    id: 'fishing-at-the-lake',
    about: ['grandpa'],
    action: 'sit side by side on a wooden jetty, fishing in the lake, the bob floating on the water',
  },
  {
    id: 'planting-sunflowers',
    about: ['grandma'],
    action: 'kneel in the garden planting sunflowers, a watering can ready, tall flowers nodding behind them',
  },
  {
    id: 'counting-stars',
    about: ['grandpa'],
    action: 'sit on a blanket in the dark garden, the grandchild on a lap, pointing up and counting the stars',
  },
  {
    id: 'learning-to-ride-a-bike',
    about: ['grandpa'],
    action: 'go for a first bike ride along the park path, one steady hand holding the saddle',
  },
  {
    id: 'building-a-blanket-fort',
    about: ['grandma'],
    action: 'build a blanket fort over the sofa and the chairs, peeking in at each other by torchlight',
  },
  {
    id: 'a-day-at-the-zoo',
    about: ['grandma', 'grandpa'],
    action: 'visit the zoo, eye to eye with a giraffe',
  },
  {
    id: 'baking-cookies',
    about: ['grandma'],
    action: 'bake cookies at the kitchen counter, stirring the bowl together with flour everywhere',
  },
  {
    id: 'flipping-pancakes',
    about: ['grandpa'],
    action: 'flip Sunday pancakes at the stove, a pancake high in the air and a plate held out to catch it',
  },
  { id: 'sharing-ice-cream', about: ['grandma'], action: 'share an ice cream cone on a park bench on a hot day, one lick each' },
  {
    id: 'picnic-in-the-park',
    about: ['grandma', 'grandpa'],
    action: 'have a picnic on a checked blanket under a tree, passing sandwiches around',
  },
  { id: 'making-pizza', about: ['grandpa'], action: 'make homemade pizza at the counter, spinning the dough and scattering the toppings' },
  { id: 'lemonade-stand', about: ['grandma'], action: 'run a lemonade stand on the pavement, pouring a cup for a thirsty neighbour' },
  {
    id: 'trying-on-silly-hats',
    about: ['grandma'],
    action: 'try on silly hats from the hat boxes, a flowery sun hat and a top hat far too big',
  },
  { id: 'living-room-dance-party', about: ['grandpa'], action: 'dance in the living room to an old record, twirling hand in hand' },
  { id: 'funny-faces', about: ['grandma'], action: 'pull funny faces at each other in the hall mirror, cheeks puffed and eyes wide' },
  { id: 'pillow-fight', about: ['grandpa'], action: 'have a giant pillow fight across the bed, feathers flying everywhere' },
  { id: 'dress-up', about: ['grandma'], action: 'play dress-up from the wardrobe, trying on a feather boa, a big hat and a handbag' },
  { id: 'puddle-jumping', about: ['grandpa'], action: 'jump in puddles in wellies, splashing in the rain' },
  { id: 'bedtime-story', about: ['grandma'], action: 'share a bedtime story, tucked up in bed by lamplight under a night window' },
  { id: 'big-goodbye-hug', about: ['grandpa'], action: 'share a big goodbye hug at the front door, a packed suitcase waiting beside them' },
  { id: 'old-photo-albums', about: ['grandma'], action: 'sit close together on the sofa, turning the pages of an old photo album' },
  { id: 'hand-in-hand', about: ['grandpa'], action: 'walk hand in hand down an autumn lane, leaves falling around them' },
  {
    id: 'first-hello',
    about: ['grandma', 'grandpa'],
    action: 'meet for the very first time in the nursery, the grandchild cradled in loving arms',
  },
  { id: 'porch-sunset', about: ['grandma'], action: 'sit together on the porch, an arm around a shoulder, watching the sun go down' },
  {
    id: 'decorating-the-christmas-tree',
    about: ['grandma', 'grandpa'],
    action: 'decorate the Christmas tree by the fire, the grandchild lifted up high to put the star on top',
  },
  {
    id: 'blowing-out-birthday-candles',
    about: ['grandma', 'grandpa'],
    action: 'gather round the birthday cake in party hats, the candles blown out with one big breath',
  },
  {
    id: 'rocking-to-sleep',
    about: ['grandma'],
    action: 'rock gently in the rocking chair by the night window, singing a lullaby until sleep comes',
  },
  {
    id: 'first-day-of-school',
    about: ['grandpa'],
    action: 'walk to the school door on the first day of school, a new backpack on and a last wave',
  },
  {
    id: 'birthday-surprise',
    about: ['grandpa'],
    action: 'share a birthday surprise, a home-made card and a cake carried in with the candles lit',
  },
  {
    id: 'video-call',
    about: ['grandma'],
    action: 'pull silly faces on a video call across the miles, the tablet held up close and both waving',
  },
];

/** The cover's moment: the family together. */
export const COVER_MOMENT: Moment = {
  id: 'cover',
  about: ['grandma', 'grandpa'],
  action: 'stand together in a big family hug in a sunny meadow',
};
