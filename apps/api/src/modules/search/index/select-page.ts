/**
 * The positions `0..count-1` ranked `offset` to `offset + limit - 1` under `compare`, in order,
 * without sorting the rest: two quickselects (average linear time) bound the page, then only the
 * page is sorted. A search keeps thousands of matching offers and shows twenty; sorting them all
 * would cost more than finding them. Hand-written: no npm package selects on a comparator over
 * positions without copying every candidate into an object.
 */
export function selectPage(count: number, compare: (a: number, b: number) => number, offset: number, limit: number): number[] {
  if (offset >= count || limit <= 0) return [];
  const positions = new Int32Array(count);
  for (let i = 0; i < count; i += 1) positions[i] = i;
  const end = Math.min(count, offset + limit);
  if (offset > 0) select(positions, 0, count - 1, offset, compare);
  if (end < count) select(positions, offset, count - 1, end - 1, compare);
  return Array.from(positions.subarray(offset, end)).sort(compare);
}

/** Rearranges `a[left..right]` so that `a[k]` holds what sorting would put there, smaller ones before it, larger after. */
function select(a: Int32Array, left: number, right: number, k: number, compare: (x: number, y: number) => number): void {
  let lo = left;
  let hi = right;
  while (hi > lo) {
    // Median of three as the pivot: sorted or reversed input stays linear.
    const middle = (lo + hi) >>> 1;
    if (compare(a[middle]!, a[lo]!) < 0) swap(a, middle, lo);
    if (compare(a[hi]!, a[lo]!) < 0) swap(a, hi, lo);
    if (compare(a[hi]!, a[middle]!) < 0) swap(a, hi, middle);
    const pivot = a[middle]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (compare(a[i]!, pivot) < 0) i += 1;
      while (compare(a[j]!, pivot) > 0) j -= 1;
      if (i <= j) {
        swap(a, i, j);
        i += 1;
        j -= 1;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return;
  }
}

function swap(a: Int32Array, i: number, j: number): void {
  const value = a[i]!;
  a[i] = a[j]!;
  a[j] = value;
}
