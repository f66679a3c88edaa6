// Runs in every unit test file (vitest.config.ts, setupFiles): the folders a
// file made with tempDir go once the file's own afterAll hooks have run (they
// run first: vitest runs after-hooks in reverse order of registration), so a
// dev server or build still using one has stopped by then. Without this, each
// `npm test` left about 2 GB of copies and builds behind in the temp folder.
import { afterAll } from "vitest";
import { removeTempDirs } from "../shared/temp.ts";

afterAll(removeTempDirs);
