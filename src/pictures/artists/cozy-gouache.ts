// Cozy Gouache: opaque, matte paint in warm earthy tones with no outlines, visible brush strokes that
// follow the form and chalky edges; chunky, rounded figures, staged from the other side.
import { darker, mix, saturate } from '../colour.ts';
import { attributes, pathData } from '../svg.ts';
import { type Artist, wobble } from './artist.ts';

export const cozyGouache: Artist = {
  id: 'cozy-gouache',
  paper: '#e9dcc3',
  manner: {
    head: { young: 1.3, grown: 1.15 },
    limbs: 1.4,
    body: 'modelled',
    verve: 0.3,
    face: { eye: 'dot', eyeSize: 1.1, whites: false, nose: 'dot', cheeks: 'soft' },
  },
  camera: { closest: 1.55, childHead: 0.15, mirror: true, eyeLine: 0.42 },
  colour: (colour) => darker(mix(saturate(colour, 0.85), '#9a5a2a', 0.14), 0.04),
  marks(shape, colour, random) {
    const points = shape.detail ? shape.points : wobble(shape.points, random, 1.4, shape.closed, 22);
    const d = pathData(points, shape.closed, shape.detail ? shape.smooth : true);
    if (!shape.closed)
      return `<path d="${d}"${attributes({ fill: 'none', stroke: colour, 'stroke-width': shape.width ?? 2, 'stroke-linecap': 'round', opacity: shape.opacity })}/>`;
    return `<path d="${d}"${attributes({ fill: colour, opacity: shape.opacity })}/>`;
  },
};
