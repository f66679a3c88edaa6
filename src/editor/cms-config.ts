// The web editor's whole configuration (Sveltia CMS's config.yml), made by
// every build from the model: the back end from site.yaml's `editor`, a form
// for each English file from the zod schemas (schema-fields.ts), the legal
// pages as a folder of markdown with their front matter, and a form for each
// translation file, each text under its English (translation-fields.ts).
// Nothing of it is written by hand, so it cannot drift from the schemas the
// build validates with.
import type { Editor } from "../model/schema/editor.ts";
import { landingSchema } from "../model/schema/landing.ts";
import { legalFrontMatterSchema } from "../model/schema/legal-page.ts";
import { plansSchema } from "../model/schema/plans.ts";
import { siteSchema } from "../model/schema/site.ts";
import type { SiteModel } from "../model/site-model.ts";
import { translationCoverage } from "../checks/translation-coverage.ts";
import { EDITOR_COMMIT_PREFIX } from "./commit-names.ts";
import { keptFormat } from "./kept-format.ts";
import { fieldsOf, jsonSchemaOf } from "./schema-fields.ts";
import { inEnglishKeys, stillRightField, translationFields } from "./translation-fields.ts";

export interface CmsConfigOptions {
  editor: Editor;
  /** The content folder, relative to the repository's root: where the editor reads and writes. */
  contentPath: string;
  /** The English files as the model read them: fields are listed in the order they are written. */
  written: { site: unknown; landing: unknown; plans: unknown };
}

/**
 * Settings of site.yaml for whoever runs the site, not its editors: the
 * languages, the web editor itself, HSTS, IPv6 and analytics. Their fields are
 * left out of the form; a save keeps them as they are (the editor writes back
 * every value its form does not show).
 */
const DEVELOPER_SETTINGS: ReadonlySet<string> = new Set(["locales", "editor", "hsts", "ipv6", "analytics"]);

/** The configuration, as the object config.yml is written from. */
export function cmsConfig(model: SiteModel, { editor, contentPath, written }: CmsConfigOptions): Record<string, unknown> {
  const source = model.site.locales[0]!;
  const at = (file: string) => `${contentPath}/${file}`;
  const english = [
    { name: "site", label: "Site: brand, company, contacts, links", file: "site.yaml", schema: siteSchema, data: written.site },
    { name: "landing", label: "Landing page: every section's text", file: "landing.yaml", schema: landingSchema, data: written.landing },
    { name: "plans", label: "Plans and prices", file: "plans.yaml", schema: plansSchema, data: written.plans },
  ];
  const collections: Record<string, unknown>[] = [
    {
      name: "content",
      label: `Site content (${source.name})`,
      files: english.map(({ name, label, file, schema, data }) => ({
        name,
        label,
        file: at(file),
        format: keptFormat("yaml", at(file)),
        fields: fieldsOf(jsonSchemaOf(schema), data, file).filter((field) => file !== "site.yaml" || !DEVELOPER_SETTINGS.has(field.name)),
        // A form's fields as the files write them ({{brand.name}} unfilled, ids, file names) tell an editor nothing the form does not; the site shows them once published.
        editor: { preview: false },
      })),
    },
    {
      name: "legal",
      label: "Legal pages",
      label_singular: "legal page",
      folder: at("legal"),
      // Its files' extension (md) is the format's, as the editor's script registers it.
      format: keptFormat("markdown", at("legal")),
      create: true,
      slug: "{{slug}}",
      identifier_field: "title",
      fields: [
        ...fieldsOf(jsonSchemaOf(legalFrontMatterSchema), model.legal[0]?.meta, "legal"),
        {
          name: "body",
          label: "Text",
          widget: "markdown",
          hint: "The page's text. {{brand.name}} and the other {{ }} names are filled in by the build.",
        },
      ],
    },
    ...translationCoverage(model.translations).map((report) => ({
      name: `translation-${report.code}`,
      label: `${report.name} (${report.code})`,
      description: `Each text under the ${source.name} it translates. An empty field shows the ${source.name} on the page, and so does a text whose ${source.name} changed since it was translated (marked ⚠) until it is updated or ticked as still right.`,
      files: (model.fileFields.get(report.code) ?? [])
        .filter((file) => file.file.endsWith(".yaml"))
        .map((file) => {
          const inEnglish = inEnglishKeys(report, file.shownTranslation);
          return {
            name: file.file.replace(/\.yaml$/, "").replace(/[^a-z0-9]+/g, "-"),
            label: `${report.name}: ${file.file}`,
            file: at(`${report.code}/${file.file}`),
            format: keptFormat("yaml", at(`${report.code}/${file.file}`)),
            fields: [...stillRightField(file, inEnglish.stale), ...translationFields(file, inEnglish)],
            editor: { preview: false },
          };
        }),
    })),
  ];
  return {
    backend: backendOf(editor),
    // Pictures are named by path in the forms; uploads go where the build reads them.
    media_folder: at("images"),
    public_folder: "",
    site_url: model.site.siteUrl,
    app_title: `${model.site.brand.name}: content`,
    // A field left empty is left out, as the content files write an absent value.
    output: { omit_empty_optional_fields: true },
    collections,
  };
}

function backendOf(editor: Editor): Record<string, unknown> {
  return {
    name: editor.backend,
    repo: editor.repo,
    branch: editor.branch,
    ...(editor.baseUrl ? { base_url: editor.baseUrl } : {}),
    // Gitea and GitLab on a server of one's own answer under its own address, never gitea.com's or gitlab.com's.
    api_root: editorApiRoot(editor),
    ...(editor.appId ? { app_id: editor.appId } : {}),
    commit_messages: {
      create: `${EDITOR_COMMIT_PREFIX}create {{collection}} “{{slug}}”`,
      update: `${EDITOR_COMMIT_PREFIX}update {{collection}} “{{slug}}”`,
      delete: `${EDITOR_COMMIT_PREFIX}delete {{collection}} “{{slug}}”`,
      uploadMedia: `${EDITOR_COMMIT_PREFIX}upload “{{path}}”`,
      deleteMedia: `${EDITOR_COMMIT_PREFIX}delete “{{path}}”`,
    },
  };
}

/** The back end's API: apiRoot when given, else the usual one for the back end, under baseUrl for a server of one's own. */
function editorApiRoot(editor: Editor): string {
  return (
    editor.apiRoot ??
    (editor.backend === "github"
      ? "https://api.github.com"
      : editor.backend === "gitlab"
        ? `${editor.baseUrl ?? "https://gitlab.com"}/api/v4`
        : `${editor.baseUrl}/api/v1`)
  );
}

/** The origins the editor's page talks to: the back end's API (its CSP connect-src), never anything else. */
export function editorOrigins(editor: Editor): string[] {
  return [new URL(editorApiRoot(editor)).origin];
}
