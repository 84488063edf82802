import { type Rng, seededRng, shuffle } from "./rng";
import type { MapTerritory, ObjectiveData } from "./types";

export type GeneratorOptions = {
  count: number;
  size: number;
  /** the total every objective must reach; defaults to size × the map's average value, rounded */
  total?: number;
  seed: number | string;
};

export class GeneratorError extends Error {}

/** Smallest and largest total reachable with `size` territories of this map. */
export function totalRange(territories: readonly MapTerritory[], size: number): { min: number; max: number } {
  const values = territories.map((t) => t.value).sort((a, b) => a - b);
  const sum = (xs: number[]) => xs.reduce((s, v) => s + v, 0);
  return { min: sum(values.slice(0, size)), max: sum(values.slice(values.length - size)) };
}

/**
 * N objectives of K territories, each worth exactly `total` with the map's values (borders), reproducible from the seed.
 * Territories are spread evenly: each objective starts from the least-used territories, then swaps pairs until the total fits.
 */
export function generateBalancedObjectives(
  territories: readonly MapTerritory[],
  options: GeneratorOptions,
): ObjectiveData[] {
  const { count, size } = options;
  if (!Number.isInteger(count) || count < 1 || count > 100) throw new GeneratorError("generatorCount");
  if (!Number.isInteger(size) || size < 1 || size > territories.length) throw new GeneratorError("generatorSize");
  const range = totalRange(territories, size);
  const average = territories.reduce((s, t) => s + t.value, 0) / territories.length;
  const total = options.total ?? Math.round(size * average);
  if (!Number.isInteger(total) || total < range.min || total > range.max) throw new GeneratorError("generatorTotal");

  const rng = seededRng(options.seed);
  const usage = new Map(territories.map((t) => [t.id, 0]));
  const seen = new Set<string>();
  const out: ObjectiveData[] = [];
  for (let n = 1; n <= count; n++) {
    let picked: MapTerritory[] | null = null;
    for (let attempt = 0; attempt < 20 && !picked; attempt++) {
      const candidate = pickOne(territories, size, total, usage, rng);
      const key = candidate
        .map((t) => t.id)
        .sort()
        .join(",");
      if (!seen.has(key) || attempt === 19) {
        seen.add(key);
        picked = candidate;
      }
    }
    for (const t of picked!) usage.set(t.id, usage.get(t.id)! + 1);
    const order = new Map(territories.map((t, i) => [t.id, i]));
    picked!.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    out.push({ number: n, name: `#${n}`, territories: picked!.map((t) => ({ territoryId: t.id, value: t.value })) });
  }
  return out;
}

function pickOne(
  territories: readonly MapTerritory[],
  size: number,
  total: number,
  usage: Map<string, number>,
  rng: Rng,
): MapTerritory[] {
  // least used first, random among equals
  const ordered = shuffle(territories, rng).sort((a, b) => usage.get(a.id)! - usage.get(b.id)!);
  const chosen = ordered.slice(0, size);
  const rest = ordered.slice(size);
  let sum = chosen.reduce((s, t) => s + t.value, 0);
  for (let guard = 0; sum !== total && guard < 10_000; guard++) {
    const diff = total - sum;
    const swaps: [number, number][] = [];
    chosen.forEach((out, i) =>
      rest.forEach((inn, j) => {
        const delta = inn.value - out.value;
        if (delta !== 0 && Math.sign(delta) === Math.sign(diff) && Math.abs(delta) <= Math.abs(diff))
          swaps.push([i, j]);
      }),
    );
    if (!swaps.length) throw new GeneratorError("generatorTotal");
    const [i, j] = swaps[rng(swaps.length)];
    [chosen[i], rest[j]] = [rest[j], chosen[i]];
    sum += chosen[i].value - rest[j].value;
  }
  return chosen;
}
