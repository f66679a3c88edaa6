// The link-preview card in every script of India's scheduled languages: a
// word per script that needs real shaping (conjuncts, a vowel sign drawn
// before its consonant, Tamil's and Malayalam's two-part vowels, Bengali's
// and Odia's reph, Urdu's joining and right-to-left order) is drawn as the
// build draws a card title, and compared with Chromium (HarfBuzz) drawing it
// in the same font file at the same size. The comparison is of ink: the
// share of one drawing's ink with no ink of the other within 3 px, the two
// aligned by their centres of ink. A drawing that does not shape (each
// character on its own) is shown to fail it, or it would prove nothing.
import { PNG } from "pngjs";
import { afterEach, describe, expect, test } from "vitest";
import { drawCard } from "../../src/outputs/social-images.ts";
import { centre, chromiumDrawing, GROUND, ink, TOLERANCE, uncovered } from "./card-ink.ts";
import { openSession, type Session } from "./harness.ts";

/** Script, the card font's files, and a word that needs shaping. */
const WORDS = [
  ["Devanagari", "noto-sans-devanagari/files/noto-sans-devanagari-devanagari", "क्षत्रिय र्क"],
  ["Bengali", "noto-sans-bengali/files/noto-sans-bengali-bengali", "কর্ম কি"],
  ["Gujarati", "noto-sans-gujarati/files/noto-sans-gujarati-gujarati", "ક્ષિ પ્રવાસ"],
  ["Gurmukhi", "noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi", "ਕਿਰਪਾ ਯਾਤਰਾ"],
  ["Kannada", "noto-sans-kannada/files/noto-sans-kannada-kannada", "ಕ್ಷೇತ್ರ ಪ್ರಯಾಣ"],
  ["Malayalam", "noto-sans-malayalam/files/noto-sans-malayalam-malayalam", "കൊച്ചി യാത്ര"],
  ["Odia", "noto-sans-oriya/files/noto-sans-oriya-oriya", "କର୍ମ କି"],
  ["Tamil", "noto-sans-tamil/files/noto-sans-tamil-tamil", "கொடை தொடர்பு"],
  ["Telugu", "noto-sans-telugu/files/noto-sans-telugu-telugu", "క్షేత్రం ప్రయాణం"],
  ["Meetei Mayek", "noto-sans-meetei-mayek/files/noto-sans-meetei-mayek-meetei-mayek", "ꯃꯤꯇꯩ ꯃꯌꯦꯛ"],
  ["Ol Chiki", "noto-sans-ol-chiki/files/noto-sans-ol-chiki-ol-chiki", "ᱥᱟᱱᱛᱟᱲᱤ"],
  ["Urdu (Arabic script)", "noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic", "سفر کی بکنگ"],
] as const;

let session: Session | undefined;
const newSession = () => openSession({ width: 1200, height: 630 });
afterEach(async () => {
  await session?.close();
  session = undefined;
});

const card = async (word: string) =>
  PNG.sync.read(Buffer.from(await drawCard({ brand: "TripReply", title: word, tagline: ".", color: GROUND, mark: DOT })));
const DOT = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>')}`;

describe("the link-preview card", () => {
  test.each(WORDS)("draws %s as Chromium shapes it", async (_script, font, word) => {
    const [drawn, shaped] = [ink(await card(word)), ink(await chromiumDrawing((session ??= await newSession()), font, word))];
    expect(centre(drawn).n, "ink in the title box").toBeGreaterThan(500);
    expect(uncovered(drawn, shaped), "the card's ink that Chromium does not draw").toBeLessThan(TOLERANCE);
    expect(uncovered(shaped, drawn), "Chromium's ink that the card does not draw").toBeLessThan(TOLERANCE);
  });

  test("and the comparison fails a drawing that does not shape (or it proves nothing)", async () => {
    for (const [script, font, word] of WORDS.filter(([s]) => ["Tamil", "Bengali", "Urdu (Arabic script)"].includes(s))) {
      const [drawn, unshaped] = [ink(await card(word)), ink(await chromiumDrawing((session ??= await newSession()), font, word, true))];
      expect(Math.max(uncovered(drawn, unshaped), uncovered(unshaped, drawn)), script).toBeGreaterThan(5 * TOLERANCE);
    }
  });
});
