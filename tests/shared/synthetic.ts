// Makes the synthetic corpus of the benchmarks, compare-builds and the
// large-site tests: a copy of a content folder plus N generated legal-style
// markdown pages of about 1.5 KB each.
// Every page differs (numbers, words, dates), so no cache keyed by content can
// make later pages cheaper than a real corpus would be.
import { cpSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const TOPICS = [
  "Refunds",
  "Data retention",
  "Acceptable use",
  "Service levels",
  "Sub-processors",
  "Cookies",
  "Security",
  "Billing",
  "Support",
  "Termination",
];
const WORDS =
  "agency traveller inquiry booking itinerary payment record notice consent request account service partner schedule period response transfer update".split(
    " ",
  );

/** Deterministic pseudo-random numbers (mulberry32), so every run builds the same corpus. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sentence(next: () => number, words: number): string {
  const picked = Array.from({ length: words }, () => WORDS[Math.floor(next() * WORDS.length)]!);
  const text = picked.join(" ");
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * One page: front matter that passes the legal schema, then ~1.4 KB of markdown.
 * Every page is left out of the footer (`footer: false`): listed there, each
 * page would carry a link to all the others and the HTML would grow with the
 * square of the page count. Pages share the site's preview image
 * (`socialImage: site`) unless ownCard asks for a card each. With `broken`,
 * each page's last link goes to a page the site does not have, as a corpus
 * whose old links went stale would: the build's "did you mean" then runs per
 * link. Without, the same sentence links to the page itself, so the two
 * corpora differ only in whether that link resolves.
 */
function syntheticPage(index: number, ownCard = false, broken = false): string {
  const next = random(index + 1);
  const topic = TOPICS[index % TOPICS.length]!;
  const month = (index % 12) + 1;
  const day = (index % 28) + 1;
  const description = `How ${topic.toLowerCase()} work for page ${index}, what we do, what agencies do and the time limits.`;
  return `---
title: ${topic} policy ${index}
description: ${description.slice(0, 160)}
effective: 2025-${pad(month)}-${pad(day)}
updated: 2025-${pad(month)}-${pad(day)}
order: ${index + 10}
footer: false${ownCard ? "" : "\nsocialImage: site"}
---

## 1. Scope

This policy ${index} applies to {{legal.entity}} and to every agency using the Service. ${sentence(next, 14)} ${sentence(next, 12)}

## 2. What we do

${sentence(next, 14)} ${sentence(next, 10)}

- ${sentence(next, 7)}
- ${sentence(next, 6)}
- ${sentence(next, 8)}
- ${sentence(next, 5)}

## 3. Time limits

| Item | Period | Notes |
| --- | --- | --- |
| Request ${index} | ${(index % 30) + 1} days | ${sentence(next, 4)} |
| Review | ${(index % 7) + 1} days | ${sentence(next, 3)} |
| Appeal | ${(index % 14) + 1} days | ${sentence(next, 4)} |

### 3.1 Exceptions

${sentence(next, 12)} **${sentence(next, 4)}** ${sentence(next, 8)}

## 4. Contact

Write to {{legal.entity}} at {{contact.email}}. ${sentence(next, 12)} See the [privacy policy](/privacy-policy) for more. The [archived policy](${broken ? `/archived-policy-${index}` : `/synthetic-page-${String(index).padStart(5, "0")}`}) no longer applies.
`;
}

/** The generated pages inside the content folder, as a glob (the commits benchmark hands them to Eleventy by it). */
export const SYNTHETIC_PAGES = "legal/synthetic-page-*.md";

/** Copies content/ into dir/content and adds `pages` generated pages; returns the content folder. */
export function makeSyntheticContent(
  realContent: string,
  dir: string,
  pages: number,
  options: { ownCard?: boolean; broken?: boolean } = {},
): string {
  const content = path.join(dir, "content");
  cpSync(realContent, content, { recursive: true });
  const legal = path.join(content, "legal");
  mkdirSync(legal, { recursive: true });
  for (let i = 0; i < pages; i++)
    writeFileSync(path.join(legal, `synthetic-page-${String(i).padStart(5, "0")}.md`), syntheticPage(i, options.ownCard, options.broken));
  return content;
}
