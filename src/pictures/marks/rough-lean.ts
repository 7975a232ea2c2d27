// roughjs as the MCP App view bundles it (src/utils/book-view.ts): the three drawings rough.ts asks of
// its generator (a polygon with or without hachure, a curve, a polyline), made by roughjs' own renderer
// and hachure filler with the generator's defaults. The generator brings every filler, the SVG path
// parser and the canvas and SVG renderers, several KB of a view that must stay in its budget. Node
// cannot load these modules (their imports name no file extension), so only a bundle uses this; the
// test beside it holds it to the generator, stroke for stroke.
import type { OpSet, Options, ResolvedOptions } from 'roughjs/bin/core';
import { HachureFiller } from 'roughjs/bin/fillers/hachure-filler';
import { curve, doubleLineFillOps, ellipse, linearPath, randOffset, randOffsetWithRange } from 'roughjs/bin/renderer';

/** The generator's own defaults (roughjs/bin/generator.js). */
const DEFAULTS: ResolvedOptions = {
  maxRandomnessOffset: 2,
  roughness: 1,
  bowing: 1,
  stroke: '#000',
  strokeWidth: 1,
  curveTightness: 0,
  curveFitting: 0.95,
  curveStepCount: 9,
  fillStyle: 'hachure',
  fillWeight: -1,
  hachureAngle: -41,
  hachureGap: -1,
  dashOffset: -1,
  dashGap: -1,
  zigzagOffset: -1,
  seed: 0,
  disableMultiStroke: false,
  disableMultiStrokeFill: false,
  preserveVertices: false,
  fillShapeRoughnessGain: 0.8,
};

const hachure = new HachureFiller({ randOffset, randOffsetWithRange, ellipse, doubleLineOps: doubleLineFillOps });
type Points = [number, number][];
const drawn = (sets: OpSet[]) => ({ sets });

/** What rough.ts asks of `rough.generator()`, for a polygon only with a hachure fill (the only fill it asks for). */
function generator() {
  return {
    polygon(points: Points, options: Options) {
      const o = { ...DEFAULTS, ...options };
      // The outline first, as the generator draws it: it takes its share of the seed's randomness even unstroked.
      const outline = linearPath(points, true, o);
      const fill = o.fill ? [hachure.fillPolygons([points], o)] : [];
      return drawn([...fill, ...(o.stroke === 'none' ? [] : [outline])]);
    },
    curve: (points: Points, options: Options) => drawn([curve(points, { ...DEFAULTS, ...options })]),
    linearPath: (points: Points, options: Options) => drawn([linearPath(points, false, { ...DEFAULTS, ...options })]),
  };
}

export default { generator };
