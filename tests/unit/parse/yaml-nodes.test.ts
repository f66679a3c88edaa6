// src/parse/yaml-nodes.ts: from a field path to the node written for it
// (as far as the path exists), and from a node back to its field path.
import { isScalar, parseDocument, type Scalar } from "yaml";
import { describe, expect, it } from "vitest";
import { findNode, locate } from "../../../src/parse/yaml-nodes.ts";

const DOC = parseDocument("brand:\n  name: TripReply\n  empty:\nplans:\n  - id: bot\n    features: [Chat, Email]\n");
const offset = (node: { range?: unknown } | null | undefined) => (node as { range?: [number] } | null)?.range?.[0];

describe("locating a field path", () => {
  it("finds the value written for it, and the key that names it", () => {
    const found = locate(DOC, ["plans", 0, "features", 1]);
    expect(found.complete).toBe(true);
    expect((found.node as Scalar).value).toBe("Email");
    expect((locate(DOC, ["brand", "name"]).key as Scalar).value).toBe("name");
  });

  it("stops at the deepest node that exists, saying the path is not complete", () => {
    const found = locate(DOC, ["plans", 0, "price"]);
    expect(found.complete).toBe(false);
    expect(offset(found.node)).toBe(offset(locate(DOC, ["plans", 0]).node));
    expect(locate(DOC, ["plans", 5]).complete).toBe(false);
    expect(locate(DOC, ["brand", "name", "x"]).complete).toBe(false);
  });

  it("finds a field written with nothing after its colon, as an empty value after its key", () => {
    const found = locate(DOC, ["brand", "empty"]);
    expect(found.complete).toBe(true);
    expect((found.node as Scalar).value).toBeNull();
    expect((found.key as Scalar).value).toBe("empty");
  });
});

describe("finding a node", () => {
  it("gives the first the test accepts, in document order, with its field path", () => {
    const found = findNode(DOC, (n): n is Scalar => isScalar(n) && typeof n.value === "string" && n.value.endsWith("y"));
    expect(found?.path).toEqual(["brand", "name"]);
    expect(findNode(DOC, (n): n is Scalar => isScalar(n) && n.value === "Email")?.path).toEqual(["plans", 0, "features", 1]);
    expect(findNode(DOC, (n): n is Scalar => isScalar(n) && n.value === "none")).toBeUndefined();
  });
});
