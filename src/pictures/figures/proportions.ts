// Proportions carry age: a baby's head is about a third of its height, a toddler's a quarter, a
// child's a fifth, a grandparent's a seventh (with a rounder middle and a slight stoop).
import type { Manner } from './manner.ts';

export type Build = 'grandparent' | 'child' | 'toddler' | 'baby';

export interface Proportions {
  height: number;
  head: number;
  /** Heights above the feet. */
  shoulder: number;
  hip: number;
  shoulderHalf: number;
  waistHalf: number;
  hipHalf: number;
  arm: number;
  /** Thickness of an arm and of a leg. */
  limb: number;
  leg: number;
  /** How far the head leans forward. */
  stoop: number;
}

export const PROPORTIONS: Record<Build, Proportions> = {
  grandparent: {
    height: 188,
    head: 19,
    shoulder: 154,
    hip: 90,
    shoulderHalf: 19,
    waistHalf: 23,
    hipHalf: 20,
    arm: 72,
    limb: 10,
    leg: 12,
    stoop: 5,
  },
  child: {
    height: 124,
    head: 17.5,
    shoulder: 94,
    hip: 58,
    shoulderHalf: 13,
    waistHalf: 12,
    hipHalf: 12,
    arm: 46,
    limb: 8,
    leg: 9,
    stoop: 0,
  },
  toddler: {
    height: 94,
    head: 16,
    shoulder: 64,
    hip: 38,
    shoulderHalf: 12,
    waistHalf: 14,
    hipHalf: 12,
    arm: 32,
    limb: 8,
    leg: 9,
    stoop: 0,
  },
  baby: {
    height: 70,
    head: 15,
    shoulder: 43,
    hip: 23,
    shoulderHalf: 11,
    waistHalf: 13,
    hipHalf: 11,
    arm: 24,
    limb: 7.5,
    leg: 8.5,
    stoop: 0,
  },
};

/**
 * The proportions an artist draws a build with: the head grows or shrinks upward from the neck and limbs
 * thicken, while shoulders, hips and reach stay, so hands still meet what they hold in every style.
 */
export function proportionsOf(build: Build, manner: Manner): Proportions {
  const natural = PROPORTIONS[build];
  const head = natural.head * (build === 'grandparent' ? manner.head.grown : manner.head.young);
  return {
    ...natural,
    head,
    height: natural.height + (head - natural.head) * 1.92,
    limb: natural.limb * manner.limbs,
    leg: natural.leg * manner.limbs,
  };
}
