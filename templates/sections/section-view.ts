// What a landing section's folder gives the page (its section.tsx): the
// component that draws it from its block of landing.yaml, and the script it
// needs in the page's head, if any. The data's type is the section's own
// schema's, so a folder's entry is checked against its schema alone.
import type { ReactNode } from "react";
import type { z } from "zod";
import type { SiteModel } from "../../src/model/site-model.ts";
import type { Pictures } from "../../src/view/pictures.ts";

/** What every section is drawn with besides its own block: the page's model, in its language, and the published pictures. */
export interface SectionPage {
  model: SiteModel;
  pictures: Pictures;
}

/** A section's block as its component gets it: validated, and present (an optional section's entry draws nothing without one). */
export type SectionData<Schema extends z.ZodType> = NonNullable<z.output<Schema>>;

export interface SectionView<Schema extends z.ZodType> {
  Section: (props: { data: z.output<Schema>; page: SectionPage }) => ReactNode;
  /**
   * A script of the section's folder, inlined in the head of a page that shows
   * the section: `file` is its name in the folder; `attributes`, the data
   * attributes of its <script>, or undefined when this page needs no script.
   */
  script?: { file: string; attributes: (data: z.output<Schema>, page: SectionPage) => Record<string, string> | undefined };
}

/** A script a part of the landing page declares: its file under templates/, and its data attributes on a page that needs it (undefined: none there). */
export interface PageScript {
  name: string;
  file: string;
  attributes: (page: SectionPage) => Record<string, string> | undefined;
}
