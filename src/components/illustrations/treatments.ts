// How each art style draws the same shapes: outlines, textures and SVG filters, on top of its
// palette. Filter and pattern ids take a prefix, so several pictures can share one document.
import { PALETTES, type Palette } from './palettes.ts';
import type { Role } from './shapes.ts';

export interface Treatment {
  palette: Palette;
  /** The <defs> the treatment refers to, with every id prefixed by `p`. */
  defs: (p: string) => string;
  /** A stroke around filled shapes and limbs. */
  outline?: { color: string; width: number };
  /** Multiplies the width of lines (faces, strings). */
  lineScale: number;
  /** Applied to each filled shape: cut paper's shadows between the layers. */
  shapeFilter?: string;
  /** Applied to the whole picture: grain, bleeding washes, waxy wobble. */
  pictureFilter?: string;
  /** Opacity of fills, so washes overlap and mix. */
  fillOpacity?: number;
  /** Roles shaded with a pattern drawn over their colour: the storybook's pencil hatching. */
  hatch?: { pattern: string; roles: readonly Role[] };
}

/** Matte paint or paper: fine noise that darkens and lightens the colour a little, inside the shapes. */
const grain = (id: string, strength: number, seed: number) =>
  `<filter id="${id}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">` +
  `<feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="3" seed="${seed}" result="noise"/>` +
  '<feColorMatrix in="noise" type="saturate" values="0" result="mono"/>' +
  `<feComposite in="SourceGraphic" in2="mono" operator="arithmetic" k1="0" k2="1" k3="${strength}" k4="${-strength / 2}" result="textured"/>` +
  '<feComposite in="textured" in2="SourceGraphic" operator="in"/></filter>';

const CLOTHES_AND_LAND: readonly Role[] = ['dress', 'cardigan', 'vest', 'trousers', 'shorts', 'hill', 'ground', 'trunk', 'leaf', 'floor'];

const TREATMENTS: Record<string, Treatment> = {
  // Bold outlines and flat saturated fills.
  'bright-cartoon': {
    palette: PALETTES['bright-cartoon'],
    defs: () => '',
    outline: { color: PALETTES['bright-cartoon'].ink, width: 3 },
    lineScale: 1.4,
  },
  // Fine ink lines with pencil-like hatching over muted colour.
  'classic-storybook': {
    palette: PALETTES['classic-storybook'],
    defs: (p) =>
      `<pattern id="${p}hatch" width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(40)">` +
      `<line x1="0" y1="0" x2="0" y2="4" stroke="${PALETTES['classic-storybook'].ink}" stroke-width="0.8" stroke-opacity="0.35"/></pattern>`,
    outline: { color: PALETTES['classic-storybook'].ink, width: 1.2 },
    lineScale: 0.9,
    hatch: { pattern: 'hatch', roles: CLOTHES_AND_LAND },
  },
  // Matte, opaque, earthy fills with grain.
  'cozy-gouache': {
    palette: PALETTES['cozy-gouache'],
    defs: (p) => grain(`${p}gouache`, 0.22, 7),
    lineScale: 1,
    pictureFilter: 'gouache',
  },
  // Wobbly, waxy strokes: displaced by turbulence, streaked by anisotropic noise.
  'crayon-doodle': {
    palette: PALETTES['crayon-doodle'],
    defs: (p) =>
      `<filter id="${p}crayon" x="-5%" y="-5%" width="110%" height="110%">` +
      '<feTurbulence type="turbulence" baseFrequency="0.045" numOctaves="2" seed="5" result="wobble"/>' +
      '<feDisplacementMap in="SourceGraphic" in2="wobble" scale="5" xChannelSelector="R" yChannelSelector="G" result="wobbly"/>' +
      '<feTurbulence type="fractalNoise" baseFrequency="1.1 0.18" numOctaves="2" seed="9" result="wax"/>' +
      '<feColorMatrix in="wax" type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 4 -0.9" result="waxy"/>' +
      '<feComposite in="wobbly" in2="waxy" operator="in"/></filter>',
    outline: { color: PALETTES['crayon-doodle'].ink, width: 2.4 },
    lineScale: 1.3,
    pictureFilter: 'crayon',
    fillOpacity: 0.9,
  },
  // Layered paper: every piece casts a soft shadow on the one below, with paper grain.
  'paper-cutout': {
    palette: PALETTES['paper-cutout'],
    defs: (p) =>
      `<filter id="${p}cut" x="-20%" y="-20%" width="140%" height="140%">` +
      '<feDropShadow dx="1.2" dy="2" stdDeviation="1.4" flood-color="#2b2733" flood-opacity="0.35"/></filter>' +
      grain(`${p}paper`, 0.12, 3),
    lineScale: 1.1,
    shapeFilter: 'cut',
    pictureFilter: 'paper',
  },
  // Soft washes that bleed at the edges and mix where they overlap.
  watercolor: {
    palette: PALETTES.watercolor,
    defs: (p) =>
      `<filter id="${p}wash" x="-5%" y="-5%" width="110%" height="110%" color-interpolation-filters="sRGB">` +
      '<feTurbulence type="fractalNoise" baseFrequency="0.03" numOctaves="3" seed="2" result="warp"/>' +
      '<feDisplacementMap in="SourceGraphic" in2="warp" scale="6" xChannelSelector="R" yChannelSelector="G" result="bled"/>' +
      '<feGaussianBlur in="bled" stdDeviation="0.55" result="soft"/>' +
      '<feTurbulence type="fractalNoise" baseFrequency="0.6" numOctaves="2" seed="4" result="paper"/>' +
      '<feColorMatrix in="paper" type="saturate" values="0" result="grey"/>' +
      '<feComposite in="soft" in2="grey" operator="arithmetic" k1="0" k2="1" k3="0.12" k4="-0.06" result="textured"/>' +
      '<feComposite in="textured" in2="soft" operator="in"/></filter>',
    lineScale: 0.9,
    pictureFilter: 'wash',
    fillOpacity: 0.88,
  },
};

export function treatmentOf(style: string): Treatment {
  const treatment = TREATMENTS[style];
  if (treatment === undefined) throw new Error(`art style "${style}" has no illustration treatment in src/components/illustrations/`);
  return treatment;
}
