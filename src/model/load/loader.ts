// The one contract every loader of the content keeps, as in Astro's content
// layer: a name, and a load that takes the load's context (loading.ts),
// reports what is wrong there and returns what it loaded. The coordinator
// (site-model.ts) runs them in order, each given what the earlier ones loaded.
import type { Loading } from "./loading.ts";

export interface Loader<T> {
  /** What it loads, as a reader of the coordinator names it: "source files", "pictures". */
  readonly name: string;
  load(loading: Loading): T;
}
