// Whether a save went live, in the web editor itself: a small panel in the
// corner of /admin/ with the state of the newest saves on the branch the site
// is published from, as the pipeline reported it on each commit (a commit
// status named "site": scripts/report-status.mjs): publishing, live, or not
// published with the first problem, its file and line. Read from the git
// host's API (GitHub and Gitea answer the same calls) with the token the
// editor signed in with, which the CMS keeps in this browser; nothing else is
// asked of anyone. A commit whose own run was superseded by a newer save
// takes the word of the newer one that was published or refused.

import { EDITOR_COMMIT_PREFIX, PIPELINE_COMMIT_PREFIX } from "../commit-names.ts";

/** The status the pipeline posts: scripts/report-status.mjs. */
const CONTEXT = "site";
/** How long a save may wait for its run before the panel says so: queued runs, cold caches. */
const LATE_MS = 15 * 60_000;

export interface Backend {
  /** The API's root, https://api.github.com or https://git.example.in/api/v1. */
  api: string;
  /** owner/name */
  repo: string;
  branch: string;
  /** The published site, for a link to it. */
  site?: string;
}

interface Commit {
  sha: string;
  message: string;
  /** When it was made, in ms. */
  time: number;
}

interface Status {
  state: "pending" | "success" | "failure" | "error";
  description: string;
  url?: string;
  time: number;
}

/** A commit and what is known of it: its own status, or that of a newer save whose run covered it. */
export interface Row {
  commit: Commit;
  status?: Status;
  /** The status is a newer commit's, whose run built this one too. */
  inherited: boolean;
}

/** The token the editor signed in with, as the CMS keeps it (localStorage "sveltia-cms.user"); none when signed out. */
export function signedInToken(storage: Pick<Storage, "getItem"> = localStorage): string | undefined {
  try {
    const user = JSON.parse(storage.getItem("sveltia-cms.user") ?? "null") as { token?: unknown } | null;
    return typeof user?.token === "string" && user.token ? user.token : undefined;
  } catch {
    return undefined;
  }
}

async function get<T>(backend: Backend, token: string, path: string): Promise<T> {
  const response = await fetch(`${backend.api.replace(/\/+$/, "")}/repos/${backend.repo}${path}`, {
    headers: { Authorization: `token ${token}`, Accept: "application/json" },
    cache: "no-store",
  });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return (await response.json()) as T;
}

/** The newest commits of the branch, each with its state, newest first. */
async function readRows(backend: Backend, token: string, count = 6): Promise<Row[]> {
  const branch = encodeURIComponent(backend.branch);
  // GitHub pages by per_page, Gitea by limit: each ignores the other's.
  const listed = await get<{ sha: string; commit: { message: string; committer?: { date?: string } } }[]>(
    backend,
    token,
    `/commits?sha=${branch}&per_page=${count}&limit=${count}`,
  );
  const commits: Commit[] = listed.slice(0, count).map((c) => ({
    sha: c.sha,
    message: c.commit.message.split("\n")[0] ?? "",
    time: Date.parse(c.commit.committer?.date ?? "") || 0,
  }));
  const statuses = await Promise.all(
    commits.map((c) =>
      get<{ context: string; state: string; description?: string; target_url?: string; updated_at?: string; created_at?: string }[]>(
        backend,
        token,
        `/commits/${c.sha}/statuses`,
      ).catch(() => []),
    ),
  );
  const own: (Status | undefined)[] = statuses.map((list) => {
    // Newest first, on both hosts.
    const found = list.find((s) => s.context === CONTEXT);
    if (!found) return undefined;
    const state = ["pending", "success", "failure", "error"].includes(found.state) ? (found.state as Status["state"]) : "error";
    return {
      state,
      description: found.description ?? "",
      url: found.target_url || undefined,
      time: Date.parse(found.updated_at ?? found.created_at ?? "") || 0,
    };
  });
  return stateRows(commits, own);
}

/** Each commit with its own status, or the nearest newer commit's final one (its run built this commit too). */
export function stateRows(commits: readonly Commit[], own: readonly (Status | undefined)[]): Row[] {
  let newer: Status | undefined;
  return commits.map((commit, i) => {
    const status = own[i];
    if (status) {
      if (status.state !== "pending") newer = status;
      return { commit, status, inherited: false };
    }
    return { commit, status: newer, inherited: newer !== undefined };
  });
}

/** What a row says, in an editor's words. */
export function rowText(row: Row, now: number): { icon: string; text: string } {
  const { status } = row;
  if (!status)
    return now - row.commit.time > LATE_MS
      ? { icon: "⚠", text: "Saved, but publishing has not started: ask whoever runs the site to check the pipeline" }
      : { icon: "⏳", text: "Saved; publishing starts in a moment" };
  const later = row.inherited ? " (with a later save)" : "";
  if (status.state === "pending") return { icon: "⏳", text: "Publishing: usually live in about 3 minutes" };
  if (status.state === "success") return { icon: "✔", text: `Live${later}` };
  return { icon: "✖", text: `${status.description.replace(/^Not published: /, "Not published: ")}${later}` };
}

const what = (commit: Commit) =>
  commit.message.startsWith(EDITOR_COMMIT_PREFIX) ? commit.message.slice(EDITOR_COMMIT_PREFIX.length).replace(/“|”/g, "") : commit.message;

/** A link that opens in a tab of its own, so the editor's form stays as it is. */
function tabLink(url: string, text: string): HTMLAnchorElement {
  const link = document.createElement("a");
  link.href = url;
  link.target = "_blank";
  link.rel = "noopener noreferrer";
  link.textContent = text;
  return link;
}

