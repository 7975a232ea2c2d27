// A page of the book as a declarative description: boxes in points on a square page, y downwards
// from the top-left corner of the trim. Pictures and fills that run off the edge go to the bleed,
// which the preview clips at the trim and the print PDF keeps. The preview (svg.ts) and the PDF
// (pdf/) draw exactly these boxes.
import type { FontId } from './fonts.ts';

/** 8.5 in square, in points. */
export const PAGE_SIZE = 612;
/** 0.125 in: how far full-bleed art runs past the trim. */
export const BLEED = 9;
/** The safe area: text stays this far from the trim's outer edges… */
export const MARGIN = 36;
/** …and this far from the fold. */
export const GUTTER = 54;

export const PAPER = '#fbf6ee';
export const INK = '#2b2530';
export const SOFT_INK = '#6b5f57';
export const ACCENT = '#a8461f';

/** One line of text: its baseline at y, starting at x, centred on x or ending at x. */
export interface Line {
  text: string;
  x: number;
  y: number;
  size: number;
  font: FontId;
  anchor: 'start' | 'middle' | 'end';
}

export interface TextBox {
  kind: 'text';
  lines: Line[];
  colour: string;
  /** An outline drawn behind the letters, so a title stays legible on a picture. */
  halo?: { colour: string; width: number };
}

/** 'cover' or a scene id: the picture generator's drawing of it for this family and style. */
export type PictureId = string;

export interface PictureBox {
  kind: 'picture';
  picture: PictureId;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The picture fills the box, centred and cropped; a circle shows the disc inside the box. */
  shape: 'rect' | 'circle';
}

export interface FillBox {
  kind: 'fill';
  x: number;
  y: number;
  width: number;
  height: number;
  colour: string;
}

/** A small drawn ornament: SVG path data in page coordinates, filled or stroked. */
export interface MarkBox {
  kind: 'mark';
  path: string;
  colour: string;
  /** Stroked at this width; filled when absent. */
  stroke?: number;
}

export type Box = TextBox | PictureBox | FillBox | MarkBox;

export type PageKind = 'front-cover' | 'plate' | 'dedication' | 'title' | 'picture' | 'story' | 'letter' | 'back-cover';

export interface BookPage {
  /** Stable across edits: "front-cover", "plate", "spread-2-picture"… */
  key: string;
  kind: PageKind;
  /** 1 to the book's page count for inside pages; none for the covers. */
  number?: number;
  /** Where the page lies in the open book (covers: 'right' for the front, 'left' for the back). */
  side: 'left' | 'right';
  /** "Front cover", "Page 3". */
  label: string;
  /** What the page's picture shows, in words (alt text), when it has one. */
  description?: string;
  boxes: Box[];
}
