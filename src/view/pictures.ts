// A picture as a page shows it: the files the build published for it and the
// attributes of its <picture> and <img>. Made by src/outputs/picture-files.ts for
// each picture field of the content (by its file and slot); the templates look
// them up with pictureFor and draw them with templates/Picture.tsx.
import type { ImageField } from "../model/schema/image.ts";

export interface Picture {
  /** "" for a decorative picture. */
  alt: string;
  /** Its size on the page in CSS pixels (at 1x): the img's width and height, so nothing moves when it arrives. */
  width: number;
  height: number;
  /** The img's own file (WebP, or the SVG), and its other sizes. */
  src: string;
  srcset?: string;
  /** For a picture whose width follows its column. */
  sizes?: string;
  /** Better formats the browser takes first when it can (AVIF). */
  sources: { type: string; srcset: string; sizes?: string }[];
}

/** Pictures by the key of their field. */
export type Pictures = ReadonlyMap<string, Picture>;

export const pictureKey = (field: Pick<ImageField, "src" | "slot">) => `${field.slot}:${field.src}`;

/** The published picture for a field; the build makes one for every field, so a missing one is a fault of the build. */
export function pictureFor(pictures: Pictures, field: ImageField): Picture {
  const picture = pictures.get(pictureKey(field));
  if (!picture) throw new Error(`no picture was made for ${field.src} (${field.slot})`);
  return { ...picture, alt: field.decorative ? "" : (field.alt ?? "") };
}
