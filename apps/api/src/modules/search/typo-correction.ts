/**
 * Edit distance with adjacent transpositions counted as one edit (optimal string alignment):
 * "plywod" → "plywood" is 1, "drywlal" → "drywall" is 1.
 */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const above = d[i - 1] as number[];
      let best = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, ((d[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = best;
    }
  }
  return (d[rows - 1] as number[])[cols - 1] as number;
}

/** Edits a word of this length may need to count as a typo of another: short words allow fewer. */
export function allowedEdits(length: number): number {
  if (length <= 4) return 1;
  return 2;
}

/**
 * The vocabulary word a typed word most likely meant: the fewest edits within the allowance.
 * A candidate is also compared cut to the typed length, so a typo in an unfinished word
 * ("dyrwa" for "drywall") still finds it; that match weighs a quarter edit more, so a whole
 * word at the same distance wins. Ties go to the candidate listed first (the database's own
 * similarity order). Undefined when nothing is close enough.
 */
export function closestWord(word: string, candidates: readonly string[]): string | undefined {
  const limit = allowedEdits(word.length);
  let best: { word: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const whole = editDistance(word, candidate);
    const unfinished = candidate.length > word.length ? editDistance(word, candidate.slice(0, word.length)) + 0.25 : whole;
    const distance = Math.min(whole, unfinished);
    if (distance > limit) continue;
    if (!best || distance < best.distance) best = { word: candidate, distance };
  }
  return best?.word;
}
