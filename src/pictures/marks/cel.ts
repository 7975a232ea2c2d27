// Cel shading as a cartoon studio paints it: the shape in its shadow colour, then the lit colour
// painted over a copy moved toward the light and clipped to the shape, so a hard-edged crescent of
// shadow stays on the side away from the light (the lower right). One clip path per shape.

/**
 * The shape `d` in two flat tones: `shadow` everywhere, `lit` over all but a band `shift` pixels deep
 * on the lower right. `clipId` must be unique in the document.
 */
export function celShaded(d: string, lit: string, shadow: string, shift: number, clipId: string): string {
  const move = -Math.round(shift * 10) / 10;
  return (
    `<path d="${d}" fill="${shadow}"/><clipPath id="${clipId}"><path d="${d}"/></clipPath>` +
    `<g clip-path="url(#${clipId})"><path d="${d}" fill="${lit}" transform="translate(${move} ${move})"/></g>`
  );
}
