// Each landing section's examples (templates/sections/<name>/examples.yaml),
// read and checked against the section's own schema, and drawn alone in a
// landing page of the frozen content's language (renderPage), as the section
// tests and the browser's looks check use them.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import { SECTION_SCHEMAS } from "../../templates/sections/schemas.ts";
import { LATER_VIEWS, SECTION_VIEWS } from "../../templates/sections/views.ts";
import { BelowFold } from "../../templates/BelowFold.tsx";
import { loadContent, type SiteModel } from "../../src/model/site-model.ts";
import { LANDING_SECTIONS, type LandingSection } from "../../src/model/schema/landing.ts";
import { compileAssets } from "../../src/render/assets.ts";
import { renderPage, renderRoute, type PageAssets } from "../../src/render/render.tsx";
import { OutputCache } from "../../src/outputs/cache.ts";
import { pictureFields, pictureFiles } from "../../src/outputs/picture-files.ts";
import { routes } from "../../src/view/routes.ts";
import { FIXTURE, ROOT } from "../helpers/site.ts";

export const SECTIONS_DIR = path.join(ROOT, "templates", "sections");

const exampleFile = z.array(
  z.union([
    z.strictObject({ name: z.string().regex(/^[a-z0-9-]+$/), fixture: z.literal(true), unshown: z.array(z.string()).default([]) }),
    z.strictObject({ name: z.string().regex(/^[a-z0-9-]+$/), en: z.unknown(), hi: z.unknown(), unshown: z.array(z.string()).default([]) }),
  ]),
);

/** A section's example in one language: its block as landing.yaml holds it, validated. */
export interface Example {
  section: LandingSection;
  name: string;
  /** A language of the frozen content: "en" or "hi". */
  locale: string;
  /** The frozen content's own block (which the page tests draw too), or one written in examples.yaml. */
  fixture: boolean;
  data: unknown;
  /** Its texts the section shows only with other content (a yearly plan's label), by field name: not looked for. */
  unshown: string[];
}

/** Every example of every section, in the page's order, each in both languages. */
export function sectionExamples(model: SiteModel): Example[] {
  return LANDING_SECTIONS.flatMap((section) => {
    const file = path.join(SECTIONS_DIR, section, "examples.yaml");
    const cases = exampleFile.parse(parse(readFileSync(file, "utf8")));
    return cases.flatMap((example) =>
      model.editions.map(({ locale, landing }): Example => {
        const written = "fixture" in example ? landing[section] : example[locale.code as "en" | "hi"];
        const data = "fixture" in example ? written : SECTION_SCHEMAS[section].parse(written);
        return { section, name: example.name, locale: locale.code, fixture: "fixture" in example, data, unshown: example.unshown };
      }),
    );
  });
}

export interface Gallery {
  model: SiteModel;
  assets: PageAssets;
  /** The example drawn alone in its language's landing page. */
  page: (example: Example) => string;
  /** The landing page of the example's language, as the build renders it, with the example as its section's block. */
  landing: (example: Example) => string;
}

/** The frozen content's model and the pages' assets, to draw examples with. */
export async function gallery(): Promise<Gallery> {
  const model = await loadContent(FIXTURE, { project: ROOT });
  const cache = new OutputCache(undefined);
  const [assets, pictures] = await Promise.all([
    compileAssets(path.join(ROOT, "templates")),
    pictureFiles(pictureFields(model.landing), model.images, path.join(FIXTURE, "images"), cache),
  ]);
  const pageAssets: PageAssets = { ...assets, pictures: pictures.byKey };
  const landingRoute = (locale: string) => routes(model).find((r) => r.kind === "landing" && r.edition.locale.code === locale)!;
  return {
    model,
    assets: pageAssets,
    page: (example) => {
      const { view } = SECTION_VIEWS.find(({ name }) => name === example.section)!;
      // Drawn as the landing page places it: below the first screen, its icons drawn through their masks.
      const later = LATER_VIEWS.some(({ name }) => name === example.section);
      return renderPage({ route: landingRoute(example.locale), model, assets: pageAssets }, (page) => {
        const section = <view.Section data={example.data as never} page={page} />;
        return later ? <BelowFold>{section}</BelowFold> : section;
      });
    },
    landing: (example) => {
      const editions = model.editions.map((edition) =>
        edition.locale.code === example.locale ? { ...edition, landing: { ...edition.landing, [example.section]: example.data } } : edition,
      );
      const withExample: SiteModel = { ...model, ...editions[0]!, editions };
      const route = routes(withExample).find((r) => r.kind === "landing" && r.edition.locale.code === example.locale)!;
      return renderRoute(route, withExample, pageAssets);
    },
  };
}
