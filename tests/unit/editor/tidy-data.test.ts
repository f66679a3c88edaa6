// src/editor/tidy-data.ts: the data side of tidying: when two parsed values
// are the same, how a saved list's items pair with the base's, and the data a
// tidied file must hold.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { alignLists, matchItems, sameData, wantedData } from "../../../src/editor/tidy-data.ts";

describe("same data", () => {
  it("ignores a map's key order, not a list's item order", () => {
    expect(sameData({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true);
    expect(sameData([1, 2], [2, 1])).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameData(1, "1")).toBe(false);
  });

  it("holds for any value and its copy", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(sameData(value, structuredClone(value))).toBe(true);
      }),
    );
  });
});

describe("pairing a saved list's items with the base's", () => {
  it("pairs items with unique ids by id, wherever they moved", () => {
    const base = [{ id: "a" }, { id: "b" }, { id: "c" }];
    expect(matchItems(base, [{ id: "c" }, { id: "a" }, { id: "new" }])).toEqual([2, 0, undefined]);
  });

  it("keeps an item whose id changed as the base's item in its place", () => {
    expect(matchItems([{ id: "a" }, { id: "b" }], [{ id: "a" }, { id: "renamed" }])).toEqual([0, 1]);
  });

  it("pairs texts by position around the ones deleted or added", () => {
    expect(matchItems(["one", "two", "three", "four", "five"], ["one", "three", "four", "five"])).toEqual([0, 2, 3, 4]);
    expect(matchItems(["one", "two"], ["one", "new", "two"])).toEqual([0, undefined, 1]);
    // An edited item stays the item it was.
    expect(matchItems(["one", "two", "three"], ["one", "TWO", "three"])).toEqual([0, 1, 2]);
  });

  it("pairs each saved item with at most one base item, in order, equal items with equal ones", () => {
    const list = fc.array(fc.constantFrom("a", "b", "c"), { maxLength: 8 });
    fc.assert(
      fc.property(list, list, (base, saved) => {
        const match = alignLists(base.length, saved.length, (i, j) => base[i] === saved[j]);
        expect(match).toHaveLength(saved.length);
        const paired = match.filter((i) => i !== undefined);
        // Strictly increasing: no base item used twice, none crossed.
        paired.forEach((i, k) => k === 0 || expect(i).toBeGreaterThan(paired[k - 1]!));
        for (const i of paired) expect(i).toBeLessThan(base.length);
      }),
    );
  });

  it("pairs a list with itself item for item", () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue(), { maxLength: 6 }), (items) => {
        expect(matchItems(items, items)).toEqual(items.map((_, i) => i));
      }),
    );
  });
});

describe("the data a tidied file holds", () => {
  const dropDefaults = (path: (string | number)[], value: unknown) => path.at(-1) === "popular" && value === false;

  it("leaves out added keys the caller refuses, new items' included, and keeps the base's own", () => {
    const base = { plans: [{ id: "a", popular: false }] };
    const saved = {
      plans: [
        { id: "a", popular: false },
        { id: "b", popular: false },
      ],
    };
    expect(wantedData(base, saved, dropDefaults)).toEqual({ plans: [{ id: "a", popular: false }, { id: "b" }] });
  });

  it("keeps the base's empty texts the editor left out", () => {
    expect(wantedData({ title: "T", note: "" }, { title: "New" }, undefined)).toEqual({ title: "New", note: "" });
  });

  it("keeps a key named __proto__ as data", () => {
    const saved = JSON.parse('{"__proto__": {"x": 1}}') as unknown;
    const wanted = wantedData(undefined, saved, undefined) as Record<string, unknown>;
    expect(Object.keys(wanted)).toEqual(["__proto__"]);
    expect(Object.getPrototypeOf(wanted)).toBe(Object.prototype);
  });

  it("is the saved data when nothing is dropped and no empty text was left out", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (saved) => {
        expect(sameData(wantedData(undefined, saved, undefined), saved)).toBe(true);
      }),
    );
  });
});
