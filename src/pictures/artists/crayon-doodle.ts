// Crayon Doodle: drawn the way a child draws, with big round heads, simple bodies, wax laid in
// strokes that skip and leave paper, and a wobbly outline gone round twice, on white paper.
import { darker, saturate } from '../colour.ts';
import { attributes, pathData } from '../svg.ts';
import { type Artist, extent, wobble } from './artist.ts';

export const crayonDoodle: Artist = {
  id: 'crayon-doodle',
  paper: '#ffffff',
  manner: {
    head: { young: 1.6, grown: 1.45 },
    limbs: 1,
    body: 'simple',
    verve: 0.4,
    face: { eye: 'dot', eyeSize: 1.2, whites: false, nose: 'none', cheeks: 'round', turn: 0 },
    freeArms: { down: 'out', hip: 'out' },
  },
  camera: { closest: 1.3, childHead: 0.15, mirror: false, eyeLine: 0.45 },
  colour: (colour) => saturate(colour, 1.25),
  marks(shape, colour, random) {
    const d = pathData(shape.detail ? shape.points : wobble(shape.points, random, 1.5, shape.closed, 20), shape.closed, shape.smooth);
    if (!shape.closed)
      return `<path d="${d}"${attributes({ fill: 'none', stroke: colour, 'stroke-width': shape.width ?? 2, 'stroke-linecap': 'round', opacity: shape.opacity })}/>`;
    const fill = `<path d="${d}"${attributes({ fill: colour, opacity: shape.opacity })}/>`;
    if (shape.detail || extent(shape.points) < 10 || shape.opacity !== undefined) return fill;
    return `${fill}<path d="${pathData(wobble(shape.points, random, 2.2, true, 22), true, true)}" fill="none" stroke="${darker(colour, 0.4)}" stroke-width="2.2" stroke-linecap="round"/>`;
  },
};
