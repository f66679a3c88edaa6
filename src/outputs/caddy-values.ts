// caddy/site-caddy-values: root's command that gives Caddy the live
// release's values (values-file.ts). Caddy 2.6 can read no file as data
// alone (an imported file is read as directives), so this short script,
// which root installs once and reads before installing, is the one door:
// run by the deploy through sudo after each switch of the live release, it
// reads the release's values file once, checks that every line is a comment
// or a name and a plain quoted value (the release's name a time), and only
// then writes them as Caddy `vars` into a file of root's that the Caddyfile
// imports. Anything else is refused, and nothing is changed. It takes no
// arguments, so sudo may let the deploy account run it as it is and nothing else.
import type { OutputFile } from "./output-file.ts";
import { CADDY_VALUES, CADDY_VALUES_COMMAND, DEPLOY_FOLDER, RELEASE_NAME, RELEASE_VALUE, VALUES_FILE } from "./release.ts";

/** The command, as dist-server/caddy/site-caddy-values. */
export function caddyValuesCommand(): OutputFile {
  // awk's regular expressions have no intervals in every awk (mawk's older
  // ones): RELEASE_NAME is written without them. A value's characters are
  // those of VALUE_LINE (values-file.ts): printable ASCII but a quote, $, \\,
  // a backtick and braces.
  const release = `^${RELEASE_VALUE} "${RELEASE_NAME}";$`;
  const value = '^[a-z][a-z0-9_]* "[^"$\\\\{}`]*";$';
  return {
    file: "caddy/site-caddy-values",
    contents: `${[
      "#!/bin/sh",
      "# Written by the build (src/outputs/caddy-values.ts). Root's: install it once with",
      `#   install -o root -g root -m 755 dist-server/caddy/site-caddy-values ${CADDY_VALUES_COMMAND}`,
      "# and again only after reading what a build changed in it (npm run deploy says when).",
      "# npm run deploy runs it through sudo after each switch of the live release: it copies",
      `# the live release's ${VALUES_FILE}, a file of the deploy account's, into ${CADDY_VALUES}`,
      "# as Caddy vars, only if every line is a comment or a name and a plain quoted value.",
      "# Otherwise it says which line is not, and changes nothing.",
      "set -eu",
      "export LC_ALL=C",
      `from=${DEPLOY_FOLDER}/current/${VALUES_FILE}`,
      `to=${CADDY_VALUES}`,
      'work=$(mktemp "$to.XXXXXX")',
      "trap 'rm -f \"$work\"' EXIT",
      "# Read once, at most 64 KB: what is checked is what is written.",
      'head -c 65536 "$from" | awk -v from="$from" \'',
      '  BEGIN { print "# Written by site-caddy-values from " from ": never edit it."; print "vars {" }',
      "  /^(#.*)?$/ { next }",
      `  $0 !~ /[^ -~]/ && $0 ~ /${release}/ { release = 1; sub(/;$/, ""); print "\\t" $0; next }`,
      `  $0 !~ /[^ -~]/ && $0 ~ /${value}/ && $1 != "${RELEASE_VALUE}" { sub(/;$/, ""); print "\\t" $0; next }`,
      '  { printf "%s:%d: not a name and a plain quoted value, so nothing was changed\\n", from, NR > "/dev/stderr"; failed = 1; exit 1 }',
      "  END {",
      "    if (failed) exit 1",
      `    if (!release) { printf "%s: no release name (${RELEASE_VALUE}), so nothing was changed\\n", from > "/dev/stderr"; exit 1 }`,
      '    print "}"',
      "  }",
      '\' >"$work"',
      'chmod 644 "$work"',
      'mv "$work" "$to"',
    ].join("\n")}\n`,
  };
}
