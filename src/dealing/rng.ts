import { randomInt } from "node:crypto";
import type { Rng } from "../scoring/seeded-rng";

export { seededRng, shuffle, type Rng } from "../scoring/seeded-rng";

/** Cryptographically secure RNG: the only one used for deals. */
export const cryptoRng: Rng = (maxExclusive) => randomInt(maxExclusive);
