// Formats numbers the Indian way at build time: ₹14,999 (lakh grouping),
// ₹2.5 lakh, 95%, 200+, 4.9/5, 24 hours.
import type { Figure, Words } from "../model/schema/fields.ts";

const grouping = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
const LAKH = 100_000;
const CRORE = 10_000_000;

/** 14999 → "₹14,999"; 120000 → "₹1,20,000". */
export function formatRupees(amount: number): string {
  return `₹${grouping.format(amount)}`;
}

/** 250000 → "₹2.5 lakh" ("₹2.5 लाख" in Hindi); 20000000 → "₹2 crore". Smaller amounts use grouping. */
export function formatRupeesShort(amount: number, words: Words): string {
  if (amount >= CRORE) return `₹${trim(amount / CRORE)} ${words.crore}`;
  if (amount >= LAKH) return `₹${trim(amount / LAKH)} ${words.lakh}`;
  return formatRupees(amount);
}

function trim(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** A figure in the words of the page's language (site.yaml's words). */
export function formatFigure(figure: Figure, words: Words): string {
  switch (figure.kind) {
    case "percent":
      return `${figure.value}%`;
    case "rupees":
      return `${formatRupeesShort(figure.value, words)}${figure.plus ? "+" : ""}`;
    case "count":
      return `${grouping.format(figure.value)}${figure.plus ? "+" : ""}`;
    case "rating":
      return `${figure.value}/${figure.outOf}`;
    case "duration":
      return `${figure.value} ${words[figure.unit][figure.value === 1 ? "one" : "other"]}`;
  }
}

// One formatter per language and style: creating an Intl formatter costs far more than using it.
const formatters = new Map<string, Intl.DateTimeFormat>();
function dateFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(tag, { ...options, timeZone: "UTC" })));
  return format;
}

/**
 * "2025-01-01" → "1 January 2025" (en-IN), "1 जनवरी 2025" (hi-IN): a date as
 * the page's language writes it (its tag's own conventions, so one style per
 * language everywhere: legal pages, the offer, reports), independent of the
 * machine's time zone. Pages keep the date machine-readable in <time dateTime>.
 */
export function formatDate(iso: string, locale = "en-IN"): string {
  return dateFormat(locale, { year: "numeric", month: "long", day: "numeric" }).format(new Date(`${iso}T00:00:00Z`));
}

/** "2026-11-30" → "Monday, 30 November" (en-IN), "सोमवार, 30 नवंबर" (hi-IN): a day this year, named. */
export function formatDay(iso: string, locale = "en-IN"): string {
  return dateFormat(locale, { weekday: "long", day: "numeric", month: "long" }).format(new Date(`${iso}T00:00:00Z`));
}

/**
 * Hyphens inside a word made non-breaking (U+2011), for headings: a heading
 * never breaks at "ready-to-/close". Screen readers read it as a hyphen.
 */
export function keepHyphens(text: string): string {
  return text.replace(/(?<=[\p{L}\p{N}])-(?=[\p{L}\p{N}])/gu, "\u2011");
}

/** The copyright line's years: the first year alone, or "2025–2026" once the build's year (India time) is later. */
export function copyrightYears(first: number, today: string): string {
  const current = Number(today.slice(0, 4));
  return current > first ? `${first}–${current}` : String(first);
}

/** A letter of a script without capitals: Devanagari's bar, Arabic's joins, Tamil's vowel signs break under negative tracking. */
const UNCASED_LETTER = /(?![\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])\p{L}/u;

/** Whether display text may be set a little tight: only a text all in a cased alphabet (Latin, Greek, Cyrillic). */
export const tracksTight = (text: string) => !UNCASED_LETTER.test(text);
