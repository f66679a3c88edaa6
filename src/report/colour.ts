// The terminal's colours: ANSI codes around a text when the output is a
// terminal that wants them (the callers decide: a TTY and no NO_COLOR), the
// text as it is otherwise.

/** "1" bold, "2" dim, "31" red, "33" yellow, "36" cyan. */
export const painter =
  (color: boolean) =>
  (code: string, text: string): string =>
    color ? `\x1b[${code}m${text}\x1b[0m` : text;
