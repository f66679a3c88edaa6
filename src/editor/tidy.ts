// The tidy step for the web editor (Sveltia CMS). When the CMS saves a content
// file it writes it anew from the data: comments (the English guide above each
// Hindi text among them) and blank lines go, folded text becomes one long line,
// { flow } blocks become indented ones, quotes change, keys are re-sorted and
// defaults it knows of are added, and a markdown body is re-formatted. Run
// after a save, with the file as it was before (base) and as the CMS wrote it
// (saved), the tidy step gives the file as it was with only the editor's
// changes made, so a commit shows what the editor changed and nothing else.
// Pure functions on text: reading and writing the files is the caller's.
export { tidyYaml, TidyError, type TidyOptions } from "./tidy-yaml.ts";
export { tidyMarkdown } from "./tidy-markdown.ts";
