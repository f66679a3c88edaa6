// What a visitor does, in a real Chromium against the built site: the mobile
// menu (WAI-ARIA disclosure navigation), section anchors under the fixed
// header, demo links opening new tabs, Back to Home, the site with JavaScript
// off, no console errors / failed requests / sideways scrolling at five
// widths, and the keyboard: every link and button reachable by Tab with a
// visible focus indicator, and a skip link to the main content.
// Every test also fails on any console error or failed request (afterEach).
import type { Locator, Page } from "playwright-core";
import { afterEach, describe, expect, test } from "vitest";
import { baseUrl, load, openSession, scrollSettled, siteRoutes, styled, WIDTHS, type Session, type SessionOptions } from "./harness.ts";

const routes = siteRoutes();
const legalRoutes = routes.filter((r) => r.kind === "legal");
/** The header links the issue names, by section id and link text. */
const ANCHORS = [
  ["features", "Features"],
  ["pricing", "Pricing"],
  ["integrations", "Integrations"],
] as const;
const DEMO_LABELS = ["Book Demo", "Book a Free Demo", "Book Demo Call", "Schedule My Free Demo"];
const ALL_WIDTHS = [320, 375, 768, 1280, 1920];

let sessions: Session[] = [];
async function open(options: SessionOptions): Promise<Session> {
  const session = await openSession(options);
  sessions.push(session);
  return session;
}
afterEach(async () => {
  const problems = sessions.flatMap((s) => s.problems);
  await Promise.all(sessions.map((s) => s.close()));
  sessions = [];
  expect(problems, "console errors, page errors or failed requests").toEqual([]);
});

/** Poll read() until it returns expected (CSS transitions), then return its last value. */
async function eventually<T>(read: () => Promise<T>, expected: T, timeout = 2000): Promise<T> {
  const until = Date.now() + timeout;
  let value = await read();
  while (JSON.stringify(value) !== JSON.stringify(expected) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

async function visibleCount(locator: Locator): Promise<number> {
  const all = await locator.all();
  const shown = await Promise.all(all.map((l) => l.isVisible()));
  return shown.filter(Boolean).length;
}

async function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el === document.activeElement);
}

/** A header nav link by its text, so a broken href still gets clicked (and caught). */
function navLink(page: Page, label: string): Locator {
  return page.locator(".site-header nav").getByRole("link", { name: label, exact: true });
}

function menu(page: Page) {
  const toggle = page.locator(".site-header .menu-toggle");
  const links = page.locator(".site-header nav a");
  return { toggle, links, expanded: () => toggle.getAttribute("aria-expanded") };
}

/** The section is at the top of the viewport and its heading is not under the fixed header. */
async function expectLanded(page: Page, id: string) {
  // A section below the first screen is in layout once the later rules have arrived.
  await styled(page);
  await scrollSettled(page);
  const m = await page.evaluate((id) => {
    const section = document.getElementById(id);
    const heading = section?.querySelector("h1, h2");
    const header = document.querySelector(".site-header");
    if (!section || !heading || !header) return undefined;
    const s = section.getBoundingClientRect();
    const h = heading.getBoundingClientRect();
    const max = document.scrollingElement!.scrollHeight - window.innerHeight;
    return {
      hash: location.hash,
      sectionTop: s.top,
      headingTop: h.top,
      headingBottom: h.bottom,
      headerBottom: header.getBoundingClientRect().bottom,
      viewport: window.innerHeight,
      atEnd: window.scrollY >= max - 1,
    };
  }, id);
  expect(m, `#${id}: the section (an element with this id), its heading or .site-header is missing`).toBeDefined();
  const covered = Math.max(0, m!.headerBottom);
  expect(m!.hash, `the URL fragment after going to #${id}`).toBe(`#${id}`);
  expect(
    m!.headingTop,
    `#${id} heading top (${m!.headingTop}px) is under the header (bottom ${m!.headerBottom}px): scroll-margin-top`,
  ).toBeGreaterThanOrEqual(covered - 1);
  expect(m!.headingBottom, `#${id} heading is below the viewport`).toBeLessThanOrEqual(m!.viewport);
  expect(
    m!.sectionTop <= covered + 120 || m!.atEnd,
    `#${id} did not land at the top of the viewport (section top ${m!.sectionTop}px, header bottom ${m!.headerBottom}px)`,
  ).toBe(true);
}

interface TabStop {
  id: string;
  label: string;
}

