// src/parse/content-walk.ts: every value of content data, with its path, in the file's order.
import { describe, expect, it } from "vitest";
import { walkContent } from "../../../src/parse/content-walk.ts";

describe("the walk over content data", () => {
  const data = { plans: [{ id: "bot", features: ["Chat", "Email"] }], footer: { href: "/terms" } };

  it("visits every value with its path, a block before what is in it", () => {
    const seen: string[] = [];
    walkContent(
      data,
      (node, path) => void seen.push(`${path.map(String).join(".") || "(top)"}${typeof node === "string" ? `=${node}` : ""}`),
    );
    expect(seen).toEqual([
      "(top)",
      "plans",
      "plans.0",
      "plans.0.id=bot",
      "plans.0.features",
      "plans.0.features.0=Chat",
      "plans.0.features.1=Email",
      "footer",
      "footer.href=/terms",
    ]);
  });

  it("skips what is under a value when told to", () => {
    const seen: string[] = [];
    walkContent(data, (node, path) => {
      seen.push(path.map(String).join("."));
      return !Array.isArray(node) || path.length === 0;
    });
    expect(seen).toEqual(["", "plans", "footer", "footer.href"]);
  });
});
