// Which writing system a language's text is in, from its tag alone (its
// script subtag, or the one the language is most likely written in: hi →
// Devanagari, ta → Tamil, ur → Arabic, mni-Mtei → Meetei Mayek), so a page
// in any language of India gets the type its script needs: the system fonts
// a phone has for it, line heights for its marks, no tracking where letters
// join. Each script's rules are a stylesheet of their own
// (templates/styles/writing-systems/), which a page inlines only when it shows text
// in that script, and the design checks measure a page's copy with its
// script's measures (design-limits.ts).

/** The ISO 15924 codes of the scripts with rules of their own, and the stylesheet each is in. */
export const SCRIPT_STYLES = {
  Deva: "devanagari",
  Beng: "bengali",
  Gujr: "gujarati",
  Guru: "gurmukhi",
  Knda: "kannada",
  Mlym: "malayalam",
  Orya: "oriya",
  Taml: "tamil",
  Telu: "telugu",
  Mtei: "meetei-mayek",
  Olck: "ol-chiki",
  Arab: "arabic",
} as const;

export type StyledScript = keyof typeof SCRIPT_STYLES;

/** The scripts whose marks stack highest and lowest, which share stacked-marks.css's looser lines. */
export const TALL_SCRIPTS: ReadonlySet<StyledScript> = new Set(["Knda", "Mlym", "Orya", "Taml", "Telu"]);

const known = new Map<string, StyledScript | undefined>();

/** "ta-IN" → "Taml", "hi-IN" → "Deva"; undefined for Latin, and for a script without rules of its own. */
export function writingSystem(tag: string): StyledScript | undefined {
  if (!known.has(tag)) {
    let script: string | undefined;
    try {
      script = new Intl.Locale(tag).maximize().script;
    } catch {
      script = undefined;
    }
    known.set(tag, script && script in SCRIPT_STYLES ? (script as StyledScript) : undefined);
  }
  return known.get(tag);
}

/** The script's name as its stylesheet and the design measures name it: "tamil" for ta-IN, "latin" for en-IN. */
export function scriptName(tag: string): string {
  const script = writingSystem(tag);
  return script ? SCRIPT_STYLES[script] : "latin";
}
