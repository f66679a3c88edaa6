// The targets of the performance issue, each checked against the figures with
// a one-line reason when it is missed. Page targets apply to the landing page;
// build targets to cold builds (a new process, an empty output folder).
import type { PageLoad } from "./browser.ts";
import type { Timing } from "./speed.ts";
import { WINDOW, type PageWeight } from "./weight.ts";

export interface Verdict {
  target: string;
  figure: string;
  /** undefined: not measured in this run. */
  met?: boolean;
  why?: string;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/**
 * Transfer of a first visit before the reader scrolls: the HTML at brotli 11
 * plus every other request the page made by then (or would make, without a
 * browser). `scrolled`: everything, to the end of the page.
 */
export function firstVisit(weight: PageWeight, load?: PageLoad, scrolled = false): { total: number; js: number; requests: number } {
  const others = (scrolled ? load?.others : load?.beforeScroll) ?? [];
  const externalJs = others.filter((r) => r.type === "script").reduce((sum, r) => sum + r.brotli, 0);
  return {
    total: weight.brotli + others.reduce((sum, r) => sum + r.brotli, 0),
    js: weight.inlineJs.brotli + externalJs,
    requests: load ? others.length : weight.fetched.length,
  };
}

export function pageTargets(weight: PageWeight, load?: PageLoad): Verdict[] {
  const visit = firstVisit(weight, load);
  const blocking = [...new Set([...weight.renderBlocking, ...(load?.renderBlocking ?? [])])];
  const fonts = Math.max(weight.webFonts, load?.fonts ?? 0);
  const verdicts: Verdict[] = [
    {
      target: "Zero render-blocking requests",
      figure: `${blocking.length} (HTML: ${weight.renderBlocking.length}${load ? `, Chromium: ${load.renderBlocking.length}` : ""})`,
      met: blocking.length === 0,
      why: blocking.length ? `blocking: ${blocking.join(", ")}` : undefined,
    },
    {
      target: `Top of page paints from the first ${WINDOW.toLocaleString("en-US")} compressed bytes`,
      figure:
        weight.heroBrotli === undefined
          ? "no hero section found"
          : `${weight.heroBrotli.toLocaleString("en-US")} B brotli to the end of the hero`,
      met: weight.heroBrotli !== undefined && weight.heroBrotli <= WINDOW && blocking.length === 0,
      why:
        weight.heroBrotli === undefined
          ? 'no <section class="hero"> in the page'
          : weight.heroBrotli > WINDOW
            ? `${(weight.heroBrotli - WINDOW).toLocaleString("en-US")} B over; inline CSS is ${kb(weight.inlineCss)} raw`
            : blocking.length
              ? "the bytes fit, but a render-blocking request adds a round trip"
              : undefined,
    },
    {
      target: "First-visit transfer < 30 KB brotli at 375 px before scrolling (social image excluded)",
      figure: `${kb(visit.total)} (HTML ${kb(weight.brotli)} + ${visit.requests} other request${visit.requests === 1 ? "" : "s"})`,
      met: load ? visit.total < 30_000 : undefined,
      why: visit.total >= 30_000 ? `HTML alone is ${kb(weight.brotli)}` : undefined,
    },
    {
      target: "8 requests at most before scrolling (the page included)",
      figure: `${visit.requests + 1}`,
      met: load ? visit.requests + 1 <= 8 : undefined,
      why: visit.requests + 1 > 8 ? `${visit.requests + 1 - 8} too many` : undefined,
    },
    {
      target: "JS < 1.5 KB compressed",
      figure: `${visit.js.toLocaleString("en-US")} B brotli`,
      met: visit.js < 1_500,
    },
    {
      target: "CLS 0 (sizes reserved)",
      figure: `${load ? `CLS ${load.cls.toFixed(3)}` : "no browser run"}; ${weight.unsized.length} unsized embed${weight.unsized.length === 1 ? "" : "s"}`,
      met: load ? load.cls === 0 && weight.unsized.length === 0 : undefined,
      why: weight.unsized.length ? `no width/height: ${weight.unsized.slice(0, 3).join(", ")}` : undefined,
    },
    {
      target: "No web fonts",
      figure: `${fonts} font file${fonts === 1 ? "" : "s"}`,
      met: fonts === 0,
    },
  ];
  return verdicts.map((v) => (v.met === false ? v : { ...v, why: undefined }));
}

export function buildTargets(real?: Timing, plus1000?: Timing, plus5000?: Timing, all: Timing[] = []): Verdict[] {
  const time = (t: Timing | undefined, limit: number, target: string): Verdict => {
    if (!t) return { target, figure: "not run (--quick)" };
    if (t.medianMs === undefined) return { target, figure: "failed", met: false, why: t.runs.find((r) => !r.ok)?.error?.split("\n")[0] };
    const cpu = t.medianCpuMs === undefined ? "" : `, ${seconds(t.medianCpuMs)} CPU`;
    const busy =
      t.medianCpuMs !== undefined && t.medianCpuMs < limit
        ? ` (CPU time is under ${seconds(limit)}: on 2 cores, a busy machine or waiting on I/O)`
        : "";
    return {
      target,
      figure: `${seconds(t.medianMs)} wall (median of ${t.runs.length})${cpu}`,
      met: t.medianMs < limit,
      why: t.medianMs < limit ? undefined : `${seconds(t.medianMs - limit)} over${busy}`,
    };
  };
  const peak = Math.max(0, ...all.map((t) => t.maxRssMb ?? 0));
  const worst = all.find((t) => t.maxRssMb === peak);
  return [
    time(real, 1_000, "Real site < 1.0 s wall, start-up included"),
    time(plus1000, 2_000, "+1,000 pages < 2.0 s"),
    time(plus5000, 9_000, "+5,000 pages < 9 s"),
    {
      target: "Peak memory < 400 MB",
      figure: all.length ? `${Math.round(peak)} MB (${worst?.label ?? "?"})` : "not measured",
      met: all.length ? peak < 400 : undefined,
      why: peak >= 400 ? `${worst?.label} peaks at ${Math.round(peak)} MB` : undefined,
    },
  ];
}

export const mark = (met?: boolean) => (met === undefined ? "n/a" : met ? "met" : "MISSED");
