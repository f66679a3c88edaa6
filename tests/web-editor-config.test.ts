// The web editor's configuration as a build makes it (src/editor/cms-config.ts)
// from the frozen content: each file kept as written by the site's own file
// formats, the editors' forms without the developers' settings, a Gitea
// server's API found from its address alone, and a stale translation offered
// to tick as still right, naming the English it was checked against.
import { parse } from "yaml";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cmsConfig } from "../src/editor/cms-config.ts";
import { textHash } from "../src/parse/json-record.ts";
import { loadContent } from "../src/model/site-model.ts";
import { editorSchema } from "../src/model/schema/editor.ts";
import { contentCopy } from "./helpers/site.ts";

type Field = { name: string; label?: string; fields?: Field[]; options?: { value: string }[] };
type Config = {
  backend: Record<string, unknown>;
  collections: { name: string; format?: string; files?: { name: string; format: string; fields: Field[] }[]; fields?: Field[] }[];
};

async function configOf(dir: string, editor: Record<string, string>): Promise<Config> {
  const model = await loadContent(dir);
  const written = (file: string) => parse(readFileSync(path.join(dir, file), "utf8"), { logLevel: "silent" }) as unknown;
  return cmsConfig(model, {
    editor: editorSchema.parse(editor),
    contentPath: "content",
    written: { site: written("site.yaml"), landing: written("landing.yaml"), plans: written("plans.yaml") },
  }) as unknown as Config;
}

describe("the web editor's configuration", () => {
  it("writes each content file through the site's own formats, and leaves the developers' settings out of the Site form", async () => {
    const config = await configOf(contentCopy(), { backend: "github", repo: "agency/site" });
    const content = config.collections.find((c) => c.name === "content")!;
    expect(content.files!.map((f) => f.format)).toEqual([
      "kept-yaml:content/site.yaml",
      "kept-yaml:content/landing.yaml",
      "kept-yaml:content/plans.yaml",
    ]);
    expect(config.collections.find((c) => c.name === "legal")!.format).toBe("kept-markdown:content/legal");
    const site = content.files!.find((f) => f.name === "site")!.fields.map((f) => f.name);
    expect(site).toEqual(expect.arrayContaining(["brand", "legal", "contact", "demo", "nav", "footer"]));
    for (const setting of ["locales", "editor", "hsts", "ipv6", "analytics"]) expect(site).not.toContain(setting);
  });

  it("finds a Gitea server's API from its address, as the guide's settings give it, and takes an apiRoot when one is set", async () => {
    const dir = contentCopy();
    expect((await configOf(dir, { backend: "gitea", repo: "agency/site", baseUrl: "https://git.agency.in" })).backend).toMatchObject({
      name: "gitea",
      base_url: "https://git.agency.in",
      api_root: "https://git.agency.in/api/v1",
    });
    expect((await configOf(dir, { backend: "github", repo: "agency/site" })).backend.api_root).toBe("https://api.github.com");
    expect(
      (await configOf(dir, { backend: "gitea", repo: "a/b", baseUrl: "https://git.agency.in", apiRoot: "https://api.agency.in/v1" }))
        .backend.api_root,
    ).toBe("https://api.agency.in/v1");
  });

  it("offers each stale translation to tick as still right, at the top of its form, and nothing where none is stale", async () => {
    const changed = "Answer every travel inquiry in 20 seconds. Never lose a lead again.";
    const config = await configOf(
      contentCopy({
        "landing.yaml": (t) =>
          t.replace("heading: Answer every travel inquiry in 30 seconds. Never lose a lead again.", `heading: ${changed}`),
      }),
      { backend: "github", repo: "agency/site" },
    );
    const hindi = config.collections.find((c) => c.name === "translation-hi")!.files!;
    const landing = hindi.find((f) => f.name === "landing")!.fields;
    expect(landing[0]).toMatchObject({ name: "stillRight", options: [{ value: `hero.heading ${textHash(changed)}` }] });
    expect(landing.find((f) => f.name === "hero")!.fields!.find((f) => f.name === "heading")!.label).toBe("⚠ Heading");
    expect(hindi.find((f) => f.name === "plans")!.fields.map((f) => f.name)).not.toContain("stillRight");
  });
});