interface TabReport {
  /** Every visible focusable element, in document order. */
  expected: TabStop[];
  /** What Tab focused, in order. */
  reached: TabStop[];
  /** Elements that got focus although they are not visible. */
  hiddenFocus: string[];
  noIndicator: string[];
}

/** Press Tab through the page; compare what got focus with every visible focusable element. */
async function tabThrough(page: Page): Promise<TabReport> {
  const expected = await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    const selector =
      'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, iframe, [contenteditable=""], [contenteditable="true"], [tabindex]:not([tabindex="-1"])';
    // Links and buttons count even with tabindex="-1": Tab must reach every one of them.
    const all = Array.from(document.querySelectorAll<HTMLElement>(selector));
    return all.map((el, i) => {
      const cs = getComputedStyle(el);
      el.dataset.tabId = String(i);
      el.dataset.tabRest = `${cs.outlineStyle} ${cs.outlineWidth} ${cs.outlineColor} ${cs.outlineOffset}|${cs.boxShadow}`;
      const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
      const label = `${el.tagName.toLowerCase()} "${name}"${el.getAttribute("href") ? ` ${el.getAttribute("href")}` : ""}`;
      el.dataset.tabLabel = label;
      const visible = el.checkVisibility({ visibilityProperty: true }) && el.getClientRects().length > 0;
      return { id: String(i), label, visible };
    });
  });
  const report: TabReport = { expected: expected.filter((e) => e.visible), reached: [], hiddenFocus: [], noIndicator: [] };
  const seen = new Set<string>();
  for (let i = 0; i < expected.length + 10; i++) {
    await page.keyboard.press("Tab");
    const focus = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body || !el.dataset.tabId)
        return el && el !== document.body ? { id: "?", label: el.outerHTML.slice(0, 80), visible: true, indicator: true } : undefined;
      const cs = getComputedStyle(el);
      const [restOutline, restShadow] = el.dataset.tabRest!.split("|");
      const outline = `${cs.outlineStyle} ${cs.outlineWidth} ${cs.outlineColor} ${cs.outlineOffset}`;
      const outlineShown = cs.outlineStyle !== "none" && parseFloat(cs.outlineWidth) > 0 && outline !== restOutline;
      const shadowShown = cs.boxShadow !== "none" && cs.boxShadow !== restShadow;
      const r = el.getBoundingClientRect();
      return {
        id: el.dataset.tabId,
        label: el.dataset.tabLabel!,
        visible: el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && r.width > 0 && r.height > 0,
        indicator: outlineShown || shadowShown,
      };
    });
    if (!focus || seen.has(focus.id + focus.label)) break;
    seen.add(focus.id + focus.label);
    report.reached.push({ id: focus.id, label: focus.label });
    if (!focus.visible) report.hiddenFocus.push(focus.label);
    else if (!focus.indicator) report.noIndicator.push(focus.label);
  }
  return report;
}

function expectFullTabOrder(report: TabReport) {
  const reached = new Set(report.reached.map((stop) => stop.id));
  const missing = report.expected.filter((stop) => !reached.has(stop.id)).map((stop) => stop.label);
  expect(missing, "visible links and buttons Tab never reached").toEqual([]);
  expect(report.hiddenFocus, "Tab stops on elements that are not visible").toEqual([]);
  expect(report.noIndicator, "focused elements without a visible focus indicator (outline or box-shadow)").toEqual([]);
}

