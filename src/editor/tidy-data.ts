// The data side of tidying: when two parsed values are the same, how list
// items pair up between the file as it was and as the editor saved it, and
// which keys the save added that the caller wants left out. The text side
// (tidy-yaml.ts) follows these answers, so the data a tidied file parses to
// is decided here alone.

/** Where a value is in the data: plans[2].features[0] is ["plans", 2, "features", 0]. */
export type DataPath = (string | number)[];

/** Whether a key the save added, with this value, is left out of the file (a default the CMS filled in). */
export type DropAdded = (path: DataPath, value: unknown) => boolean;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Deep equality of parsed YAML: a map's key order does not count, a list's item order does. */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b) || (a === 0 && b === 0)) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, i) => sameData(item, b[i]));
  if (!isRecord(a) || !isRecord(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameData(a[key], b[key]));
}

/** An item's id when the list is keyed, as a string a Map can hold (1 and "1" kept apart). */
function idOf(item: unknown): string | undefined {
  return isRecord(item) && Object.hasOwn(item, "id") ? JSON.stringify(item.id) : undefined;
}

function uniqueIds(items: readonly unknown[]): string[] | undefined {
  const ids = items.map(idOf);
  if (ids.some((id) => id === undefined) || new Set(ids).size !== ids.length) return undefined;
  return ids as string[];
}

/**
 * For each item the save has, the index of the item of the base it is (or
 * undefined for a new one). Items that are blocks with unique ids on both
 * sides pair up by id, so a reordered list moves the base's items, comments
 * and all (an item with a new id stays the base's item in its place, when
 * that one's id is gone). Other items pair up by position, skipping the ones the save took
 * out or put in (the longest run of equal items lines the lists up), so
 * deleting the second of five texts does not rewrite the three after it.
 */
export function matchItems(base: readonly unknown[], saved: readonly unknown[]): (number | undefined)[] {
  const baseIds = uniqueIds(base);
  const savedIds = uniqueIds(saved);
  if (baseIds && savedIds) {
    const at = new Map(baseIds.map((id, i) => [id, i]));
    const byId = savedIds.map((id) => at.get(id));
    const paired = new Set(byId);
    // An item whose id the editor changed is still the item in its place, when that one's id is gone.
    return byId.map((found, j) => found ?? (j < base.length && !paired.has(j) ? j : undefined));
  }
  return alignLists(base.length, saved.length, (i, j) => sameData(base[i], saved[j]));
}

/**
 * Lines up two sequences by their longest common subsequence; between two
 * common items, the ones left on each side pair up in order (an edited item
 * stays the item it was). For each item of the second, its partner in the first.
 */
export function alignLists(baseLength: number, savedLength: number, same: (i: number, j: number) => boolean): (number | undefined)[] {
  const match: (number | undefined)[] = new Array<number | undefined>(savedLength).fill(undefined);
  const pairs = commonPairs(baseLength, savedLength, same);
  let i = 0;
  let j = 0;
  for (const [ci, cj] of [...pairs, [baseLength, savedLength] as const]) {
    // Items between two common ones: paired in order, the rest removed or added.
    for (let k = 0; i + k < ci && j + k < cj; k++) match[j + k] = i + k;
    if (cj < savedLength) match[cj] = ci;
    i = ci + 1;
    j = cj + 1;
  }
  return match;
}

/** The index pairs of a longest common subsequence, in order. */
function commonPairs(n: number, m: number, same: (i: number, j: number) => boolean): [number, number][] {
  // lengths[i][j]: the longest common run of base[i..] and saved[j..].
  const width = m + 1;
  const lengths = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lengths[i * width + j] = same(i, j)
        ? lengths[(i + 1) * width + j + 1]! + 1
        : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < n && j < m;) {
    if (same(i, j) && lengths[i * width + j] === lengths[(i + 1) * width + j + 1]! + 1) pairs.push([i++, j++]);
    else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) i++;
    else j++;
  }
  return pairs;
}

function setKey(target: Record<string, unknown>, key: string, value: unknown): void {
  // A key named __proto__ is data like any other, not the object's prototype.
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * The data the tidied file must hold: the saved data without the keys it
 * added (absent from the base at that place, new items' keys included) that
 * `dropAdded` refuses, and with the base's empty texts it left out (the
 * editor omits empty values). Paths are the saved data's.
 */
export function wantedData(base: unknown, saved: unknown, dropAdded: DropAdded | undefined, path: DataPath = []): unknown {
  if (Array.isArray(saved)) {
    const items = Array.isArray(base) ? base : [];
    const match = matchItems(items, saved);
    return saved.map((item, i) => {
      const at = match[i];
      return wantedData(at === undefined ? undefined : items[at], item, dropAdded, [...path, i]);
    });
  }
  if (!isRecord(saved)) return saved;
  const fields = isRecord(base) ? base : undefined;
  const wanted: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(saved)) {
    const at = [...path, key];
    if (fields && Object.hasOwn(fields, key)) setKey(wanted, key, wantedData(fields[key], value, dropAdded, at));
    else if (!dropAdded?.(at, value)) setKey(wanted, key, wantedData(undefined, value, dropAdded, at));
  }
  // The editor writes no empty text: one the base has and the save left out is still there, empty.
  for (const [key, value] of Object.entries(fields ?? {})) if (value === "" && !Object.hasOwn(saved, key)) setKey(wanted, key, "");
  return wanted;
}
