// The web editor's own script (dist/admin/editor.js), run in the editor's
// browser before Sveltia CMS: it holds the CMS back until the content's file
// formats (file-formats.ts) are registered under the names the generated
// configuration gives them, then starts it with that configuration, and shows
// whether each save went live (publish-status.ts).
import { parse } from "yaml";
import { keptKind } from "../kept-format.ts";
import type { CmsField } from "../schema-fields.ts";
import { markdownFormat, yamlFormat, type FileFormat } from "./file-formats.ts";
import { showPublishing } from "./publish-status.ts";

interface Sveltia {
  init: (options: { config: Record<string, unknown> }) => Promise<void>;
  registerCustomFormat: (name: string, extension: string, format: FileFormat) => void;
}

interface Described {
  format?: unknown;
  fields?: CmsField[];
  files?: Described[];
}

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
    CMS?: Sveltia;
  }
}

window.CMS_MANUAL_INIT = true;

/** Every file or folder the configuration gives a kept format, with its fields. */
function keptFiles(config: { collections?: Described[] }): Described[] {
  return (config.collections ?? [])
    .flatMap((collection) => [collection, ...(collection.files ?? [])])
    .filter((item) => keptKind(item.format));
}

async function start(): Promise<void> {
  const cms = window.CMS;
  if (!cms) throw new Error("Sveltia CMS did not load");
  const response = await fetch("config.yml", { cache: "no-cache" });
  const config = parse(await response.text()) as Record<string, unknown> & { collections?: Described[] };
  for (const item of keptFiles(config)) {
    const kind = keptKind(item.format);
    const fields = item.fields ?? [];
    cms.registerCustomFormat(
      String(item.format),
      kind === "markdown" ? "md" : "yaml",
      kind === "markdown" ? markdownFormat(fields) : yamlFormat(fields),
    );
  }
  await cms.init({ config: { ...config, load_config_file: false } });
  const backend = config.backend as { api_root?: string; repo?: string; branch?: string } | undefined;
  if (backend?.api_root && backend.repo)
    showPublishing({
      api: backend.api_root,
      repo: backend.repo,
      branch: backend.branch ?? "main",
      site: typeof config.site_url === "string" ? config.site_url : undefined,
    });
}

// Sveltia's script, after this one, defines window.CMS; the document has run both once it is parsed.
document.addEventListener("DOMContentLoaded", () => void start());
