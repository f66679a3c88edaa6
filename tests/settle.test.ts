// `npm run content -- settle`, which the pipeline runs before every build it
// publishes, on a real git repository of the frozen content, one commit per
// editor's save: a Hindi text saved after its English changed is accepted; one
// saved before stays stale, whatever order the runs saw them in; a text ticked
// still right is accepted and the tick cleared; a legal page whose quoted
// price changed is dated today; and a damaged record of what was published is
// left alone rather than written over.
import { spawnSync } from "node:child_process";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { translationCoverage } from "../src/checks/translation-coverage.ts";
import { textHash } from "../src/parse/json-record.ts";
import { loadContent } from "../src/model/site-model.ts";
import { today } from "../src/text/today.ts";
import { FIXTURE, npmScript, ROOT, tempDir } from "./helpers/site.ts";

const IDENTITY = {
  GIT_AUTHOR_NAME: "Meera",
  GIT_AUTHOR_EMAIL: "m@example.test",
  GIT_COMMITTER_NAME: "Meera",
  GIT_COMMITTER_EMAIL: "m@example.test",
};

function git(cwd: string, ...args: string[]): string {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("GIT_")));
  const run = spawnSync("git", args, { cwd, encoding: "utf8", env: { ...env, ...IDENTITY } });
  if (run.status !== 0) throw new Error(`git ${args.join(" ")}: ${run.stderr}`);
  return run.stdout;
}

/** A repository holding the frozen content as content/, committed. */
function repository(): { dir: string; content: string } {
  const dir = tempDir("settle-");
  const content = path.join(dir, "content");
  cpSync(FIXTURE, content, { recursive: true });
  git(dir, "init", "--quiet", "--initial-branch=main");
  git(dir, "add", "-A");
  git(dir, "commit", "--quiet", "-m", "The site");
  return { dir, content };
}

/** One save: a file of content/ edited, and committed. */
function save(dir: string, file: string, edit: (text: string) => string): void {
  const target = path.join(dir, "content", file);
  const text = readFileSync(target, "utf8");
  const next = edit(text);
  if (next === text) throw new Error(`save(): the edit changed nothing in ${file}`);
  writeFileSync(target, next);
  git(dir, "commit", "--quiet", "-am", `Web editor: update ${file}`);
}

function settle(dir: string): string {
  const [command, before] = npmScript("scripts/content.ts");
  const run = spawnSync(command, [...before, "settle", `--content=${path.join(dir, "content")}`], { cwd: ROOT, encoding: "utf8" });
  if (run.status !== 0) throw new Error(`settle failed:\n${run.stderr}`);
  return run.stdout;
}

const ENGLISH = "  heading: Answer every travel inquiry in 30 seconds. Never lose a lead again.";
const HINDI = "  heading: हर ट्रैवल इन्क्वायरी का जवाब 30 सेकंड में। अब कोई लीड नहीं छूटेगी।";

describe("settling the records", () => {
  it("accepts a Hindi text saved after its English changed, and keeps one saved before it stale, in whatever order the runs came", async () => {
    const after = repository();
    save(after.dir, "landing.yaml", (t) => t.replace(ENGLISH, ENGLISH.replace("30", "20")));
    save(after.dir, "hi/landing.yaml", (t) => t.replace(HINDI, HINDI.replace("30", "20")));
    expect(settle(after.dir)).toContain("✔ 1 translation of hi accepted");
    let model = await loadContent(after.content, { production: true });
    expect(model.editions[1]!.landing.hero.heading).toContain("20 सेकंड");
    // The translator's guide above it is the English it is now recorded against.
    expect(readFileSync(path.join(after.content, "hi/landing.yaml"), "utf8")).toContain(
      `  # Answer every travel inquiry in 20 seconds. Never lose a lead again.\n${HINDI.replace("30", "20")}\n`,
    );

    // The Hindi saved first, then the English, with no run between them: the Hindi is of the old English.
    const before = repository();
    save(before.dir, "hi/landing.yaml", (t) => t.replace(HINDI, HINDI.replace("30", "20")));
    save(before.dir, "landing.yaml", (t) => t.replace(ENGLISH, ENGLISH.replace("30", "20")));
    expect(settle(before.dir)).toContain(
      "⚠ 1 translation of hi written before its English last changed, so /hi shows the English until updated: hero.heading",
    );
    model = await loadContent(before.content, { production: true });
    expect(translationCoverage(model.translations, { production: true })[0]!.stale.map((s) => s.path)).toEqual(["hero.heading"]);
    expect(model.editions[1]!.landing.hero.heading).toBe("Answer every travel inquiry in 20 seconds. Never lose a lead again.");
  }, 60_000);

  it("accepts a text ticked still right against today's English, and clears the tick", async () => {
    const { dir, content } = repository();
    const changed = "For travel agencies all across India";
    save(dir, "landing.yaml", (t) => t.replace("  eyebrow: For travel agencies across India", `  eyebrow: ${changed}`));
    save(dir, "hi/landing.yaml", (t) => `stillRight:\n  - hero.eyebrow ${textHash(changed)}\n${t}`);
    expect(settle(dir)).toContain("✔ 1 translation of hi accepted (");
    const hindi = readFileSync(path.join(content, "hi/landing.yaml"), "utf8");
    expect(hindi).not.toContain("stillRight");
    expect(hindi).toContain(`  # ${changed}\n  eyebrow: पूरे भारत की ट्रैवल एजेंसियों के लिए\n`);
    expect(translationCoverage((await loadContent(content, { production: true })).translations, { production: true })[0]).toMatchObject({
      stale: [],
      unsure: [],
      unrecorded: [],
    });
  }, 60_000);

  it("dates a legal page whose quoted price changed to today, and leaves a damaged record of the published pages alone", () => {
    const { dir, content } = repository();
    save(dir, "plans.yaml", (t) => t.replace(/^( {4}price: )\d+$/m, "$15555"));
    expect(settle(dir)).toContain(`legal/terms-of-service.md: its text changed, so it is dated`);
    expect(readFileSync(path.join(content, "legal/terms-of-service.md"), "utf8")).toContain(`\nupdated: ${today()}\n`);
    // Nothing left to settle: a second run changes nothing.
    git(dir, "commit", "--quiet", "-am", "Pipeline: settle the records");
    expect(settle(dir)).toBe("Nothing to settle: every translation and legal date is recorded as it is.\n");

    save(dir, "published.json", (t) => `<<<<<<< HEAD\n${t}`);
    save(dir, "plans.yaml", (t) => t.replace(/^( {4}price: )5555$/m, "$16666"));
    const damaged = readFileSync(path.join(content, "published.json"), "utf8");
    expect(settle(dir)).toMatch(/published\.json:1: cannot be read, so no legal page is dated or recorded/);
    expect(readFileSync(path.join(content, "published.json"), "utf8")).toBe(damaged);
  }, 60_000);
});
