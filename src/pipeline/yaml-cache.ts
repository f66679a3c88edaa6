// The content's YAML files as parsed by earlier loads, kept by the dev server
// across rebuilds so that a save parses only the file it changed (the model
// takes it as its way to parse, src/model/load/loading.ts). A file's two
// latest texts are kept, so undoing an edit finds the parse from before it.
import type { YamlParser } from "../model/load/loading.ts";
import { parseYaml, type ParsedYaml } from "../parse/yaml.ts";

/** How many texts of one file are kept: the one before an edit and the edit. */
const KEPT = 2;

export class YamlCache implements YamlParser {
  private files = new Map<string, { text: string; parsed: ParsedYaml }[]>();

  /**
   * The parse of `text` as the file `file`, reused while the file has that text.
   * Only a clean parse is kept, frozen: every load shares it, so a loader that
   * changed one in place would throw where it did, not change the next load.
   */
  parse(file: string, text: string): ParsedYaml {
    const kept = this.files.get(file) ?? [];
    const earlier = kept.find((entry) => entry.text === text);
    const parsed = earlier?.parsed ?? parseYaml(file, text);
    if (parsed.problems.length) return parsed;
    if (!earlier) freeze(parsed);
    this.files.set(file, [{ text, parsed }, ...kept.filter((entry) => entry !== earlier)].slice(0, KEPT));
    return parsed;
  }
}

function freeze(value: unknown): void {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) freeze(child);
}
