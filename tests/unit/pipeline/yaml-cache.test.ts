import { describe, expect, it } from "vitest";
import { YamlCache } from "../../../src/pipeline/yaml-cache.ts";
import { parseYaml } from "../../../src/parse/yaml.ts";

const BEFORE = "plans:\n  - name: Starter\n    price: 2999\n";
const AFTER = "plans:\n  - name: Starter\n    price: 3499\n";

describe("YamlCache", () => {
  it("gives a file's unchanged text its earlier parse, and a changed text a new one, equal to parseYaml's", () => {
    const cache = new YamlCache();
    const first = cache.parse("content/plans.yaml", BEFORE);
    expect(cache.parse("content/plans.yaml", BEFORE)).toBe(first);
    const edited = cache.parse("content/plans.yaml", AFTER);
    expect(edited).not.toBe(first);
    expect(edited.data).toEqual(parseYaml("content/plans.yaml", AFTER).data);
    // The same text in another file is that file's own parse: positions name the file.
    const other = cache.parse("content/hi/plans.yaml", BEFORE);
    expect(other).not.toBe(first);
    expect(other.source.valuePosition(["plans", 0, "price"]).file).toBe("content/hi/plans.yaml");
  });

  it("keeps a file's two latest texts: an undone edit finds the parse from before it, an older text is parsed again", () => {
    const cache = new YamlCache();
    const first = cache.parse("content/plans.yaml", BEFORE);
    cache.parse("content/plans.yaml", AFTER);
    expect(cache.parse("content/plans.yaml", BEFORE)).toBe(first);
    cache.parse("content/plans.yaml", AFTER);
    cache.parse("content/plans.yaml", `${AFTER}# a note\n`);
    const again = cache.parse("content/plans.yaml", BEFORE);
    expect(again).not.toBe(first);
    expect(again.data).toEqual(first.data);
  });

  it("keeps no parse that found problems, and freezes what it keeps, so no load can change what the next one takes", () => {
    const cache = new YamlCache();
    const broken = "plans:\n  - name: [Starter\n";
    const failed = cache.parse("content/plans.yaml", broken);
    expect(failed.problems.length).toBeGreaterThan(0);
    expect(cache.parse("content/plans.yaml", broken)).not.toBe(failed);

    const kept = cache.parse("content/plans.yaml", BEFORE);
    const plans = (kept.data as { plans: { price: number }[] }).plans;
    expect(() => {
      plans[0]!.price = 1;
    }).toThrow(TypeError);
    expect(() => plans.push({ price: 1 })).toThrow(TypeError);
    expect(cache.parse("content/plans.yaml", BEFORE).data).toEqual(parseYaml("content/plans.yaml", BEFORE).data);
  });
});
