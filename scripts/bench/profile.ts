// Reads the .cpuprofile files that `node --cpu-prof` writes and adds up self
// time per package or project module, then per build stage, so "where does the
// time go" is answered in a few lines instead of a flame chart.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { SourceMap, type SourceMapPayload } from "node:module";
import path from "node:path";

interface ProfileNode {
  id: number;
  callFrame: { url: string; functionName: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

/**
 * A function in a bundle (scripts/run.mjs writes each with a source map) is
 * given the URL of the file it came from, so the bundled build, the one
 * `npm run build` runs, is profiled with its modules' names.
 */
function unbundle(frame: ProfileNode["callFrame"], maps: Map<string, SourceMap | undefined>): string {
  if (!frame.url.startsWith("file://") || !frame.url.endsWith(".mjs")) return frame.url;
  const file = frame.url.slice(7);
  if (!maps.has(file))
    maps.set(
      file,
      existsSync(`${file}.map`) ? new SourceMap(JSON.parse(readFileSync(`${file}.map`, "utf8")) as SourceMapPayload) : undefined,
    );
  const found = maps.get(file)?.findEntry(frame.lineNumber, frame.columnNumber);
  // An empty object when the map has nothing at that place.
  const entry = found && "originalSource" in found ? found : undefined;
  // run.mjs names the sources relative to the map (an absolute path is kept as it is).
  return entry?.originalSource
    ? entry.originalSource.startsWith("file://")
      ? entry.originalSource
      : `file://${path.resolve(path.dirname(file), entry.originalSource)}`
    : frame.url;
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface Share {
  name: string;
  ms: number;
}

/** "node_modules/@scope/pkg/x.js" → "@scope/pkg"; project files by folder; V8 pseudo-frames as they are. */
function moduleOf(url: string, functionName: string, root: string): string {
  if (!url) return functionName.startsWith("(") ? functionName : "(native)";
  if (url.startsWith("wasm:")) return "(wasm)";
  const file = url.replace(/^file:\/\//, "").split("?")[0]!;
  const nm = file.lastIndexOf("/node_modules/");
  if (nm >= 0) {
    const parts = file.slice(nm + 14).split("/");
    return parts[0]!.startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  if (file.startsWith("node:"))
    return file.startsWith("node:internal/modules")
      ? "node:internal/modules (loader)"
      : file
          .replace(/^node:(internal\/)?/, "node:")
          .split("/")
          .slice(0, 2)
          .join("/");
  const rel = path.relative(root, file);
  return rel.startsWith("..") ? file : rel;
}

/** Self time per module over all the profiles in dir (every process and thread), idle excluded. */
export function selfTimeByModule(dir: string, root: string): Share[] {
  const totals = new Map<string, number>();
  const maps = new Map<string, SourceMap | undefined>();
  for (const name of readdirSync(dir).filter((f) => f.endsWith(".cpuprofile"))) {
    const profile = JSON.parse(readFileSync(path.join(dir, name), "utf8")) as CpuProfile;
    // Built-ins (RegExp, JSON, string methods) have no URL: charge them to the
    // nearest caller that has one, so a regex-heavy module shows its real cost.
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const byId = new Map<number, string>();
    for (const n of profile.nodes) {
      let at: ProfileNode | undefined = n;
      while (at && !at.callFrame.url && !at.callFrame.functionName.startsWith("(")) at = nodes.get(parent.get(at.id) ?? -1);
      byId.set(n.id, at ? moduleOf(unbundle(at.callFrame, maps), at.callFrame.functionName, root) : "(native)");
    }
    profile.samples.forEach((id, i) => {
      const module = byId.get(id) ?? "(unknown)";
      if (module === "(idle)") return;
      totals.set(module, (totals.get(module) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    });
  }
  return [...totals].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms);
}

// Which build stage each module's time belongs to. First match wins: the
// markdown module (src/parse/markdown-html.ts, matched by name so a move
// within src/model/ keeps it) before the rest of loading, the card's template
// and font conversion (src/outputs/sfnt.ts) before the other templates and outputs.
const STAGES: [string, RegExp][] = [
  [
    "imports + tsx/esbuild transform",
    /^(tsx|esbuild|get-tsconfig|node:internal\/modules|node:esm|node:modules|node:deps\/cjs-module-lexer|\(program\)|\.cache\/|scripts\/run\.mjs)/,
  ],
  ["precompressed copies (brotli, gzip 9)", /^(node:zlib|src\/outputs\/compress)/],
  [
    "social preview images (satori, resvg)",
    /^(satori|@resvg|@shuding|yoga|fflate|\(wasm\)|src\/outputs\/(social|sfnt)|templates\/SocialCard|css-to-react-native|postcss-value-parser|emoji-regex|linebreak|parse-css-color|css-background-parser|css-box-shadow|css-gradient-parser|hex-rgb|escape-html|unicode-trie|base64-js|tiny-inflate|camelize|css-color-keywords)/,
  ],
  [
    "markdown (remark, micromark)",
    /^(remark|micromark|mdast|hast|unist|unified|vfile|bail|trough|devlop|decode-named|character-|property-information|html-void|zwitch|stringify-entities|ccount|longest-streak|markdown-table|space-separated|comma-separated|web-namespaces|is-plain-obj|extend|trim-lines|src\/model\/(.+\/)?markdown[\w-]*\.ts|escape-string)/,
  ],
  [
    "reading + front matter (gray-matter, yaml, src/model/load)",
    /^(gray-matter|js-yaml|section-matter|kind-of|strip-bom|yaml|src\/model\/load\/|argparse|esprima)/,
  ],
  ["zod", /^zod/],
  ["renderToString (react, templates)", /^(react|react-dom|scheduler|templates\/|src\/render|lucide|simple-icons)/],
  ["writes + fs (node:fs, buffers)", /^node:(fs|buffer|stream|internal\/fs)/],
  ["garbage collection", /^\(garbage collector\)/],
];

export function byStage(modules: Share[]): Share[] {
  const totals = new Map<string, number>();
  for (const m of modules) {
    const stage = STAGES.find(([, re]) => re.test(m.name))?.[0] ?? "other (the pipeline, the model, native, node internals)";
    totals.set(stage, (totals.get(stage) ?? 0) + m.ms);
  }
  return [...totals].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms);
}
