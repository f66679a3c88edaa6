// How the web editor writes a save into a content file (src/editor/browser/
// file-formats.ts): left to itself, the CMS writes each file it saves anew from
// the data, so comments (the English guide above each Hindi text among them),
// blank lines, folds, { flow } blocks, quotes, key order and `!placeholder`
// tags would go, defaults it knows of would be added, and a markdown body would
// be re-formatted. Given the file as it was read (base) and what the editor
// saved, these give the file as it was with only the editor's changes made, so
// a commit shows what the editor changed and nothing else, and the build reads
// it as it read the file before. The `Data` forms take the save as the CMS
// hands it over; the text forms, the save as the CMS would have written it.
// Pure functions on text: reading and writing the files is the caller's.
export { tidyYaml, tidyYamlData, TidyError, type TidyOptions } from "./tidy-yaml.ts";
export { tidyMarkdown, tidyMarkdownData } from "./tidy-markdown.ts";
