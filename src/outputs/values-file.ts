// dist-server/values.map: what the servers send that changes with a build,
// as data: each header's value (the Content-Security-Policy's hashes above
// all) by the name the configs give it (headers.ts, valueName), one
// `name "value";` line each. A deploy adds the release's own name. nginx
// reads the file inside map blocks, where only key–value pairs parse, and
// Caddy through site-caddy-values, root's command, which copies only lines of
// this exact shape. So the file, which the deploy account writes, is never
// read as a directive by a server root configured; a value either could take
// for more than text (a quote, a backslash, a $, a brace, a character outside
// printable ASCII) is refused here, and by nginx and that command.
import type { OutputFile } from "./output-file.ts";
import { headerValues, type ResponseRule } from "./headers.ts";
import { VALUES_FILE } from "./release.ts";

/** The shape of a line of values, the same test the servers' side makes (caddy-values.ts). */
const VALUE_LINE = /^[a-z][a-z0-9_]* "[ !#%-[\]-_a-z|~]*";$/;

export function valuesFile(rules: ResponseRule[]): OutputFile {
  const lines = headerValues(rules).map(([name, value]) => valueLine(name, value));
  return {
    file: VALUES_FILE,
    contents: `${[
      "# Written by the build (src/outputs/values-file.ts): each header's value, by the name",
      "# the server configs give it. npm run deploy adds the release's own name. Data only:",
      "# nginx reads it inside map blocks, Caddy through site-caddy-values.",
      ...lines,
    ].join("\n")}\n`,
  };
}

/** One line of the file, `name "value";`; a value the servers could read as more than text is refused. */
function valueLine(name: string, value: string): string {
  const line = `${name} "${value}";`;
  if (!VALUE_LINE.test(line))
    throw new Error(
      `${name}: the value ${JSON.stringify(value)} has a character a server could read as more than text (a quote, \\, $, a brace or a character outside printable ASCII)`,
    );
  return line;
}
