// A notice: what a check finds that is worth knowing and no reason to refuse
// a build (an offer that has ended, a claim's basis due for review, a
// superlative), at its file and line; npm run build and the dev server print it.
import type { Position } from "../parse/yaml.ts";

export interface Notice extends Position {
  message: string;
}
