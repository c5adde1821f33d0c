/** The runs of consecutive indexes in 0..count-1 for which `take` holds, as [first, last] pairs (where a cut line runs along a grid). */
export function indexRuns(count: number, take: (index: number) => boolean): Array<[number, number]> {
  const found: Array<[number, number]> = [];
  for (let i = 0; i < count; i += 1) {
    if (!take(i)) continue;
    const last = found.at(-1);
    if (last && last[1] === i - 1) last[1] = i;
    else found.push([i, i]);
  }
  return found;
}