describe("mobile menu at 375px", () => {
  test("the toggle opens and closes the menu and aria-expanded follows", async () => {
    const { page } = await open({ width: WIDTHS.small });
    await load(page, "/");
    const { toggle, links, expanded } = menu(page);
    expect(await toggle.isVisible(), "the Menu button shows at 375px").toBe(true);
    const count = await links.count();
    expect(count).toBeGreaterThan(0);
    expect(await toggle.getAttribute("aria-controls"), "aria-controls names the link list").toBe(
      await page.locator(".site-header nav ul").getAttribute("id"),
    );
    expect(await expanded()).toBe("false");
    expect(await eventually(() => visibleCount(links), 0), "links hidden while the menu is closed").toBe(0);

    await toggle.click();
    expect(await expanded(), "aria-expanded after clicking Menu").toBe("true");
    expect(await eventually(() => visibleCount(links), count), "all links shown when open").toBe(count);

    await toggle.click();
    expect(await expanded(), "aria-expanded after clicking Menu again").toBe("false");
    expect(await eventually(() => visibleCount(links), 0), "links hidden again after closing").toBe(0);
  });

  test("Escape closes the menu and returns focus to the toggle", async () => {
    const { page } = await open({ width: WIDTHS.small });
    await load(page, "/");
    const { toggle, links, expanded } = menu(page);
    await toggle.click();
    expect(await expanded(), "aria-expanded after clicking Menu").toBe("true");
    expect(await eventually(() => links.first().isVisible(), true), "first link shown when open").toBe(true);
    await links.first().focus();
    expect(await hasFocus(links.first()), "focus on the first link").toBe(true);
    await page.keyboard.press("Escape");
    expect(await expanded(), "aria-expanded after Escape").toBe("false");
    expect(await hasFocus(toggle), "focus is back on the Menu button").toBe(true);
    expect(await eventually(() => visibleCount(links), 0)).toBe(0);
  });

  test("choosing a link closes the menu and scrolls to the section", async () => {
    const { page } = await open({ width: WIDTHS.small });
    await load(page, "/");
    const { toggle, links, expanded } = menu(page);
    await toggle.click();
    expect(await expanded(), "aria-expanded after clicking Menu").toBe("true");
    await navLink(page, "Pricing").click();
    expect(await expanded(), "aria-expanded after choosing a link").toBe("false");
    expect(await eventually(() => visibleCount(links), 0), "links hidden after choosing one").toBe(0);
    await expectLanded(page, "pricing");
  });

  test("the keyboard opens the menu, and tabbing out of the header closes it", async () => {
    const { page } = await open({ width: WIDTHS.small });
    await load(page, "/");
    const { toggle, expanded } = menu(page);
    await toggle.focus();
    await page.keyboard.press("Enter");
    expect(await expanded(), "aria-expanded after Enter on Menu").toBe("true");
    for (let i = 0; i < 20 && (await page.evaluate(() => Boolean(document.activeElement?.closest(".site-header")))); i++)
      await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest(".site-header"))), "Tab leaves the header").toBe(false);
    expect(await expanded(), "menu closed once focus left the header").toBe("false");
  });

  test("clicking outside the header closes the menu", async () => {
    const { page } = await open({ width: WIDTHS.small });
    await load(page, "/");
    const { toggle, expanded } = menu(page);
    await toggle.click();
    expect(await expanded(), "aria-expanded after clicking Menu").toBe("true");
    const point = { x: 4, y: 790 };
    const outside = await page.evaluate(({ x, y }) => {
      const el = document.elementFromPoint(x, y);
      return Boolean(el && !el.closest(".site-header") && !el.closest("a, button"));
    }, point);
    expect(outside, "a point outside the header and off any link to click on").toBe(true);
    await page.mouse.click(point.x, point.y);
    expect(await expanded(), "aria-expanded after clicking outside").toBe("false");
  });
});

test("at 1280px the links show without a toggle", async () => {
  const { page } = await open({ width: WIDTHS.large });
  await load(page, "/");
  const { toggle, links } = menu(page);
  expect(await toggle.isVisible(), "no Menu button at 1280px").toBe(false);
  expect(await visibleCount(links)).toBe(await links.count());
});

// Reduced motion makes the jumps instant; the smooth-scrolling path is covered
// by the mobile menu test above, which chooses a link with motion on.
describe("section anchors land below the fixed header", () => {
  for (const width of [WIDTHS.small, WIDTHS.large]) {
    test.each(ANCHORS)(`/#%s at ${width}px`, async (id) => {
      const { page } = await open({ width, reducedMotion: "reduce" });
      await load(page, `/#${id}`);
      await expectLanded(page, id);
    });
  }
  test.each(ANCHORS)("clicking the %s nav link (%s) at 1280px", async (id, label) => {
    const { page } = await open({ width: WIDTHS.large, reducedMotion: "reduce" });
    await load(page, "/");
    await navLink(page, label).click();
    await expectLanded(page, id);
  });
  test.skipIf(!legalRoutes.length)("a legal page's Features link goes to the landing page's section", async () => {
    const { page } = await open({ width: WIDTHS.large, reducedMotion: "reduce" });
    await load(page, legalRoutes[0]!.path);
    await navLink(page, "Features").click();
    await page.waitForURL(`${baseUrl()}/#features`);
    await expectLanded(page, "features");
  });
});

