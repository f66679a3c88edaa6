// A translator's mark that a text is still right after its English changed.
// The web editor's form for a translation lists its stale texts (their
// English changed, and they did not) under `stillRight`; a text ticked there
// is written into the file as its key and a hash of the English it was
// checked against:
//
//   stillRight:
//     - hero.heading 3f2a9c0d41be
//
// The page shows such a text as current while its English is the one
// checked (translations.ts, "kept"), and the next acceptance records it and
// removes the mark (npm run content -- settle, in the pipeline). The key is
// the file's own: nothing else in a translation file may use the name.
import type { ContentProblem } from "../../parse/problem.ts";
import type { ParsedYaml } from "../../parse/yaml.ts";

/** The translation file's field for the marks. */
export const STILL_RIGHT = "stillRight";

/** One mark as written: "<key> <hash>". */
const MARK = /^(\S.*) ([0-9a-f]{12})$/;

/** A mark as the form writes it. */
export const stillRightMark = (key: string, englishHash: string) => `${key} ${englishHash}`;

/**
 * The translation without its marks (the rest is laid over the source as
 * usual), and the marks: key → the hash of the English each was checked
 * against. A mark of another form is a problem at its line.
 */
export function takeStillRight(translation: ParsedYaml): {
  translation: ParsedYaml;
  marks: Map<string, string>;
  problems: ContentProblem[];
} {
  const marks = new Map<string, string>();
  const problems: ContentProblem[] = [];
  const { data } = translation;
  if (!data || typeof data !== "object" || Array.isArray(data) || !Object.hasOwn(data, STILL_RIGHT))
    return { translation, marks, problems };
  const { [STILL_RIGHT]: list, ...rest } = data as Record<string, unknown>;
  const expected = `a list of the texts still right after their English changed, each its field and the English's hash ("hero.heading 3f2a9c0d41be"), as the web editor writes it`;
  if (list !== null && !Array.isArray(list))
    problems.push({ ...translation.source.valuePosition([STILL_RIGHT]), path: STILL_RIGHT, expected, found: describe(list) });
  (Array.isArray(list) ? list : []).forEach((item, index) => {
    const match = typeof item === "string" ? MARK.exec(item) : null;
    if (match) marks.set(match[1]!, match[2]!);
    else
      problems.push({
        ...translation.source.valuePosition([STILL_RIGHT, index]),
        path: `${STILL_RIGHT}[${index}]`,
        expected,
        found: describe(item),
      });
  });
  return { translation: { ...translation, data: rest }, marks, problems };
}

const describe = (value: unknown) => (typeof value === "string" ? JSON.stringify(value) : `${typeof value} ${JSON.stringify(value)}`);
