/**
 * What a pure function answered for each key, a bounded number of them: two generations of maps, the older dropped
 * when the recent one fills, so the keys in use stay and memory stays bounded (no per-hit bookkeeping, unlike a
 * least-recently-used list). For work that is costly enough to remember and asked again and again with the same keys.
 * `keyOf` names an argument that is not itself the key (by every field the answer is made from).
 */
export function remembered<V>(answer: (key: string) => V, size: number): (key: string) => V;
export function remembered<A, V>(answer: (arg: A) => V, size: number, keyOf: (arg: A) => string): (arg: A) => V;
export function remembered<A, V>(
  answer: (arg: A) => V,
  size: number,
  keyOf: (arg: A) => string = (arg) => arg as string,
): (arg: A) => V {
  let recent = new Map<string, V>();
  let older = new Map<string, V>();
  return (arg) => {
    const key = keyOf(arg);
    if (recent.has(key)) return recent.get(key)!;
    const value = older.has(key) ? older.get(key)! : answer(arg);
    if (recent.size >= size / 2) {
      older = recent;
      recent = new Map();
    }
    recent.set(key, value);
    return value;
  };
}
