// The web editor at /admin/ (Sveltia CMS): which repository it commits to and
// how editors sign in. Every save is a commit to `branch`, which the
// repository's pipeline builds and publishes. Without this block the
// site has no /admin/. What each sign-in needs is in content/EDITING-FILES.md,
// "The web editor, for whoever runs the site".
import { z } from "zod";
import { fillable } from "./fields.ts";

/**
 * An https address; plain http only for this machine (127.0.0.1, localhost),
 * where a test runs its own git server.
 */
const serviceUrl = z
  .url({ protocol: /^https?$/, error: "an absolute https:// URL" })
  .refine((value) => value.startsWith("https://") || /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/|$)/.test(value), {
    message: "an https:// address (plain http only for 127.0.0.1 or localhost)",
  })
  .transform((value) => value.replace(/\/+$/, ""));

export const editorSchema = z
  .strictObject({
    backend: z.enum(["github", "gitlab", "gitea"]).default("github").meta({
      description: "Where the repository is: github (github.com), gitlab (gitlab.com or your own), gitea (Gitea or Forgejo).",
    }),
    repo: fillable(
      z.string().regex(/^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)+$/, "the repository as owner/name, like tripreply/website"),
      "The repository the site is built from, as owner/name",
    ),
    branch: z
      .string()
      .regex(/^[A-Za-z0-9._/-]+$/, "a branch name like main")
      .default("main")
      .meta({ description: "The branch the pipeline publishes: every save is a commit to it." }),
    folder: z
      .string()
      .regex(/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/, "a folder of the repository, like content or site/content")
      .default("content")
      .meta({ description: "Where this content folder is in the repository: content, unless the site is in a folder of its own." }),
    baseUrl: serviceUrl.optional().meta({
      description:
        "GitHub or GitLab: the address of your OAuth worker, for signing in with an account instead of a token. Gitea, and GitLab on your own server: the server's address, https://git.your-agency.in.",
    }),
    apiRoot: serviceUrl.optional().meta({
      description: "The API's address, when it is not the usual one for the back end: https://git.your-agency.in/api/v1 for Gitea.",
    }),
    appId: z
      .string()
      .min(1)
      .optional()
      .meta({ description: "GitLab or Gitea: the OAuth application's client ID, for signing in with an account instead of a token." }),
  })
  .superRefine((editor, ctx) => {
    // Gitea has no one public server: the back end cannot guess where it is.
    if (editor.backend === "gitea" && !editor.baseUrl)
      ctx.addIssue({
        code: "custom",
        path: ["baseUrl"],
        input: editor.baseUrl,
        message: "baseUrl, the Gitea server's address, since backend is gitea",
        params: { found: "no baseUrl" },
      });
  })
  .meta({
    description: "The web editor at /admin/: the repository it saves to, and how editors sign in. Leave the block out for no web editor.",
  });

export type Editor = z.infer<typeof editorSchema>;
