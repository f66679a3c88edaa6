// Field types shared by every content schema: placeholders, links, rupee amounts,
// marketing figures and icon names. Each carries a description, because the
// generated JSON Schemas show these to editors as they type.
import { z } from "zod";
import { ICON_NAMES } from "./icons.ts";
import { describeUndrawable, undrawableWords } from "../../text/card-text.ts";
import { graphemeCount } from "../../text/text-length.ts";
import { defOf } from "./zod-def.ts";
import { userInfoOf } from "../../parse/web-address.ts";

/** A value the spec leaves unfilled, written as text in square brackets: "[LLP number]". */
const PLACEHOLDER_PATTERN = /^\[[^[\]]+\]$/;
export const isPlaceholder = (value: unknown): boolean => typeof value === "string" && PLACEHOLDER_PATTERN.test(value.trim());

const placeholder = z.string().regex(PLACEHOLDER_PATTERN, "a placeholder in square brackets until it is known, like [to be confirmed]");

/** Either a real value or, until an editor fills it, a bracketed placeholder. */
export const fillable = <T extends z.ZodType>(real: T, what: string) =>
  z.union([real, placeholder]).meta({
    description: `${what}, or a placeholder in square brackets (shown marked on the page and reported by the build) until it is known.`,
  });

/**
 * Text a reader reads: copy, labels, alt text. A translation may give it in
 * another language (src/model/load/translation.ts finds these fields by the check
 * below, which every schema derived from `text` keeps, whatever its .meta()).
 */
export const text = z.string().trim().min(1, "non-empty text");
// The last check `text` adds (its minimum length): every schema derived from it keeps it.
const TEXT_CHECK = defOf(text).checks?.at(-1);

/**
 * A length rule that counts characters as a reader does: grapheme clusters
 * ("क्षि", "நோ" and an emoji with its skin tone are one each), never UTF-16
 * units, so a Hindi or Tamil description gets the room an English one does.
 */
export const readLength =
  (min: number, max: number) =>
  (value: string, ctx: z.core.$RefinementCtx<string>): void => {
    const length = graphemeCount(value);
    if (length >= min && length <= max) return;
    ctx.addIssue({
      code: "custom",
      input: value,
      message: length > max ? `text of at most ${max} characters` : `text of at least ${min} characters`,
    });
  };

/** Text written the same in every language: a name, an address. Translations leave it alone. */
export const verbatim = z.string().trim().min(1, "non-empty text");

/**
 * The check of a field the link-preview card shows (a title, the tagline):
 * letters of a script none of the card's fonts has (card-text.ts) would
 * leave the card without its words, so they are a problem at the field.
 */
export function drawnOnCard(value: string, ctx: z.RefinementCtx, path: PropertyKey[] = []): void {
  const undrawable = undrawableWords(value);
  if (!undrawable.length) return;
  ctx.addIssue({
    code: "custom",
    path,
    input: value,
    message:
      "text the link-preview card can draw: Latin, Greek and Cyrillic letters, or those of a script of India's languages (emoji and symbols are left out of the card)",
    params: {
      found: `${describeUndrawable(undrawable)}, which none of the card's fonts has`,
      hint: "the card draws Latin, Greek, Cyrillic and every script of India's scheduled languages; a language in another script needs its font added to the card first (src/text/card-text.ts)",
    },
  });
}

/** Whether a field schema is (derived from) `text`: what a translation file may hold. */
export function isText(schema: z.core.$ZodType): boolean {
  const def = defOf(schema);
  return def.type === "string" && TEXT_CHECK !== undefined && (def.checks ?? []).includes(TEXT_CHECK);
}

/** The words numbers are written with, per language: "₹2.5 lakh", "24 hours" / "₹2.5 लाख", "24 घंटे". */
const unitWords = (example: string) =>
  z
    .strictObject({ one: text, other: text })
    .meta({ description: `The unit after a number: one (1 ${example}) and other (2 ${example}s and more).` });
