// The names of the file formats the web editor writes content with
// (src/editor/browser/file-formats.ts): the generated configuration gives each
// file or folder one (cms-config.ts), and the editor's script registers a
// format under each name it finds, with that file's fields.

/** How a kind of file is kept: YAML data, or a markdown page with front matter. */
export type KeptKind = "yaml" | "markdown";

const PREFIX = "kept-";

/** The format of the file or folder at `where` (content/site.yaml, content/legal). */
export const keptFormat = (kind: KeptKind, where: string): string => `${PREFIX}${kind}:${where}`;

/** The kind of a format name the configuration gives, or undefined for any other format. */
export function keptKind(format: unknown): KeptKind | undefined {
  if (typeof format !== "string" || !format.startsWith(PREFIX)) return undefined;
  const kind = format.slice(PREFIX.length, format.indexOf(":"));
  return kind === "yaml" || kind === "markdown" ? kind : undefined;
}
