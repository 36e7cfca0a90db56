/**
 * A small seeded PRNG (mulberry32): the same seed gives the same stream on every machine,
 * so a bootstrap interval printed in a blog post can be reproduced to the last digit.
 */
export type Random = () => number;

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The seed every report uses unless told otherwise. */
export const DEFAULT_SEED = 20211;