export const words = z
  .strictObject({
    lakh: text.meta({ description: 'After rupees in lakh: "₹2.5 lakh".' }),
    crore: text.meta({ description: 'After rupees in crore: "₹2 crore".' }),
    second: unitWords("second"),
    minute: unitWords("minute"),
    hour: unitWords("hour"),
    day: unitWords("day"),
  })
  .meta({
    description: "The words figures are written with: lakh, crore and units of time, so a translation can write them in its language.",
  });
export type Words = z.infer<typeof words>;

/**
 * Marks invented example content (a testimonial nobody gave, a client logo
 * drawn as an example): `npm run build` lists it before launch and
 * build:production refuses it, as advertising rules require testimonials and
 * endorsements to be genuine.
 */
export const sample = z.boolean().optional().meta({
  description:
    "On (true): invented example content, listed before launch and refused by the production build. Switch it off (or delete the line) once it is real: a customer's own words or logo, used with their permission.",
});

/** Whether text is a real day written YYYY-MM-DD (2025-02-30 is not). */
export const isRealDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** A calendar date as YYYY-MM-DD, checked to be a real day. */
export const isoDate = z
  .string({ error: "a date written as YYYY-MM-DD, e.g. 2025-06-30" })
  // abort: a date in another format is one mistake, not also "not a real date".
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "a date written as YYYY-MM-DD, e.g. 2025-06-30", abort: true })
  .refine(isRealDate, "a real calendar date");

/** A colour as #rrggbb. */
export const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, "a colour like #312e81");

/** Absolute https URL. Reserved example domains are allowed but reported as placeholders. */
export const httpsUrl = z
  .url({ protocol: /^https$/, error: "an absolute https:// URL" })
  .superRefine((value, ctx) => {
    const userInfo = userInfoOf(value);
    if (!userInfo) return;
    ctx.addIssue({
      code: "custom",
      input: value,
      message:
        'an address with nothing between "https://" and its host: a user name, a password or anything before an "@" hides where the link goes',
      params: {
        found: `${JSON.stringify(value)}, which opens ${userInfo.host}`,
        hint: `write the site's own address, https://${userInfo.host}/… if that is where it should go`,
      },
    });
  })
  .meta({ description: "An absolute https:// URL." });