describe("links", () => {
  test("every demo-booking link opens a new tab with rel noopener", async () => {
    const session = await open({ width: WIDTHS.large });
    const { page, context } = session;
    await load(page, "/");
    const demo = await page.evaluate((labels) => {
      const pattern = new RegExp(`^(${labels.map((l) => l.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})( \\(.*\\))?$`);
      return Array.from(document.querySelectorAll("a")).flatMap((a, i) => {
        const text = (a.textContent ?? "").replace(/\s+/g, " ").trim();
        const match = pattern.exec(text);
        if (!match) return [];
        a.dataset.demo = String(i);
        return [{ i, label: match[1]!, href: a.href, target: a.target, rel: a.rel }];
      });
    }, DEMO_LABELS);
    for (const label of DEMO_LABELS) expect(demo.filter((d) => d.label === label).length, `links labelled "${label}"`).toBeGreaterThan(0);
    for (const link of demo) {
      expect(link.target, `"${link.label}" target`).toBe("_blank");
      expect(link.rel.split(/\s+/), `"${link.label}" rel`).toContain("noopener");
    }
    session.allowExternalNavigation(true);
    for (const link of demo) {
      const [popup] = await Promise.all([context.waitForEvent("page"), page.locator(`[data-demo="${link.i}"]`).click()]);
      await popup.waitForLoadState();
      expect(popup.url(), `"${link.label}" opened its destination`).toBe(link.href);
      expect(await popup.evaluate(() => window.opener), "the new tab has no handle on the site").toBeNull();
      await popup.close();
    }
    session.allowExternalNavigation(false);
    expect(page.url(), "the site stays open in the first tab").toBe(`${baseUrl()}/`);
    expect(session.externalVisits).toEqual(demo.map((d) => d.href));
  });

  test.each(routes.map((r) => r.path))("every target=_blank link on %s has rel noopener", async (routePath) => {
    const { page } = await open({ width: WIDTHS.large });
    await load(page, routePath);
    const bad = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLAnchorElement>('a[target="_blank"]'))
        .filter((a) => !a.rel.split(/\s+/).includes("noopener"))
        .map((a) => a.outerHTML.slice(0, 120)),
    );
    expect(bad, "target=_blank links without rel noopener").toEqual([]);
  });

  test.skipIf(!legalRoutes.length).each(legalRoutes.map((r) => r.path))("Back to Home on %s goes to /", async (routePath) => {
    const { page } = await open({ width: WIDTHS.small });
    await load(page, routePath);
    await page.getByRole("link", { name: "Back to Home" }).click();
    await page.waitForURL(`${baseUrl()}/`);
    expect(await page.locator("main h1").isVisible()).toBe(true);
  });
});

describe("languages", () => {
  test.for([WIDTHS.small, WIDTHS.large])(
    "the header's language link leads from / to /hi and back, without JavaScript, at %i px",
    async (width) => {
      const { page } = await open({ width, javaScriptEnabled: false, reducedMotion: "reduce" });
      await load(page, "/");
      const hindi = page.locator('.site-header a[hreflang="hi-IN"]');
      expect(await hindi.isVisible()).toBe(true);
      expect(await hindi.getAttribute("lang")).toBe("hi-IN");
      await hindi.click();
      await page.waitForURL(`${baseUrl()}/hi`);
      expect(await page.locator("html").getAttribute("lang")).toBe("hi-IN");
      expect(await page.locator("h1").textContent()).toMatch(/[\u0900-\u097F]/);
      await page.locator('.site-header a[hreflang="en-IN"]').click();
      await page.waitForURL(`${baseUrl()}/`);
      expect(await page.locator("html").getAttribute("lang")).toBe("en-IN");
    },
  );

  test("nothing redirects by the browser's language: a Hindi browser gets / in English, an English one /hi in Hindi", async () => {
    for (const [locale, route, lang] of [
      ["hi-IN", "/", "en-IN"],
      ["en-US", "/hi", "hi-IN"],
    ] as const) {
      const { page, context } = await open({ width: WIDTHS.small });
      await context.setExtraHTTPHeaders({ "Accept-Language": `${locale},en;q=0.5` });
      await load(page, route);
      // The page asked for, under the sub-path the site is served from, if any.
      expect(page.url()).toBe(`${baseUrl()}${route}`);
      expect(await page.locator("html").getAttribute("lang")).toBe(lang);
    }
  });

  test("the Hindi page's footer links to the English legal pages, marked English, with the note that English governs", async () => {
    const { page } = await open({ width: WIDTHS.large });
    await load(page, "/hi");
    const legal = page.locator(".site-footer__legal a");
    expect(await legal.count()).toBeGreaterThan(0);
    for (const link of await legal.all())
      expect([await link.getAttribute("lang"), await link.getAttribute("hreflang")]).toEqual(["en-IN", "en-IN"]);
    expect(await page.locator(".site-footer__note").textContent()).toMatch(/[\u0900-\u097F]/);
    await legal.first().click();
    expect(await page.locator("html").getAttribute("lang")).toBe("en-IN");
  });
});

