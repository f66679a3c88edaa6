// How the npm commands read their arguments (node:util's parseArgs), the
// same way in each: --help or -h prints the command's usage; an unknown or
// malformed option is one line saying so (with the option meant, when one is
// near) and the usage, exit code 2. Never Node's stack trace, which is what
// parseArgs throws at an editor who typed --contnet or asked for --help.
import { parseArgs, type ParseArgsConfig } from "node:util";
import { closest } from "../src/parse/problem.ts";

export function readCommandLine<T extends ParseArgsConfig>(config: T, usage: string): ReturnType<typeof parseArgs<T>> {
  const given = config.args ?? process.argv.slice(2);
  // After "--" every word is a value, even one that looks like --help.
  const options = given.includes("--") ? given.slice(0, given.indexOf("--")) : given;
  if (options.some((word) => word === "--help" || word === "-h")) {
    console.log(usage);
    process.exit(0);
  }
  try {
    return parseArgs(config);
  } catch (error) {
    console.error(`✖ ${explain(error as Error & { code?: string }, Object.keys(config.options ?? {}))}\n  ${usage}`);
    process.exit(2);
  }
}

/** parseArgs's message, or for an unknown option a shorter one with the option meant. */
function explain(error: Error & { code?: string }, known: string[]): string {
  const unknown = error.code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" ? /'(-{1,2}[^']*)'/.exec(error.message)?.[1] : undefined;
  if (!unknown) return error.message;
  const name = unknown.replace(/^-+/, "").split("=")[0]!;
  const meant = closest(name, known);
  return `${unknown} is not an option of this command${meant ? `: did you mean --${meant}?` : ""}`;
}
