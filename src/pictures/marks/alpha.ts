// Opacities written to the hundredth: a faint layer (a wet-in-wet tint, the grain of the paper) needs
// finer steps than svg.ts's tenths, which would turn 0.13 into 0.1 and 0.15 into 0.2.
export const alpha = (value: number): string => `${Math.round(Math.min(1, Math.max(0, value)) * 100) / 100}`;
