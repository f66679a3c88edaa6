// A picture in content: a file of content/images/ and what it shows. Each
// picture field is made for one slot of the page (a client logo, a
// testimonial photo, a product screenshot), which decides the sizes it is
// published at and so how large its source must be. Alt text is required,
// unless the editor says explicitly that the picture is decorative.
import { z } from "zod";
import { text } from "./fields.ts";
import type { SourceFormat } from "../../parse/picture-bytes.ts";

/**
 * Where a picture is shown: its size on the page in CSS pixels, and which
 * kinds of file it takes. A fixed slot has a height (and a width, or the
 * source's proportions); a fluid one fills up to `width` of its column.
 */
export const SLOTS: Record<SlotName, Slot> = {
  logo: { height: 28, maxWidth: 168, fluid: false, crop: false, formats: ["svg", "png", "webp", "jpeg"], what: "a client logo" },
  photo: { height: 48, width: 48, fluid: false, crop: true, formats: ["jpeg", "png", "webp"], what: "a testimonial photo" },
  screenshot: { width: 640, fluid: true, crop: false, formats: ["png", "jpeg", "webp"], what: "a product screenshot" },
};

export interface Slot {
  height?: number;
  width?: number;
  maxWidth?: number;
  fluid: boolean;
  /** Cut to the slot's exact shape (a round photo), rather than keep the source's proportions. */
  crop: boolean;
  formats: readonly SourceFormat[];
  what: string;
}

export type SlotName = "logo" | "photo" | "screenshot";

/** The largest source the build accepts: beyond it, an editor means to scale the picture down first. */
export const MAX_SOURCE = { bytes: 10 * 1024 * 1024, pixels: 40_000_000 };

const src = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*\.(jpe?g|png|webp|svg)$/,
    "a file of content/images/ such as logos/sunset-journeys.svg: lowercase, ending in .jpg, .png, .webp or .svg",
  )
  .meta({
    description:
      "The picture's file, inside content/images/: people/priya-nair.jpg, logos/sunset-journeys.svg. JPEG, PNG or WebP (SVG for logos).",
  });

/** A picture field for one slot. The slot travels with the value, so the build knows its sizes. */
export function image<S extends SlotName>(slot: S) {
  return z
    .strictObject({
      src,
      alt: text.optional().meta({
        description:
          "What the picture shows, for people who cannot see it: a logo's name, a person's name. Needed unless the picture is marked decorative.",
      }),
      // false says what leaving it out says: the web editor's switch writes it.
      decorative: z.boolean().optional().meta({
        description: "On (true) for a picture that adds nothing the text does not say: it gets an empty alt, and screen readers skip it.",
      }),
    })
    .superRefine((value, ctx) => {
      if (value.alt === undefined && !value.decorative) {
        ctx.addIssue({
          code: "custom",
          path: ["alt"],
          message: "alt text saying what the picture shows, or decorative: true for one that adds nothing to the text",
          input: undefined,
        });
      } else if (value.alt !== undefined && value.decorative === true) {
        ctx.addIssue({
          code: "custom",
          path: ["decorative"],
          message: "alt text or decorative: true, not both: a decorative picture has no alt text",
          input: true,
        });
      }
    })
    .transform((value) => ({ ...value, slot }))
    .meta({ description: `${SLOTS[slot].what}: the file (src) and its alt text.` });
}

/** A picture as the model holds it once its file has been read (load/picture-sources.ts). */
export type ImageField = z.output<ReturnType<typeof image>>;

/** Whether a value of the validated model is a picture field: a block that carries its slot. */
export function isImageField(node: unknown): node is ImageField {
  if (!node || typeof node !== "object" || Array.isArray(node)) return false;
  const record = node as Record<string, unknown>;
  return typeof record.slot === "string" && typeof record.src === "string" && record.slot in SLOTS;
}