describe("with JavaScript disabled", () => {
  for (const [width, route] of routes
    .filter((r) => r.kind === "landing")
    .flatMap((r) => [WIDTHS.small, WIDTHS.large].map((w) => [w, r.path] as const))) {
    test(`every section and nav link of ${route} is present, visible and reachable at ${width}px`, async () => {
      const { page } = await open({ width, javaScriptEnabled: false, reducedMotion: "reduce" });
      await load(page, route);
      const sections = await page.locator("main section").all();
      expect(sections.length).toBeGreaterThanOrEqual(8);
      const hidden: string[] = [];
      for (const section of sections)
        if (!(await section.isVisible()))
          hidden.push((await section.getAttribute("id")) ?? (await section.getAttribute("class")) ?? "section");
      expect(hidden, "sections not visible without JavaScript").toEqual([]);

      const { toggle, links } = menu(page);
      expect(await toggle.isVisible(), "no useless Menu button without JavaScript").toBe(false);
      const count = await links.count();
      expect(count).toBeGreaterThan(0);
      expect(await visibleCount(links), "nav links visible without JavaScript").toBe(count);

      const report = await tabThrough(page);
      const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
      for (const href of hrefs)
        expect(
          report.reached.some((stop) => stop.label.endsWith(` ${href}`)),
          `Tab reaches the ${href} nav link`,
        ).toBe(true);
      expectFullTabOrder(report);

      for (const href of hrefs) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.locator(`.site-header nav a[href="${href}"]`).click();
        await expectLanded(page, href.replace(/^.*#/, ""));
      }
    });
  }
});

describe("clean load: no console errors, no failed requests, no sideways scrolling", () => {
  for (const route of routes) {
    test.each(ALL_WIDTHS)(`${route.path} at %ipx`, async (width) => {
      const { page } = await open({ width });
      await load(page, route.path);
      const overflow = await page.evaluate(() => {
        const width = window.innerWidth;
        const wide = Array.from(document.querySelectorAll<HTMLElement>("body *"))
          .filter((el) => el.getBoundingClientRect().right > width + 0.5 && el.checkVisibility())
          .slice(0, 5)
          .map((el) => `${el.tagName.toLowerCase()}.${el.className} (right ${Math.round(el.getBoundingClientRect().right)}px)`);
        return { scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: width, wide };
      });
      expect(overflow.scrollWidth, `page scrolls sideways; widest elements: ${overflow.wide.join(", ")}`).toBeLessThanOrEqual(
        overflow.innerWidth,
      );
    });
  }
});

describe("keyboard", () => {
  for (const route of routes) {
    test(`Tab reaches every link and button on ${route.path} at 1280px, each with a visible focus indicator`, async () => {
      const { page } = await open({ width: WIDTHS.large });
      await load(page, route.path);
      expectFullTabOrder(await tabThrough(page));
    });
  }
  test("Tab reaches every visible link and button on / at 375px (menu closed)", async () => {
    const { page } = await open({ width: WIDTHS.small });
    await load(page, "/");
    expectFullTabOrder(await tabThrough(page));
  });

  for (const width of [WIDTHS.small, WIDTHS.large]) {
    test.each(routes.map((r) => r.path))(
      `the skip link is the first Tab stop on %s at ${width}px, shows when focused and moves focus to main`,
      async (routePath) => {
        const { page } = await open({ width });
        await load(page, routePath);
        await page.keyboard.press("Tab");
        const skip = await page.evaluate(() => {
          const el = document.activeElement as HTMLAnchorElement | null;
          const main = document.querySelector("main");
          if (!el || !main) return undefined;
          const r = el.getBoundingClientRect();
          const inViewport = r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
          return {
            targetsMain: el.tagName === "A" && el.getAttribute("href") === `#${main.id}`,
            shown: el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && r.width > 1 && r.height > 1 && inViewport,
            box: `${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)}`,
          };
        });
        expect(skip?.targetsMain, "the first Tab stop is a link to <main>").toBe(true);
        expect(skip?.shown, `the focused skip link is visible in the viewport (box ${skip?.box})`).toBe(true);
        await page.keyboard.press("Enter");
        expect(await page.evaluate(() => document.activeElement?.tagName), "focus moved to main").toBe("MAIN");
      },
    );
  }
});
