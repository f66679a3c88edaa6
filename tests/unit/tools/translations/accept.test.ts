// src/tools/translations/accept.ts: accepting translations: a stale text only
// on the translator's word, fields that are gone dropped, the record written
// with its keys sorted.
import { describe, expect, it } from "vitest";
import { entry, field } from "../../../helpers/translated-fields.ts";
import type { TranslatedField } from "../../../../src/model/load/translated-field.ts";
import type { FileFields } from "../../../../src/model/translation-record.ts";
import { accept, recordText } from "../../../../src/tools/translations/accept.ts";

describe("accepting", () => {
  const position = { file: "content/landing.yaml", line: 1, column: 1, source: "" };
  const files = (...fields: TranslatedField[]): FileFields[] => [
    {
      file: "landing.yaml",
      shownTranslation: "content/hi/landing.yaml",
      fields: fields.map((f) => ({ ...f, position })),
      orphans: [],
      stillRight: new Map(),
    },
  ];

  it("records each translated field as made from today's English, and says which are new", () => {
    const { record, accepted, refused } = accept({}, files(field("a", "A", "ए"), field("b", "B")));
    expect(record).toEqual({ "landing.yaml": { a: entry("A", "ए") } });
    expect(accepted.map((f) => f.key)).toEqual(["a"]);
    expect(refused).toEqual([]);
    expect(accept(record, files(field("a", "A", "ए"))).accepted).toEqual([]);
  });

  it("refuses a stale text unless the translator says it still holds", () => {
    const old = { "landing.yaml": { a: entry("Old", "ए") } };
    const { record, refused } = accept(old, files(field("a", "A", "ए")));
    expect(refused.map((f) => f.key)).toEqual(["a"]);
    expect(record).toEqual(old);
    expect(accept(old, files(field("a", "A", "ए")), { unchanged: true }).record).toEqual({
      "landing.yaml": { a: entry("A", "ए") },
    });
  });

  it("accepts only the fields under a prefix, and drops fields no longer translated", () => {
    const old = { "landing.yaml": { gone: "x:y" } };
    const { record } = accept(old, files(field("hero.a", "A", "ए"), field("footer.b", "B", "बी")), { prefix: "landing.yaml:hero" });
    expect(record).toEqual({ "landing.yaml": { "hero.a": entry("A", "ए") } });
  });
});

describe("the record file", () => {
  it("has its files and fields sorted, so it changes only where a translation did", () => {
    expect(recordText({ "z.yaml": { b: "2", a: "1" }, "a.yaml": { c: "3" } })).toBe(
      '{\n  "a.yaml": {\n    "c": "3"\n  },\n  "z.yaml": {\n    "a": "1",\n    "b": "2"\n  }\n}\n',
    );
  });
});
