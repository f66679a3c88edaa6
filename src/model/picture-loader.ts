// The pictures loader: every picture the source files name (gathered on the
// load as they were validated), read from content/images/ and checked against
// the slot it fills. It runs once the files are known to be well formed, and
// reads a picture named twice only once.
import path from "node:path";
import type { Loader } from "./load/loader.ts";
import { loadImages } from "./load/picture-sources.ts";
import type { ImageInfo } from "../parse/picture-file.ts";

export const pictures: Loader<Promise<Record<string, ImageInfo>>> = {
  name: "pictures",
  async load(loading) {
    const { images, problems } = await loadImages(loading.pictures, path.join(loading.root, "images"), loading.remember);
    loading.report(problems);
    return images;
  },
};
