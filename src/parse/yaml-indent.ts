// Explains a line indented so that YAML cannot tell which block it belongs to.
// The lines above it are read as an editor sees them: fields ("name:"), list
// items ("- "), and the text of values that go on over several lines, which
// no field can join. Of the blocks still open at that line, the one whose
// fields (or items) start nearest its indentation is named (the innermost of
// two as near), with how far its fields are indented and a line that shows it. So the advice never moves a
// field into a text ("the line above has 4 spaces" did, when the line above
// continued a long text) and never contradicts itself under a "- " item,
// whose fields start two columns after the dash.

export interface IndentAdvice {
  /** The block the line belongs to, as a field path ([] for the top level). */
  path: PropertyKey[];
  expected: string;
  found: string;
}

interface Block {
  kind: "fields" | "items";
  column: number;
  path: PropertyKey[];
  /** The last line of the block so far (1-based) and its field name: the example the message gives. */
  line: number;
  name?: string;
  /** items: how many so far. */
  count: number;
}

// "name: value", "- name: value", "- - name:", with the name unquoted or quoted.
const FIELD = /^( *)((?:- +)*)((?:"[^"]*"|'[^']*'|[^\s#'"{[-][^:#]*?|-[^\s:#][^:#]*?)) *:(?: +(.*))?$/;
const ITEM = /^( *)-(?: +(.*))?$/;

const spaces = (n: number) => `${n} space${n === 1 ? "" : "s"}`;
const pathText = (path: PropertyKey[]) =>
  path.reduce<string>((out, key) => (typeof key === "number" ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), "");
const hasValue = (rest: string | undefined) => Boolean(rest?.replace(/(^| )#.*$/, "").trim());

/** The blocks open just before line `lineNo` (1-based), outermost first. */
function openBlocks(lines: readonly string[], lineNo: number): Block[] {
  const stack: Block[] = [{ kind: "fields", column: 0, path: [], line: 0, count: 0 }];
  // Lines deeper than this column continue the text of a value above them.
  let text: number | undefined;
  // A field with nothing after its colon: its block (of fields or items) follows.
  let pending: PropertyKey[] | undefined;

  const closeTo = (column: number) => {
    while (stack.length > 1 && stack.at(-1)!.column > column) stack.pop();
  };
  /** The list of items at `column`: the open one, or a new one under the field that opened it. */
  const itemsAt = (column: number, line: number): Block => {
    const top = stack.at(-1)!;
    if (top.kind === "items" && top.column === column) {
      top.count++;
      top.line = line;
      return top;
    }
    const block: Block = { kind: "items", column, path: pending ?? top.path, line, count: 1 };
    stack.push(block);
    return block;
  };

  for (let n = 1; n < lineNo; n++) {
    const line = lines[n - 1]!;
    if (!line.trim() || line.trim().startsWith("#")) continue;
    const indent = /^ */.exec(line)![0].length;
    if (text !== undefined && indent > text) continue;
    text = undefined;
    const field = FIELD.exec(line);
    const item = field ? undefined : ITEM.exec(line);
    if (!field && !item) continue; // a line the parser read some other way; it opens nothing
    closeTo(indent);
    let path = stack.at(-1)!.path;
    // Each "- " before a field (or alone) is an item of a list at its column.
    const prefix = field ? field[2]! : "-";
    for (let at = prefix.indexOf("-"); at !== -1; at = prefix.indexOf("-", at + 1)) {
      const items = itemsAt(indent + at, n);
      path = [...items.path, items.count - 1];
      pending = path;
    }
    if (field) {
      const column = indent + prefix.length;
      closeTo(column);
      const top = stack.at(-1)!;
      if (top.kind === "fields" && top.column === column) {
        top.line = n;
        top.name = unquote(field[3]!);
      } else {
        stack.push({ kind: "fields", column, path: pending ?? path, line: n, name: unquote(field[3]!), count: 0 });
      }
      pending = hasValue(field[4]) ? undefined : [...stack.at(-1)!.path, unquote(field[3]!)];
      if (hasValue(field[4])) text = column;
    } else if (hasValue(item![2])) {
      text = indent;
    }
  }
  return stack;
}

const unquote = (name: string) => name.trim().replace(/^"(.*)"$|^'(.*)'$/, "$1$2");

/** Advice for line `lineNo` (1-based); `lineOffset` lines come before `lines` in the file (front matter). */
export function indentAdvice(lines: readonly string[], lineNo: number, lineOffset = 0): IndentAdvice {
  const own = lines[lineNo - 1] ?? "";
  const indent = /^ */.exec(own)![0].length;
  const isItem = ITEM.test(own);
  const kind = isItem ? "items" : "fields";
  const candidates = openBlocks(lines, lineNo).filter((b) => b.kind === kind && b.line > 0);
  const found = `${spaces(indent)} of indentation`;
  const general = isItem ? "each item of a list lined up with its other items" : "each field lined up with the other fields of its block";
  if (!candidates.length) return { path: [], expected: general, found };
  const distance = (b: Block) => Math.abs(b.column - indent);
  const best = Math.min(...candidates.map(distance));
  // As near as another, the innermost block wins: the lines just above the line are its fields.
  const block = candidates.filter((b) => distance(b) === best).at(-1)!;
  const line = block.line + lineOffset;
  const which = isItem
    ? `items of ${pathText(block.path)} (the item on line ${line})`
    : block.path.length
      ? `fields of ${pathText(block.path)} ("${block.name}:" on line ${line})`
      : `top-level fields ("${block.name}:" on line ${line})`;
  return { path: block.path, expected: `${spaces(block.column)}, like the other ${which}`, found };
}