/** A link target: an https URL, a site path (/privacy-policy), an in-page anchor (#pricing), or empty for "not yet". */
const href = z
  .union([
    httpsUrl,
    z.string().regex(/^\/[a-z0-9\-/]*(#[a-z][a-z0-9-]*)?$/, "a site path like /privacy-policy"),
    z.string().regex(/^#[a-z][a-z0-9-]*$/, "an in-page anchor like #pricing"),
    z.string().regex(/^mailto:[^\s@]+@[^\s@]+$/, "a mailto: address"),
    z.literal(""),
  ])
  // Left out is "": the web editor writes no empty value.
  .default("")
  .meta({
    description:
      'Where the link goes: https://…, a site path like /privacy-policy, an anchor like #pricing, mailto:…, or "" (or nothing) to show the item as plain text until its page exists.',
  });

/**
 * The id of a list item: its name in every language. A translation names the
 * item it translates by it, so adding, deleting or moving items in the source
 * never puts a translation on another item.
 */
export const itemId = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, "a short lowercase id like reply-time: letters, digits and hyphens, starting with a letter")
  .meta({
    description:
      "The item's name in every language, unique in its list: a translation names the item it translates by it. Keep it when the words change.",
  });

// The field that names each item of a keyed list, by the list's item schema (read by load/translation.ts).
const LIST_KEYS = new WeakMap<z.core.$ZodType, string>();

/** The field naming each item of a list made by keyedList, given the list's item schema. */
export const listKey = (item: z.core.$ZodType): string | undefined => LIST_KEYS.get(item);

/**
 * Refines a list so that each item's name (`nameOf`) is in it once: `what`
 * says what must be unique, `phrase` what the earlier item is ("item 2 of
 * the list already has", "already is").
 */
const eachOnce = <L extends z.ZodArray>(
  list: L,
  nameOf: (item: z.output<L>[number]) => unknown,
  key: PropertyKey[],
  what: string,
  phrase: string,
) =>
  list.superRefine((items, ctx) => {
    const first = new Map<unknown, number>();
    items.forEach((value, index) => {
      const name = nameOf(value);
      const earlier = first.get(name);
      if (earlier === undefined) first.set(name, index);
      else
        ctx.addIssue({
          code: "custom",
          path: [index, ...key],
          input: name,
          message: what,
          params: { found: `${JSON.stringify(name)}, which item ${earlier + 1} of the list already ${phrase}` },
        });
    });
  });

/**
 * A list whose items hold text: each item is named by `key` (its id), unique
 * in the list, and a translation follows the item by that name, never by its
 * position.
 */
export function keyedList<T extends z.ZodObject>(item: T, key = "id") {
  LIST_KEYS.set(item, key);
  return eachOnce(z.array(item), (value) => (value as Record<string, unknown>)[key], [key], `each ${key} once in this list`, "has");
}

/**
 * A list of texts (a plan's features): a translation names each item by its
 * English text, so each text may appear once.
 */
export function textList(item: z.ZodString = text) {
  return eachOnce(z.array(item), (value) => value, [], "each item once in this list (a translation names an item by its text)", "is");
}

export const link = z.strictObject({
  id: itemId,
  label: text.meta({ description: "The visible link text." }),
  href,
});

/** Whole rupees. Formatted at build time with Indian digit grouping (₹14,999). */
export const rupees = z
  .number({ error: "a number of rupees, like 7499" })
  .int("a whole number of rupees")
  .nonnegative("a price of zero or more")
  .meta({ description: "A number of rupees, like 7499: digits only, no ₹ and no commas. Shown as ₹7,499." });

export const icon = z.enum(ICON_NAMES).meta({ description: "An icon from the site's icon set." });

/**
 * A marketing figure. Numbers stay numbers so the build formats them one way
 * everywhere: 95%, ₹2.5 lakh, 200+, 4.9/5, 24 hours.
 */
export const figure = z
  .discriminatedUnion("kind", [
    z.strictObject({
      kind: z.literal("percent").meta({ description: 'A percentage, shown as "95%".' }),
      value: z.number().min(0).max(1000).meta({ description: "The percentage, e.g. 95 for 95%." }),
    }),
    z.strictObject({
      kind: z.literal("rupees").meta({ description: 'An amount in rupees, shown in lakh or crore, e.g. "₹2.5 lakh".' }),
      value: rupees,
      plus: z.boolean().default(false).meta({ description: 'Append "+" (4.5 lakh+).' }),
    }),
    z.strictObject({
      kind: z.literal("count").meta({ description: 'A number of things, shown with Indian digit grouping, e.g. "1,200+".' }),
      value: z.number().int().nonnegative().meta({ description: "The number, e.g. 1200." }),
      plus: z.boolean().default(false).meta({ description: 'Append "+" (1,200+).' }),
    }),
    z.strictObject({
      kind: z.literal("rating").meta({ description: 'A score out of a maximum, shown as "4.9/5".' }),
      value: z.number().min(0).meta({ description: "The score, e.g. 4.9." }),
      outOf: z.number().positive().meta({ description: "The best score possible, e.g. 5." }),
    }),
    z.strictObject({
      kind: z.literal("duration").meta({ description: 'A length of time, shown as "24 hours".' }),
      value: z.number().positive().meta({ description: "How many units, e.g. 24." }),
      unit: z
        .enum(["second", "minute", "hour", "day"])
        .meta({ description: "The unit, written in the page's language with site.yaml's words (one or other)." }),
    }),
  ])
  .meta({
    description:
      'A figure the page claims, written as a number and its kind so the build formats it one way: "95%", "₹2.5 lakh", "200+", "4.9/5", "24 hours".',
  });
export type Figure = z.infer<typeof figure>;
