// src/tools/translations/settle.ts: the record brought up to date with what
// translators did: edited and still-right texts recorded as of today's
// English, texts nothing vouched for as of the English the history says they
// were written against (so one written before its English changed stays
// stale), stale ones left alone, and the untold ones named.
import { describe, expect, it } from "vitest";
import { entry, field } from "../../../helpers/translated-fields.ts";
import { textHash } from "../../../../src/parse/json-record.ts";
import type { TranslatedField } from "../../../../src/model/load/translated-field.ts";
import type { FileFields } from "../../../../src/model/translation-record.ts";
import { settleRecord } from "../../../../src/tools/translations/settle.ts";

const position = { file: "content/landing.yaml", line: 1, column: 1, source: "" };
const file = (fields: TranslatedField[], stillRight = new Map<string, string>()): FileFields => ({
  file: "landing.yaml",
  shownTranslation: "content/hi/landing.yaml",
  fields: fields.map((f) => ({ ...f, position })),
  orphans: [],
  stillRight,
});

describe("settling a record", () => {
  it("records an edited text and a still-right one as of today's English, and leaves current and stale ones alone", () => {
    const files = [
      file(
        [field("edited", "E", "नया"), field("kept", "K2", "क"), field("stale", "S2", "स"), field("same", "C", "च")],
        new Map([["kept", textHash("K2")]]),
      ),
    ];
    const record = {
      "landing.yaml": { edited: entry("E", "पुराना"), kept: entry("K1", "क"), stale: entry("S1", "स"), same: entry("C", "च") },
    };
    const { record: next, settled, untold } = settleRecord(record, files, () => new Map());
    expect(next["landing.yaml"]).toEqual({
      edited: entry("E", "नया"),
      kept: entry("K2", "क"),
      stale: entry("S1", "स"),
      same: entry("C", "च"),
    });
    expect(settled.map((s) => [s.field.key, s.english, s.current])).toEqual([
      ["edited", "E", true],
      ["kept", "K2", true],
    ]);
    expect(untold).toEqual([]);
  });

  it("records a text nothing vouched for as of the English it was written against: current if that is today's, stale if older", () => {
    const files = [file([field("after", "New", "नया"), field("before", "Newest", "पहले"), field("unknown", "X", "ज़")])];
    const record = { "landing.yaml": { after: entry("Old", "पुराना"), before: entry("Old", "पुराना") } };
    const against = new Map([
      ["after", "New"],
      ["before", "Old"],
      ["unknown", undefined],
    ]);
    const { record: next, settled, untold } = settleRecord(record, files, () => against);
    expect(next["landing.yaml"]).toEqual({ after: entry("New", "नया"), before: entry("Old", "पहले") });
    expect(settled.map((s) => [s.field.key, s.current])).toEqual([
      ["after", true],
      ["before", false],
    ]);
    expect(untold.map((f) => f.key)).toEqual(["unknown"]);
  });

  it("drops texts no longer translated or no longer in the English, and asks the history only when it must", () => {
    let asked = 0;
    const { record: next } = settleRecord(
      { "landing.yaml": { gone: entry("G", "ग"), same: entry("C", "च") } },
      [file([field("same", "C", "च")])],
      () => {
        asked++;
        return new Map();
      },
    );
    expect(next).toEqual({ "landing.yaml": { same: entry("C", "च") } });
    expect(asked).toBe(0);
  });
});
