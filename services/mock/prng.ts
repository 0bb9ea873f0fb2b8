/** A small seeded pseudo-random generator (mulberry32): the same seed gives the same sequence everywhere. */
export interface Prng {
  /** Next float in [0, 1). */
  next(): number;
  /** Integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** A string of `length` characters drawn from `alphabet`. */
  chars(alphabet: string, length: number): string;
}

/** Creates a deterministic PRNG from a 32-bit seed. */
export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    chars: (alphabet: string, length: number): string => {
      let out = '';
      for (let i = 0; i < length; i += 1) out += alphabet.charAt(int(0, alphabet.length - 1));
      return out;
    },
  };
}
