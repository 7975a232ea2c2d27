// A value kept between two bounds: a mark's size held between its smallest and largest.
export const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));
