// Turns zod issues into content problems that point at a line: each issue's
// path is looked up in the parsed YAML document to find where it was written.
import { z } from "zod";
import { hiddenCharacter } from "../../parse/characters.ts";
import { closest, describeValue, formatPath, type ContentProblem } from "../../parse/problem.ts";
import type { SourceMap } from "../../parse/yaml.ts";
import { innerSchema } from "../schema/inner-schema.ts";
import { defOf } from "../schema/zod-def.ts";

// Messages phrased as "what was expected", so every problem reads
// "expected: …, found: …". Passed to each parse (not set on zod globally, so
// importing this module changes nothing elsewhere); schema-level messages
// take precedence over these.
const expectedMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      return typeName(issue.expected);
    case "too_small":
      if (issue.origin === "string") return issue.minimum === 1 ? "non-empty text" : `text of at least ${issue.minimum} characters`;
      if (issue.origin === "array") return `a list of at least ${issue.minimum} item${issue.minimum === 1 ? "" : "s"}`;
      return `a number of at least ${issue.minimum}`;
    case "too_big":
      if (issue.origin === "string") return `text of at most ${issue.maximum} characters`;
      if (issue.origin === "array") return `a list of at most ${issue.maximum} items`;
      return `a number of at most ${issue.maximum}`;
    case "invalid_value":
      return issue.values.length === 1 ? literal(issue.values[0]) : `one of ${issue.values.map(literal).join(", ")}`;
    case "invalid_union":
      // A discriminated union (a figure's kind) names the values its key may take.
      return "options" in issue && Array.isArray(issue.options) ? `one of ${issue.options.map(literal).join(", ")}` : undefined;
    case "invalid_format":
      return issue.format === "email"
        ? "an email address like hello@agency.in"
        : issue.format === "url"
          ? "an absolute https:// URL"
          : `text in ${issue.format} format`;
    default:
      return undefined;
  }
};

const literal = (value: unknown) => (value === "" ? 'empty text ""' : JSON.stringify(value));

function typeName(expected: string): string {
  return (
    (
      {
        string: "text",
        number: "a number",
        boolean: "true or false",
        array: "a list",
        object: "a block of fields",
        int: "a whole number",
      } as Record<string, string>
    )[expected] ?? expected
  );
}

export function validate<S extends z.ZodType>(
  schema: S,
  data: unknown,
  source: SourceMap,
): { value?: z.infer<S>; problems: ContentProblem[] } {
  const result = schema.safeParse(data, { error: expectedMessage, reportInput: true });
  if (result.success) return { value: result.data, problems: [] };
  const problems = result.error.issues.flatMap((issue) => toProblems(issue, source, schema));
  // A misspelt field is one mistake, not two: when "ratng" is unknown and the
  // "rating" it suggests is missing, the unknown-field problem says it all.
  const suggested = new Set(problems.flatMap((p) => (p.suggests ? [p.suggests] : [])));
  return {
    problems: problems.filter((p) => !(p.missing && suggested.has(p.path))).map(({ suggests: _s, missing: _m, ...problem }) => problem),
  };
}

/** A problem plus what the de-duplication above needs to know. */
type Draft = ContentProblem & { suggests?: string; missing?: boolean };

function toProblems(issue: z.core.$ZodIssue, source: SourceMap, schema: z.ZodType): Draft[] {
  const path = issue.path;
  if (issue.code === "unrecognized_keys") {
    return issue.keys.map((key) => {
      const known = knownKeys(schema, path);
      const guess = closest(key, known);
      return {
        ...source.keyPosition([...path, key]),
        path: formatPath([...path, key]),
        expected: known.length ? `one of the known fields: ${known.join(", ")}` : "no extra fields here",
        found: `an unknown field "${key}"`,
        hint: guess ? `did you mean "${guess}"?` : undefined,
        suggests: guess ? formatPath([...path, guess]) : undefined,
      };
    });
  }
  let expected = issue.message;
  if (issue.code === "invalid_union" && issue.errors.length) {
    // Every branch failed: list what each would have accepted.
    const options = issue.errors.map((branch) => branch[0]?.message).filter((m): m is string => Boolean(m));
    expected = [...new Set(options)].join(", or ") || issue.message;
  }
  const value = source.valueAt(path);
  if (path.length === 0 && value == null) {
    return [
      {
        ...source.valuePosition(path),
        path: "",
        expected: `the fields of this file: ${knownKeys(schema, []).join(", ")}`,
        found: "an empty file",
      },
    ];
  }
  // Schema messages describe a value ("an absolute https:// URL"); when there is
  // no value at all, say first that the field is required.
  const missing = value === undefined && issue.code === "invalid_type";
  if (missing) expected = `a value for this required field (${expected})`;
  // A discriminated union reports the whole block as its input; the value at fault is the key's.
  const found = issue.code === "invalid_union" || !("input" in issue) ? value : issue.input;
  // A check of the schemas' own may say better what it found, and what to do (fields.ts, drawnOnCard).
  // In a union (a value or its placeholder), the branch whose own check ran has the better words.
  const checked =
    issue.code === "invalid_union" ? issue.errors.map((branch) => branch[0]).find((i) => i?.code === "custom" && i.params) : issue;
  const own = checked?.code === "custom" ? (checked.params as { found?: string; hint?: string } | undefined) : undefined;
  const at = source.valuePosition(path);
  // Text refused for a character nobody can see (a zero-width space in a phone
  // number, a Cyrillic "а" in an email): name it, and point at it.
  // A value of a format (an email, a web address, a phone number) is plain ASCII: any other character is one to name.
  const format =
    issue.code === "invalid_format" ||
    (issue.code === "invalid_union" && issue.errors.every((branch) => branch[0]?.code === "invalid_format"));
  const hidden = typeof found === "string" && !own?.found ? hiddenCharacter(found, format) : undefined;
  if (hidden) {
    const column = at.source.indexOf(hidden.char, at.column - 1);
    return [
      {
        ...at,
        column: column >= 0 ? column + 1 : at.column,
        path: formatPath(path),
        expected,
        found: `${describeValue(found)}, with ${hidden.description}`,
        hint: "delete it and type the character again: it often comes with text copied from a chat app, a PDF or a web page",
        missing,
      },
    ];
  }
  return [{ ...at, path: formatPath(path), expected, found: own?.found ?? describeValue(found), hint: own?.hint, missing }];
}

/** The keys an object schema accepts at a path, for "did you mean". */
function knownKeys(schema: z.ZodType, path: PropertyKey[]): string[] {
  let node: z.core.$ZodType | undefined = schema;
  for (const key of path) {
    node = node && innerSchema(node, undefined);
    if (!node) return [];
    const def = defOf(node);
    if (def.type === "object") node = def.shape?.[String(key)];
    else if (def.type === "array") node = def.element;
    else return [];
  }
  node = node && innerSchema(node, undefined);
  const def = node && defOf(node);
  return def?.type === "object" ? Object.keys(def.shape ?? {}) : [];
}
