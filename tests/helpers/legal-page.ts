// A legal page and plans as the model gives them, small and literal, for the
// unit tests of what reads and records legal pages' dates (src/checks/legal-dates.ts,
// src/tools/legal/record.ts).
import type { LegalPage } from "../../src/model/load/legal-pages.ts";
import type { PublishedRecord } from "../../src/model/published.ts";
import type { Plan } from "../../src/model/schema/plans.ts";

export const EMPTY: PublishedRecord = { legal: {}, planNames: {} };

/** A legal page with a title, a body naming two settings, and its date. */
export const legalPage = (slug: string, locale = "en"): LegalPage => ({
  slug,
  path: `/${slug}`,
  locale,
  file: `content/legal/${slug}.md`,
  meta: { title: `The ${slug}`, description: "What it says.", effective: "2025-01-01", updated: "2025-02-01", order: 1, footer: true },
  html: "",
  toc: [],
  links: [],
  texts: { title: `The ${slug}`, description: "What it says.", body: "## 1. Terms\nBy {{brand.name}}." },
  updatedAt: { file: `content/legal/${slug}.md`, line: 5, column: 10, source: "updated: 2025-02-01" },
  bodyLine: 9,
  tokens: { "brand.name": "TripReply", "contact.email": "[email]" },
});

/** Two plans, as the English edition names them. */
export const plans = [
  { id: "bot", name: "AI Chat Bot" },
  { id: "suite", name: "Complete Solution" },
] as Plan[];