/** A link to the pipeline's run, which has everything it checked. */
const runLink = (url: string) => tabLink(url, "The run, step by step");

/** Whether a status says the save was not published. */
const refused = (status: Status | undefined) => status?.state === "failure" || status?.state === "error";

const STYLE = `
:host { position: fixed; left: 12px; bottom: 12px; z-index: 2147483000; max-width: min(26rem, calc(100vw - 24px));
  font: 14px/1.45 system-ui, sans-serif; color: #1a1a1a; }
details { background: #fff; border: 1px solid #8a8a8a; border-radius: 8px; box-shadow: 0 2px 10px rgb(0 0 0 / 0.15); }
summary { cursor: pointer; padding: 8px 12px; list-style-position: inside; }
summary:focus-visible, a:focus-visible, button:focus-visible { outline: 3px solid #1a56db; outline-offset: 2px; }
.body { padding: 0 12px 10px; }
h2 { font-size: 13px; margin: 10px 0 2px; font-weight: 600; }
.actions:empty { display: none; }
@media (max-width: 768px) { :host { bottom: 68px; } }
ol { margin: 0; padding: 0; list-style: none; }
li { padding: 6px 0; border-top: 1px solid #e2e2e2; }
.when { color: #4d4d4d; font-size: 13px; }
a { color: #1a4fbf; }
button { font: inherit; margin-top: 8px; padding: 4px 10px; border: 1px solid #1a4fbf; border-radius: 6px; background: #fff; color: #1a4fbf; cursor: pointer; }
.fail { color: #a3120b; }
@media (prefers-color-scheme: dark) {
  :host { color: #f2f2f2; }
  details, button { background: #1f1f1f; border-color: #8a8a8a; }
  li { border-color: #3a3a3a; }
  .when { color: #c4c4c4; }
  a, button { color: #9fc0ff; border-color: #9fc0ff; }
  .fail { color: #ff9b94; }
}
@media (prefers-reduced-motion: no-preference) { details[open] .body { animation: none; } }
`;

/** The panel, kept up to date while /admin/ is open: often while a save is on its way, rarely otherwise. */
export function showPublishing(backend: Backend): void {
  const host = document.createElement("site-publishing");
  const root = host.attachShadow({ mode: "open" });
  root.innerHTML = `<style>${STYLE}</style><details><summary><span role="status" aria-live="polite"></span></summary><div class="body"><p class="actions"></p><h2>Earlier saves</h2><ol></ol></div></details>`;
  const headline = root.querySelector("[role=status]")!;
  const list = root.querySelector("ol")!;
  const earlier = root.querySelector("h2")!;
  const actions = root.querySelector(".actions")!;
  const details = root.querySelector("details")!;
  details.setAttribute("aria-label", "Publishing");
  /** The commit live when the page was loaded: its forms are that publish's. Null until first read. */
  let loadedLive: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function refresh(): Promise<void> {
    clearTimeout(timer);
    const token = signedInToken();
    if (!token) {
      host.remove();
      timer = setTimeout(() => void refresh(), 5_000);
      return;
    }
    if (!host.isConnected) document.body.append(host);
    let rows: Row[];
    try {
      rows = await readRows(backend, token);
    } catch (error) {
      headline.textContent = `Publishing: the git host did not answer (${(error as Error).message}); trying again`;
      timer = setTimeout(() => void refresh(), 30_000);
      return;
    }
    const now = Date.now();
    const saves = rows.filter((row) => !row.commit.message.startsWith(PIPELINE_COMMIT_PREFIX));
    const newest = rows[0];
    const top = newest ? rowText(newest, now) : { icon: "", text: "No saves yet" };
    headline.textContent = `${top.icon} ${top.text}`;
    headline.classList.toggle("fail", refused(newest?.status));
    const older = saves.filter((row) => row !== newest);
    earlier.hidden = !older.length;
    list.replaceChildren(
      ...older.map((row) => {
        const { icon, text } = rowText(row, now);
        const item = document.createElement("li");
        const when = document.createElement("span");
        when.className = "when";
        when.textContent = `${new Date(row.commit.time).toLocaleString([], { dateStyle: "medium", timeStyle: "short" })} · ${what(row.commit)}`;
        const line = document.createElement("div");
        line.textContent = `${icon} ${text}`;
        if (refused(row.status)) line.className = "fail";
        item.append(when, line);
        if (row.status?.url && row.status.state !== "success") item.append(" ", runLink(row.status.url));
        return item;
      }),
    );
    const live = newest?.status?.state === "success" ? newest.commit.sha : "";
    loadedLive ??= live;
    actions.replaceChildren();
    if (newest?.status?.url && newest.status.state !== "success") actions.append(runLink(newest.status.url));
    if (backend.site && newest?.status?.state === "success") actions.append(tabLink(backend.site, "Open the site"));
    // Published while this page was open: the forms (⚠ marks, new items to translate) are those of the site before it.
    if (live && live !== loadedLive) {
      const reload = document.createElement("button");
      reload.type = "button";
      reload.textContent = "Reload the editor to see the forms as now published";
      reload.addEventListener("click", () => location.reload());
      actions.append(" ", reload);
    }
    const busy = newest !== undefined && (!newest.status || newest.status.state === "pending");
    timer = setTimeout(() => void refresh(), busy ? 10_000 : 60_000);
  }

  // A save moves the branch: look again soon after the editor acts, and whenever the tab comes back.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void refresh();
  });
  document.addEventListener(
    "click",
    (event) => {
      if ((event.target as Element | null)?.closest?.("button")) setTimeout(() => void refresh(), 3_000);
    },
    true,
  );
  void refresh();
}
