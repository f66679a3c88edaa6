// Turns zod issues into content problems that point at a line: each issue's
// path is looked up in the parsed YAML document to find where it was written.
import { z } from "zod";
import { closest, describeValue, formatPath, type ContentProblem } from "./problem.ts";
import type { SourceMap } from "./yaml.ts";

// Messages phrased as "what was expected", so every problem reads
// "expected: …, found: …". Schema-level messages take precedence over these.
z.config({
  customError: (issue) => {
    switch (issue.code) {
      case "invalid_type":
        return issue.input === undefined ? `a value for this required field (${typeName(issue.expected)})` : typeName(issue.expected);
      case "too_small":
        if (issue.origin === "string") return issue.minimum === 1 ? "non-empty text" : `text of at least ${issue.minimum} characters`;
        if (issue.origin === "array") return `a list of at least ${issue.minimum} item${issue.minimum === 1 ? "" : "s"}`;
        return `a number of at least ${issue.minimum}`;
      case "too_big":
        if (issue.origin === "string") return `text of at most ${issue.maximum} characters`;
        if (issue.origin === "array") return `a list of at most ${issue.maximum} items`;
        return `a number of at most ${issue.maximum}`;
      case "invalid_value":
        return `one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
      case "invalid_format":
        return issue.format === "email" ? "an email address like hello@agency.in" : issue.format === "url" ? "an absolute https:// URL" : `text in ${issue.format} format`;
      default:
        return undefined;
    }
  },
});

function typeName(expected: string): string {
  return (
    { string: "text", number: "a number", boolean: "true or false", array: "a list", object: "a block of fields", int: "a whole number" } as Record<string, string>
  )[expected] ?? expected;
}

export function validate<S extends z.ZodType>(schema: S, data: unknown, source: SourceMap): { value?: z.infer<S>; problems: ContentProblem[] } {
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return { value: result.data, problems: [] };
  return { problems: result.error.issues.flatMap((issue) => toProblems(issue, source, schema)) };
}

function toProblems(issue: z.core.$ZodIssue, source: SourceMap, schema: z.ZodType): ContentProblem[] {
  const path = issue.path as PropertyKey[];
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
      };
    });
  }
  let expected = issue.message;
  if (issue.code === "invalid_union") {
    // Every branch failed: list what each would have accepted.
    const options = issue.errors.map((branch) => branch[0]?.message).filter((m): m is string => Boolean(m));
    expected = [...new Set(options)].join(", or ") || issue.message;
  }
  const position = source.valuePosition(path);
  return [
    {
      ...position,
      path: formatPath(path),
      expected,
      found: describeValue("input" in issue ? issue.input : source.valueAt(path)),
    },
  ];
}

/** The keys an object schema accepts at a path, for "did you mean". */
function knownKeys(schema: z.ZodType, path: PropertyKey[]): string[] {
  let node: z.core.$ZodType | undefined = schema;
  for (const key of path) {
    node = unwrap(node);
    if (!node) return [];
    const def = node._zod.def as unknown as Record<string, unknown>;
    if (def.type === "object") node = (def.shape as Record<string, z.core.$ZodType>)[String(key)];
    else if (def.type === "array") node = def.element as z.core.$ZodType;
    else return [];
  }
  node = unwrap(node);
  const def = node?._zod.def as unknown as Record<string, unknown> | undefined;
  return def?.type === "object" ? Object.keys(def.shape as object) : [];
}

function unwrap(node: z.core.$ZodType | undefined): z.core.$ZodType | undefined {
  while (node) {
    const def = node._zod.def as unknown as Record<string, unknown>;
    if (def.type === "optional" || def.type === "default" || def.type === "nullable" || def.type === "readonly") node = def.innerType as z.core.$ZodType;
    else if (def.type === "pipe") node = def.in as z.core.$ZodType;
    else return node;
  }
  return node;
}
