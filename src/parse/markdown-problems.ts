// What rendered markdown (markdown-html.ts) holds that the site will not
// publish: nesting too deep to render, raw HTML the site's CSP would block
// (scripts, frames, inline styles and event handlers), and links that run
// code or hide where they go. Each problem is at its line and column in the
// markdown as rendered; the loader moves it to the file's own.
import { MAX_DEPTH, type RenderedMarkdown } from "./markdown-html.ts";
import type { ContentProblem } from "./problem.ts";
import { userInfoOf } from "./web-address.ts";

/** A problem at a line and column of the markdown as rendered. */
export type MarkdownProblem = { line: number; column: number } & Pick<ContentProblem, "expected" | "found" | "hint">;

/** Where a page's links may lead; anything else (javascript:, data:, file:) is a problem at the link. */
const SAFE_SCHEMES = new Set(["https", "http", "mailto", "tel"]);

/** Markdown nested too deep is the one problem said: nothing else of it was rendered. */
export function markdownProblems({ tooDeep, blocked, links }: RenderedMarkdown): MarkdownProblem[] {
  if (tooDeep)
    return [
      {
        ...tooDeep,
        expected: `markdown nested at most ${MAX_DEPTH} levels deep (lists, quotes and emphasis inside each other)`,
        found: "nesting deeper than that from here on",
      },
    ];
  const problems: MarkdownProblem[] = blocked.map(({ line, column, what }) => ({
    line,
    column,
    expected:
      "HTML without scripts, frames, plug-ins or inline style and event-handler attributes: the site's Content-Security-Policy blocks them",
    found: what.startsWith("<") ? `a ${what} element` : `${/^[aeiou]/.test(what) ? "an" : "a"} ${what}="…" attribute`,
    hint:
      what === "style"
        ? "write it in markdown, or ask for a class in templates/page.css"
        : "pages carry no scripts or embedded content of their own; link to it instead",
  }));
  for (const { href, line, column } of links) {
    // Browsers drop tabs and line breaks inside an address, so "java\tscript:" is still script.
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href.replace(/[\u0000-\u0020]/g, ""))?.[1]?.toLowerCase();
    const userInfo = scheme === "https" || scheme === "http" ? userInfoOf(href) : undefined;
    if (userInfo)
      problems.push({
        line,
        column,
        expected:
          'a web address with nothing between "https://" and its host: a user name, a password or anything before an "@" hides where the link goes',
        found: `${JSON.stringify(href)}, which opens ${userInfo.host}`,
      });
    else if (scheme && !SAFE_SCHEMES.has(scheme))
      problems.push({
        line,
        column,
        expected: "a link to a page of this site (/privacy-policy, #section), a web address (https://…), mailto: or tel:",
        found: `a ${scheme}: link${scheme === "javascript" || scheme === "vbscript" || scheme === "data" ? ", which runs or embeds code: the site's Content-Security-Policy blocks it" : ""}`,
      });
  }
  return problems;
}
