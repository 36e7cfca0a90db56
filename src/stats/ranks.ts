/** Ranks from 1, ties sharing the average of the ranks they span (as R and scipy do). */
export function averageRanks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const ranks = new Array<number>(values.length);
  let start = 0;
  while (start < order.length) {
    let end = start;
    while (end + 1 < order.length && (order[end + 1] as { value: number }).value === (order[start] as { value: number }).value) end++;
    const rank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k++) ranks[(order[k] as { index: number }).index] = rank;
    start = end + 1;
  }
  return ranks;
}

/** Sizes of the groups of tied values (only groups of 2 or more). */
export function tieGroupSizes(values: readonly number[]): number[] {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.values()].filter((count) => count > 1);
}
