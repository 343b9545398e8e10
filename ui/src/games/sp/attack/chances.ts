// An engine's `{"0": p, "1": p, …}` map as the odds panel's rows, smallest value first, each
// with its chance of at least that value: the engine's exact tail when it gives one, else summed.
export type Chances = { rows: { value: number; p: number; at_least: number }[]; mean: number };

export function chances(map: Record<string, number>, mean: number, atLeast?: Record<string, number>): Chances {
  let tail = 0;
  const rows = Object.keys(map)
    .map(Number)
    .sort((a, b) => b - a)
    .map((value) => {
      tail += map[String(value)];
      return { value, p: map[String(value)], at_least: atLeast?.[String(value)] ?? Math.min(1, tail) };
    })
    .reverse();
  return { rows, mean };
}

/** The chance of at least one (success, damage): the row for 1. */
export const atLeastOne = (c: Chances): number => c.rows.find((r) => r.value === 1)?.at_least ?? 0;
