// src/editor/browser/publish-status.ts: what the web editor's publishing panel
// says of each save: its own commit status, or that of the newer save whose
// run covered it; waiting, publishing, live, or not published with the
// pipeline's words; and the token it reads is the one the editor signed in with.
import { describe, expect, it } from "vitest";
import { rowText, signedInToken, stateRows } from "../../../../src/editor/browser/publish-status.ts";

const commit = (sha: string, minutesAgo = 1) => ({ sha, message: `Web editor: update content “${sha}”`, time: NOW - minutesAgo * 60_000 });
const NOW = Date.parse("2026-11-28T06:00:00Z");
const status = (state: "pending" | "success" | "failure" | "error", description = "") => ({ state, description, time: NOW });

describe("the saves' states", () => {
  it("are each commit's own, or the nearest newer final one's, which built it too", () => {
    const rows = stateRows(
      [commit("c4"), commit("c3"), commit("c2"), commit("c1")],
      [status("pending"), undefined, status("failure", "Not published: content/plans.yaml line 3, plans[0].price: …"), undefined],
    );
    expect(rows.map((r) => [r.commit.sha, r.status?.state, r.inherited])).toEqual([
      ["c4", "pending", false],
      ["c3", undefined, false],
      ["c2", "failure", false],
      ["c1", "failure", true],
    ]);
  });
});

describe("what a save's row says", () => {
  it("waits, then publishes, then is live", () => {
    expect(rowText({ commit: commit("a"), inherited: false }, NOW)).toEqual({ icon: "⏳", text: "Saved; publishing starts in a moment" });
    expect(rowText({ commit: commit("a"), status: status("pending"), inherited: false }, NOW).text).toMatch(
      /^Publishing: usually live in about 3 minutes/,
    );
    expect(rowText({ commit: commit("a"), status: status("success"), inherited: false }, NOW)).toEqual({ icon: "✔", text: "Live" });
    expect(rowText({ commit: commit("a"), status: status("success"), inherited: true }, NOW).text).toBe("Live (with a later save)");
  });

  it("is not published with the pipeline's first problem, file and line first", () => {
    const said = rowText(
      { commit: commit("a"), status: status("failure", "Not published: content/site.yaml line 52, nav[1].id: …"), inherited: false },
      NOW,
    );
    expect(said).toEqual({ icon: "✖", text: "Not published: content/site.yaml line 52, nav[1].id: …" });
  });

  it("says when publishing has not started long after the save", () => {
    expect(rowText({ commit: commit("a", 20), inherited: false }, NOW).text).toMatch(/^Saved, but publishing has not started/);
  });
});

describe("the token", () => {
  const store = (value: string | null) => ({ getItem: () => value });
  it("is the signed-in user's, as the editor keeps it, and none when signed out or unreadable", () => {
    expect(signedInToken(store(JSON.stringify({ token: "ghp_x", backendName: "github" })))).toBe("ghp_x");
    expect(signedInToken(store(null))).toBeUndefined();
    expect(signedInToken(store("{not json"))).toBeUndefined();
    expect(signedInToken(store(JSON.stringify({ token: "" })))).toBeUndefined();
  });
});
