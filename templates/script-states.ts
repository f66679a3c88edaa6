// What the pages' scripts change after load, which no rendered HTML shows:
// the classes they add (menu.js: "js" on <html>, "is-open" on the header;
// whatsapp.js: "past-hero"; the offer's end, sections/closing/offer.js:
// "offer-ended") and the attribute values they set (menu.js: aria-expanded).
// The stylesheet trimmer (src/render/used-css.ts) keeps the rules for these on
// every page; a unit test holds this list to the scripts.
export const SCRIPT_STATES = {
  classes: ["js", "is-open", "past-hero", "offer-ended"],
  attributes: { "aria-expanded": ["true", "false"] },
} as const satisfies { classes: readonly string[]; attributes: Record<string, readonly string[]> };
