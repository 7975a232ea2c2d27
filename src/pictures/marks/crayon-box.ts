// The child's box of crayons: every colour a crayon drawing uses is the nearest crayon in the box.
import { box } from './box.ts';

/** The box: a child's crayons. */
const CRAYONS = [
  '#ffffff',
  '#e8262b',
  '#ff6f3c',
  '#ff9a1f',
  '#ffd21f',
  '#8cc63f',
  '#35b04a',
  '#1e7a3c',
  '#2e5a3a',
  '#27b0c9',
  '#4cb8f0',
  '#1f6fe0',
  '#1c2d7a',
  '#8359a3',
  '#c0448f',
  '#ff7eb0',
  '#8b5a2b',
  '#d9a066',
  '#9a9a9a',
  '#2b2b2b',
];

export const crayonFor = box(CRAYONS);
