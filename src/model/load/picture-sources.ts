// Reads the pictures content names (src/parse/picture-file.ts: the file is
// there, is the kind its name says, is not too large and carries nothing a
// picture should not) and checks each against its slot: the kind it takes,
// and enough pixels to stay sharp at twice its size on the page. Each problem
// is at the picture's `src` in the YAML file, with its field path. What passes
// is described by ImageInfo: its real size, kind and hash, from which the
// pictures' published files are named (src/view/pictures.ts).
import { isImageField, MAX_SOURCE, SLOTS, type ImageField } from "../schema/image.ts";
import { formatPath, type ContentProblem } from "../../parse/problem.ts";
import { FORMAT_NAMES } from "../../parse/picture-bytes.ts";
import { describeUnusable, readPicture, type ImageInfo, type PictureRead, type Remember } from "../../parse/picture-file.ts";
import type { SourceMap } from "../../parse/yaml.ts";
import { walkContent } from "../../parse/content-walk.ts";

/** A picture field as found in a YAML file, with where it is written. */
export interface ImageRef {
  field: ImageField;
  path: PropertyKey[];
  source: SourceMap;
}

/** Every picture field in validated data: objects that carry a slot. */
export function imageRefs(data: unknown, source: SourceMap): ImageRef[] {
  const refs: ImageRef[] = [];
  walkContent(data, (node, at) => {
    if (!isImageField(node)) return;
    refs.push({ field: node, path: at, source });
    return false;
  });
  return refs;
}

/** Reads and checks every picture; each problem is at its src, with the field path. */
export async function loadImages(
  refs: ImageRef[],
  imagesDir: string,
  remember?: Remember,
): Promise<{ images: Record<string, ImageInfo>; problems: ContentProblem[] }> {
  const images: Record<string, ImageInfo> = {};
  const problems: ContentProblem[] = [];
  // A picture used twice (a logo in two places) is read once, but checked for each slot.
  const read = new Map<string, Promise<PictureRead>>();
  for (const ref of refs) {
    const { field } = ref;
    if (!read.has(field.src))
      read.set(
        field.src,
        readPicture(field.src, imagesDir, MAX_SOURCE, remember).catch((error: Error): PictureRead => ({
          ok: false,
          kind: "unreadable",
          why: error.message,
        })),
      );
    const result = await read.get(field.src)!;
    const problem = result.ok ? slotProblem(result.info, field) : describeUnusable(result, field.src, imagesDir, MAX_SOURCE);
    if (problem) problems.push({ ...ref.source.valuePosition([...ref.path, "src"]), path: formatPath([...ref.path, "src"]), ...problem });
    else if (result.ok) images[field.src] = result.info;
  }
  return { images, problems };
}

/** Whether the picture fits its slot: the kind it takes, and enough pixels for twice its size. */
function slotProblem(info: ImageInfo, field: ImageField): { expected: string; found: string; hint?: string } | undefined {
  const slot = SLOTS[field.slot];
  if (!(slot.formats as readonly string[]).includes(info.format)) {
    const kinds = slot.formats.map((f) => FORMAT_NAMES[f]);
    return {
      expected: `${kinds.slice(0, -1).join(", ")} or ${kinds.at(-1)}, for ${slot.what}`,
      found: `${info.format === "svg" ? "an" : "a"} ${FORMAT_NAMES[info.format]} file`,
      hint: info.format === "svg" ? "SVG is for logos; save a photo or screenshot as JPEG or PNG" : undefined,
    };
  }
  if (info.format === "svg") return undefined; // drawn sharp at any size
  const size = `${info.width} × ${info.height} pixels`;
  const sharp = "so it stays sharp on phones";
  if (slot.width !== undefined && slot.height !== undefined) {
    const need = 2 * Math.max(slot.width, slot.height);
    if (Math.min(info.width, info.height) < need)
      return {
        expected: `at least ${need} × ${need} pixels: twice the ${slot.width} × ${slot.height} px ${slot.what} is shown at, ${sharp}`,
        found: size,
      };
  } else if (slot.height !== undefined) {
    const need = 2 * slot.height;
    if (info.height < need)
      return { expected: `at least ${need} pixels tall: twice the ${slot.height} px ${slot.what} is shown at, ${sharp}`, found: size };
  } else if (slot.width !== undefined) {
    const need = 2 * slot.width;
    if (info.width < need)
      return { expected: `at least ${need} pixels wide: twice the ${slot.width} px ${slot.what} is shown at, ${sharp}`, found: size };
  }
  return undefined;
}
