// What the dev server adds to the pages it serves, and only those: the live
// reload script and, while a rebuild is failing, the error overlay. Nothing
// here is imported by the build, so dist/ never contains either.
import type { Failure } from "./errors.ts";
import { escapeHtml } from "../text/escape-html.ts";

export const EVENTS_PATH = "/__dev/events";

/** What the server tells every open tab after each rebuild (and when a tab connects). */
export interface DevState {
  /** Routes whose HTML changed in this rebuild (empty on connect). */
  changed: string[];
  /** The current HTML hash of every route. */
  pages: Record<string, string>;
  /** The overlay's markup while a rebuild is failing. */
  error: string | null;
}

/** A fixed panel over the page: inline styles with `all: initial` so the site's CSS cannot restyle it. */
export function overlayHtml(failure: Failure): string {
  // Lines that start with file:line:column stand out, like in the terminal.
  const body = escapeHtml(failure.text)
    .split("\n")
    .map((line) => (/^\S+:\d+:\d+/.test(line) ? `<strong style="color:#fde68a;font-weight:700">${line}</strong>` : line))
    .join("\n");
  return `<div id="__dev-overlay" role="alertdialog" aria-modal="true" aria-labelledby="__dev-overlay-title" style="all:initial;position:fixed;inset:0;z-index:2147483647;display:block;overflow:auto;background:rgba(15,23,42,.72);padding:5vh 16px;box-sizing:border-box;font:14px/1.55 ui-monospace,SFMono-Regular,Menlo,Consolas,'Liberation Mono',monospace">
<div style="all:initial;display:block;box-sizing:border-box;max-width:960px;margin:0 auto;background:#0f172a;color:#e2e8f0;border-top:4px solid #ef4444;border-radius:8px;padding:16px 20px;box-shadow:0 20px 50px rgba(0,0,0,.5);font:inherit">
<div style="all:initial;display:flex;gap:16px;align-items:flex-start;justify-content:space-between;font:inherit">
<strong id="__dev-overlay-title" style="all:initial;font:inherit;font-weight:700;color:#fca5a5">${escapeHtml(failure.summary)}</strong>
<button type="button" data-dev-dismiss aria-label="Dismiss" style="all:initial;cursor:pointer;font:inherit;color:#e2e8f0;border:1px solid #475569;border-radius:4px;padding:0 8px">✕</button>
</div>
<pre style="all:initial;display:block;white-space:pre-wrap;overflow-wrap:anywhere;margin:12px 0 0;font:inherit;color:inherit">${body}</pre>
<p style="all:initial;display:block;margin-top:12px;font:inherit;font-size:12px;color:#94a3b8">Fix the file and save: this page reloads by itself. Esc or ✕ hides this panel.</p>
</div>
</div>`;
}

/**
 * The live reload script. It knows which route it is on and the hash of the
 * HTML it was served; every state message from the server either shows the
 * error overlay or reloads the page if its route's hash moved on. Because the
 * server sends the state as soon as the tab connects, a change made between
 * serving the page and connecting is not missed.
 */
function clientScript(route: string, hash: string | null, showingError: boolean): string {
  const boot = JSON.stringify({ route, hash, showingError, events: EVENTS_PATH }).replace(/</g, "\\u003c");
  return `<script>(() => {
  const me = ${boot};
  const overlay = () => document.getElementById("__dev-overlay");
  new EventSource(me.events).addEventListener("state", (event) => {
    const state = JSON.parse(event.data);
    if (state.error) {
      overlay()?.remove();
      document.body.insertAdjacentHTML("beforeend", state.error);
      me.showingError = true;
    } else if (me.showingError || (state.pages[me.route] ?? null) !== me.hash) {
      location.reload();
    }
  });
  document.addEventListener("click", (event) => event.target.closest?.("[data-dev-dismiss]") && overlay()?.remove());
  document.addEventListener("keydown", (event) => event.key === "Escape" && overlay()?.remove());
})();</script>`;
}

/** Add the reload script (and the overlay while failing) before </body>. */
export function injectDev(html: string, page: { route: string; hash: string | null }, failure: Failure | undefined): string {
  const extra = `${failure ? overlayHtml(failure) : ""}${clientScript(page.route, page.hash, Boolean(failure))}`;
  const at = html.lastIndexOf("</body>");
  return at === -1 ? html + extra : html.slice(0, at) + extra + html.slice(at);
}

/** The page served while the very first build fails: nothing but the overlay. */
export function errorPage(route: string, failure: Failure): string {
  return injectDev(
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Build failed</title></head><body style="background:#0f172a"></body></html>`,
    { route, hash: null },
    failure,
  );
}
