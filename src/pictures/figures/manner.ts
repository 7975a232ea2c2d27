// How an artist draws people: the size of a head against the body, how thick an arm is, how simple
// a body may be, and the face. Each artist brings its own manner, so the same family in the same
// moment is drawn six ways: big round heads in crayon, elegant pen figures in the classic style.

import type { HairCut } from './hair.ts';
import type { MouthStyle } from './mouth.ts';

/** How a face is drawn: the eyes, whether they have whites, a nose, cheeks. */
export interface FaceManner {
  /** dot: a child's two dots; oval: a cartoon's big eyes; almond: a pen drawing's lidded eyes; button: cut paper circles. */
  eye: 'dot' | 'oval' | 'almond' | 'button';
  /** Eye size against the head's radius. */
  eyeSize: number;
  /** Whites round the pupils (cartoons): the eyes read on every skin. */
  whites: boolean;
  nose: 'none' | 'dot' | 'line';
  /** Round blushes on the cheeks (cut paper, crayon), or a soft one (paint). */
  cheeks: 'round' | 'soft';
  /** How far a face turns toward whoever the figure is with: 1 three-quarters (the default), 0 straight at us (as a child draws). */
  turn?: number;
  /**
   * The head's shape: its width against a round head's, and how far the chin drops below (a longer face
   * narrows to its chin, a shorter one stays broad). A circle for every artist read as one cast of puppets.
   */
  skull?: { width: number; jaw: number };
  /** Glasses as this artist draws them: a bold round rim (the default), fine wire, chunky square rims or half-moon readers. */
  frames?: 'bold' | 'wire' | 'square' | 'half';
  /** How the hair's edge is cut (hair.ts): a smooth cap (the default), locks, snipped teeth or a child's spikes. */
  hair?: HairCut;
  /** How the mouth is drawn (mouth.ts): modelled (the default), a child's doodle, or cut from paper. */
  mouth?: MouthStyle;
  /**
   * Where the features sit: how far apart the eyes are against the usual, and how far down the face the
   * eyes, nose, mouth and cheeks all sit, in head radii. Every artist placing them alike read as "one
   * shared character template" under six media (review 117).
   */
  layout?: { spread: number; drop: number };
}

/** How an artist draws a hand (hands.ts): a notched mitten, a cartoon's puffy hand, a pen's slender one, a painted paw. */
export type HandShape = 'mitten' | 'glove' | 'slender' | 'paw';

/** The named places a hand can be that hold nothing. */
export type FreeReach = 'down' | 'up' | 'wave' | 'forward' | 'hold' | 'hip' | 'out' | 'clasp';

export interface Manner {
  /** Head radius against nature, for the grandchild and for the grandparents. */
  head: { young: number; grown: number };
  /** Arm and leg thickness against nature. */
  limbs: number;
  /** modelled: shoulders, waist and sleeves that taper; simple: the shapes a child or a paper cutter makes. */
  body: 'modelled' | 'simple';
  /**
   * A modelled torso's build against nature's, at the waist and at the hips: the storybook's slim, gouache's
   * chunky barrel, the cartoon's pear. Every artist's one torso read as "the same clip-art figures" (review 119).
   */
  build?: { waist: number; hips: number };
  /**
   * How this artist builds arms, legs, hands and feet: tapered limbs and notched mittens unless it says
   * otherwise (a cartoon's rubber hose and puffy hands, a pen draughtsman's small hands and feet).
   */
  anatomy?: {
    limbs?: 'tapered' | 'hose';
    hand?: HandShape;
    /** The shoe's length against nature's. */
    foot?: number;
    /** How far down the body, from shoulder to hip, a simple arm leaves it (a child's drawing: below the head). */
    armsFrom?: number;
  };
  /** How far a gesture is pushed: 0 as posed, 1 twice as far (a lean, a head tilt). */
  verve: number;
  /**
   * Both arms and both legs in one colour, as a child colours them with the one crayon: the far side a shade
   * deeper read in a child's drawing as "legs of two different colours" (review 142).
   */
  oneCrayon?: boolean;
  /** How this artist draws an arm that holds nothing: a child sticks arms straight out, a cartoon puts a hand on a hip. */
  freeArms?: Partial<Record<FreeReach, FreeReach>>;
  face: FaceManner;
}

/** The artist's build, or nature's. */
export const buildOf = (manner: Manner): { waist: number; hips: number } => manner.build ?? { waist: 1, hips: 1 };

/** As posed: nature's proportions and a plain face (tests and tools that need no artist). */
export const PLAIN_MANNER: Manner = {
  head: { young: 1, grown: 1 },
  limbs: 1,
  body: 'modelled',
  verve: 0,
  face: { eye: 'oval', eyeSize: 1, whites: false, nose: 'line', cheeks: 'soft' },
};
