// The English comment above each text of a translation file: the
// translator's guide to what the line says. Rewritten to today's English when
// a text is accepted (npm run translations accept, npm run content).
import type { TranslatedField } from "../../model/load/translated-field.ts";

/**
 * The translation file's text with the English comment above each accepted
 * field rewritten to today's English: the comment is the translator's guide
 * to what the line says, so it follows the English it was accepted against.
 * Only those comment lines change; one is added where a field had none.
 */
export function rewriteGuides(text: string, fields: readonly TranslatedField[]): string {
  const lines = text.split("\n");
  const edits = fields.filter((f) => f.translatedKeyAt && !f.byText).sort((a, b) => b.translatedKeyAt!.line - a.translatedKeyAt!.line);
  for (const field of edits) {
    const at = field.translatedKeyAt!;
    const guide = oneLine(field.value);
    const index = at.line - 1;
    const above = lines[index - 1];
    // "  # English", or "  - # English" where a list item opens on the comment line.
    const comment = above === undefined ? null : /^(\s*(?:- )?)#.*$/.exec(above);
    const own = lines[index]!.slice(0, at.column - 1);
    if (comment && (comment[1]!.length === own.length || /^\s*$/.test(own))) lines[index - 1] = `${comment[1]}# ${guide}`;
    else if (/^\s*$/.test(own)) lines.splice(index, 0, `${own}# ${guide}`);
    // A field on a list item's first line ("- label: …"): the comment goes on a line of its own above the item.
    else lines.splice(index, 0, `${own.replace(/-\s*$/, "").replace(/\S/g, " ")}# ${guide}`);
  }
  return lines.join("\n");
}

/** A text as a guide comment shows it: on one line. */
export const oneLine = (text: string) => text.replace(/\s*\n\s*/g, " ");
