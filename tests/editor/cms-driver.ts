// Drives Sveltia CMS in a page the way an editor does, by what is on screen:
// the sign-in buttons, the collection and entry names, each field's label.
// Roles and accessible names (English UI) are what the tests depend on, not
// Sveltia's CSS classes, which change between releases. Two exceptions: the
// `data-key-path` attribute Sveltia puts on every field, used to tell apart
// fields that share a label (list items, a label reused in an object), and the
// placeholder a field is drawn as until scrolled to, waited on to scroll no
// faster than Sveltia draws (a renamed class only makes the scrolling slower).
import { chromium, type Browser, type Locator, type Page } from "playwright-core";
import { CHROMIUM_ARGS, TEST_CHROMIUM } from "../browser/global-setup.ts";

/**
 * The browser checks' Chromium flags, and a resolver that knows no host but
 * 127.0.0.1, so nothing the editor asks for can leave the machine. Not
 * page.route: with any route set, Playwright answers every CORS preflight
 * itself, and the git host's own CORS answers would go untested.
 */
export const OFFLINE_ARGS = [...CHROMIUM_ARGS, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"];

/** A field by the labels leading to it, outside in; a number picks a list item: ["Hero", "Points", 1, "Text"]. */
type FieldPath = readonly (string | number)[];

type SaveResult = { saved: true } | { saved: false; errors: string[] };

// Sveltia wraps every value it puts into a sentence in Unicode isolates (U+2068 … U+2069), so "Settings" is
// named "\u2068Settings\u2069 Collection": a label is matched with or without them, and exactly otherwise.
function named(label: string, before = "", after = ""): RegExp {
  return new RegExp(`^${before}\u2068?${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\u2069?${after}$`);
}

/**
 * What the user reads: the text without the icons, whose ligature names ("error") are in the DOM but
 * hidden from assistive technology; with `withField`, prefixed by the label of the field it is in.
 */
async function readableTexts(locator: Locator, withField = false): Promise<string[]> {
  return locator.evaluateAll(
    (elements, prefix) =>
      elements.map((element) => {
        const copy = element.cloneNode(true) as Element;
        for (const hidden of Array.from(copy.querySelectorAll('[aria-hidden="true"]'))) hidden.remove();
        const text = (copy.textContent ?? "").replace(/\s+/g, " ").trim();
        const field = (element.closest("[data-key-path]")?.getAttribute("aria-label") ?? "").replace(/^“\u2068?|\u2069?” Field$/g, "");
        return prefix && field ? `${field}: ${text}` : text;
      }),
    withField,
  );
}

const ANY_FIELD_GROUP = /^“.*” Field$/;

/** Signs in with a personal access token; throws Sveltia's own sign-in error if it refuses. */
export async function signInWithToken(page: Page, token: string): Promise<void> {
  await page.getByRole("button", { name: "Sign In Using Access Token" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Sign In Using Access Token" });
  await dialog.getByRole("textbox", { name: "Personal Access Token" }).fill(token);
  await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
  const signedIn = page.getByRole("toolbar", { name: "Global" });
  // Progress ("Signing in…", "Loading Site Data…") is shown as an alert too, always ending in an ellipsis; any other alert is the refusal.
  const refused = page.getByRole("alert").filter({ hasNotText: /^\s*$|…\s*$/ });
  await signedIn.or(refused).first().waitFor();
  if (!(await signedIn.isVisible())) throw new Error(`sign-in refused: ${(await readableTexts(refused)).join(" ")}`);
}

/** Opens a collection from the list; a click the editor's own start-up navigation undid is made again, once. */
export async function openCollection(page: Page, label: string): Promise<void> {
  const item = page.getByRole("tree", { name: "Collection List" }).getByRole("treeitem", { name: named(label) });
  const opened = page.getByRole("main", { name: named(label, "", " Collection") });
  await item.click();
  try {
    await opened.waitFor({ timeout: 10_000 });
  } catch {
    await item.click();
    await opened.waitFor();
  }
}

/** Opens a file (of a files collection) or an entry by its name in the list, and waits for the editor. */
export async function openEntry(page: Page, label: string): Promise<void> {
  await page
    .getByRole("main")
    .getByRole("row", { name: named(label) })
    .click();
  await page.getByRole("toolbar", { name: "Primary" }).getByRole("button", { name: "Save", exact: true }).waitFor();
}

/**
 * Scrolls the form until `find` returns something. Sveltia renders a field only once it has
 * been scrolled into view (a 64 px placeholder until then), so a field below the fold of a long
 * form is not in the page yet.
 */
async function revealed<T>(page: Page, find: () => Promise<T | undefined>): Promise<T | undefined> {
  const pane = page.getByRole("group", { name: /^Edit\b.*\bContent$/ }).first();
  // Each step waits until the placeholders in view are swapped for fields. Should that wait
  // see no placeholder where one is (Sveltia drawing it differently), a field scrolled past is
  // missed: each further pass down the form from the top waits longer per step as well.
  for (const [pass, settle] of [0, 400, 1_000].entries()) {
    if (pass > 0) await scrollForm(pane, "top");
    for (;;) {
      await swappedInView(page);
      const found = await find();
      if (found !== undefined) return found;
      if (!(await scrollForm(pane, "down"))) break;
      if (settle) await page.waitForTimeout(settle);
    }
    await swappedInView(page);
    await page.waitForTimeout(settle);
    const found = await find();
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Waits, at most two seconds, until no placeholder is left in view: Sveltia swaps each for its
 * field a frame after its IntersectionObserver sees it, and a swapped field may hold more. In view
 * is as the observer sees it: inside the window and every box around it that clips. The
 * placeholder is Sveltia's empty `div.placeholder` (the one class this driver reads).
 */
async function swappedInView(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        !Array.from(document.querySelectorAll("div.placeholder:empty")).some((element) => {
          const box = element.getBoundingClientRect();
          let [top, bottom, left, right] = [Math.max(box.top, 0), Math.min(box.bottom, window.innerHeight), box.left, box.right];
          for (let around = element.parentElement; around && top < bottom; around = around.parentElement) {
            if (getComputedStyle(around).overflow === "visible") continue;
            const clip = around.getBoundingClientRect();
            [top, bottom, left, right] = [
              Math.max(top, clip.top),
              Math.min(bottom, clip.bottom),
              Math.max(left, clip.left),
              Math.min(right, clip.right),
            ];
          }
          return top < bottom && left < right;
        }),
      undefined,
      { timeout: 2_000, polling: 50 },
    )
    .catch(() => undefined);
}

/** Scrolls the form's own scroller down by most of a screen, or back to its top; false when it could not move. */
async function scrollForm(pane: Locator, to: "down" | "top"): Promise<boolean> {
  // No named functions in here: tsx's esbuild would wrap them in a `__name` helper that the page does not have.
  return pane.evaluate((element, where) => {
    // The form's own scroller: the pane itself or the first scrollable box in it, else the nearest around it.
    const candidates = [element, ...Array.from(element.querySelectorAll("*"))];
    for (let node = element.parentElement; node; node = node.parentElement) candidates.push(node);
    const target = candidates.find(
      (node) => node.scrollHeight > node.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(node).overflowY),
    );
    if (!target) return false;
    const before = target.scrollTop;
    target.scrollTop = where === "top" ? 0 : target.scrollTop + target.clientHeight * 0.8;
    return target.scrollTop !== before;
  }, to);
}

/** The field's group (label, input, validation message), found by its label path; throws if absent or ambiguous. */
export async function field(page: Page, path: FieldPath): Promise<Locator> {
  let keyPath = "";
  for (const segment of path) {
    if (typeof segment === "number") {
      if (!keyPath) throw new Error(`${JSON.stringify(path)}: an index must follow a list field's label`);
      keyPath = `${keyPath}.${segment}`;
      continue;
    }
    const within = keyPath ? `[data-key-path^=${JSON.stringify(`${keyPath}.`)}]` : "[data-key-path]";
    const depth = keyPath ? keyPath.split(".").length + 1 : 1;
    const candidates = page.getByRole("group", { name: named(segment, "“", "” Field") }).and(page.locator(within));
    const found = await revealed(page, async () => {
      const paths = await candidates.evaluateAll((groups) => groups.map((group) => group.getAttribute("data-key-path") ?? ""));
      // A label found deeper down (the same label inside an object or list) is not the one this step names.
      const direct = [...new Set(paths.filter((candidate) => candidate.split(".").length === depth))];
      if (direct.length > 1) throw new Error(`${JSON.stringify(path)}: "${segment}" names several fields (${direct.join(", ")})`);
      return direct[0];
    });
    if (found === undefined) throw new Error(`${JSON.stringify(path)}: no field "${segment}" in the form`);
    keyPath = found;
  }
  if (!keyPath) throw new Error("a field path needs at least one label");
  const group = page.locator(`[data-key-path=${JSON.stringify(keyPath)}]`);
  // A path ending in an index (a list of one subfield) has not been looked for yet.
  if (!(await revealed(page, async () => ((await group.count()) ? true : undefined))))
    throw new Error(`${JSON.stringify(path)}: no such list item in the form`);
  return group;
}

/** Types a value into a text or number field, as an editor would. */
export async function setField(page: Page, path: FieldPath, value: string | number): Promise<void> {
  const group = await field(page, path);
  await group.getByRole("textbox").or(group.getByRole("spinbutton")).first().fill(String(value));
}

/** The validation messages Sveltia shows under fields in the form, with the field's label: "Team size: The value must be greater than or equal to 1." */
export async function validationErrors(page: Page): Promise<string[]> {
  return readableTexts(page.getByRole("group", { name: ANY_FIELD_GROUP }).getByRole("alert"), true);
}

/**
 * Clicks Save and waits for Sveltia's verdict: "Entry saved", or the form refusing the draft
 * (its field messages are returned), or an error or conflict dialog (its text is returned).
 */
export async function save(page: Page, timeout = 30_000): Promise<SaveResult> {
  const saved = page.getByRole("status").filter({ hasText: /Entry saved\./ });
  const refused = page.getByRole("alert").filter({ hasText: /field has an error|fields have errors/ });
  const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog"));
  // The toast of an earlier save stays a few seconds, and would be taken for this save's verdict.
  await saved.or(refused).first().waitFor({ state: "hidden", timeout });
  await page.getByRole("toolbar", { name: "Primary" }).getByRole("button", { name: "Save", exact: true }).click();
  await saved.or(refused).or(dialog).first().waitFor({ timeout });
  if (await saved.isVisible()) return { saved: true };
  if (await refused.first().isVisible()) return { saved: false, errors: await validationErrors(page) };
  return { saved: false, errors: await readableTexts(dialog) };
}

/** Moves a list's item with the keyboard, as the reorder handle takes it: "End" to the last place, "Home" to the first, or one step. */
export async function moveItem(page: Page, list: FieldPath, index: number, key: "End" | "Home" | "ArrowUp" | "ArrowDown"): Promise<void> {
  // The list's own handles, one per item in order (its items hold no lists of their own here).
  const handles = (await field(page, list)).getByRole("button", { name: "Reorder Item" });
  // Sveltia draws an item once it scrolls into view: the list's label may show before its items do.
  if (!(await revealed(page, async () => ((await handles.count()) > index ? true : undefined))))
    throw new Error(`${JSON.stringify(list)}: no item ${index} to move`);
  const handle = handles.nth(index);
  await handle.focus();
  await handle.press(key);
}

/**
 * Adds an item at the end of a list, as its Add button does; for a list of types (a translation's),
 * the type by its menu label. Done when the list's own count ("4 Cards") has grown by one.
 */
export async function addItem(page: Page, list: FieldPath, type?: string): Promise<void> {
  const group = await field(page, list);
  const add = group.getByRole("button", { name: /^Add \u2068?/u }).last();
  // The count Sveltia shows in the list's header ("4 Cards"), read as assistive technology reads it.
  const shown = async () =>
    Number(/^\s*- text: \u2068?(\d+)\u2069? /mu.exec(await group.ariaSnapshot({ timeout: 5_000 }).catch(() => ""))?.[1]);
  const before = await shown();
  /** Whether the list shows one item more within a few seconds (true when it shows no count to read). */
  const grew = async () => {
    for (const until = Date.now() + 8_000; Date.now() < until; await page.waitForTimeout(200))
      if (Number.isNaN(before) || (await shown()) > before) return true;
    return false;
  };
  const menu = page.getByRole("menu");
  const item = type === undefined ? undefined : menu.getByRole("menuitem", { name: named(type) });
  // On a busy machine a click can come before Sveltia listens for it, and
  // nothing happens; and the menu hangs from the Add button, which Sveltia
  // closes when the form under it moves (items drawn late). An editor whose
  // click did nothing, or whose menu closed, clicks again.
  let why = "";
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      if (!item || !(await menu.first().isVisible())) {
        await add.scrollIntoViewIfNeeded();
        await settled(add);
        await add.click();
      }
      if (item) {
        await item.waitFor({ timeout: 10_000 });
        await item.click({ timeout: 5_000 });
      }
      if (await grew()) return;
      why = `the list still shows ${before}`;
    } catch (error) {
      const offered = (await menu.first().isVisible()) ? await menu.getByRole("menuitem").allTextContents() : [];
      why = `${String(error).split("\n")[0]} (${offered.length ? `the menu offers ${offered.join(", ")}` : "no menu open"})`;
    }
  }
  throw new Error(`${JSON.stringify(list)}: no item added${type === undefined ? "" : ` of the type "${type}"`}, three times: ${why}`);
}

/** Waits until an element has kept its place for a moment: the form has stopped drawing above it. */
async function settled(element: Locator): Promise<void> {
  let last = "";
  for (let i = 0; i < 50; i++) {
    const box = JSON.stringify(await element.boundingBox());
    if (box === last) return;
    last = box;
    await element.page().waitForTimeout(200);
  }
}

/**
 * Picks an option of a select field (a combobox), by the option's label. A long list (the icons)
 * is a scrolled box in a popup: the option is typed into its filter first, as an editor finds one,
 * rather than scrolled to inside a popup that the form's own scrolling can move.
 */
export async function choose(page: Page, path: FieldPath, option: string): Promise<void> {
  const group = await field(page, path);
  await group.getByRole("combobox").first().click();
  const filter = page.getByRole("dialog").getByRole("searchbox", { name: "Filter Options" });
  const wanted = page.getByRole("option", { name: named(option) }).first();
  await filter.or(wanted).first().waitFor();
  if (await filter.isVisible()) await filter.fill(option);
  await wanted.click();
}

/** Ticks (or unticks) a checkbox of a field of several choices, by the choice's label. */
export async function tick(page: Page, path: FieldPath, choice: string | RegExp): Promise<void> {
  const group = await field(page, path);
  await group.getByRole("checkbox", { name: choice }).first().click();
}

/**
 * What a page does that an editor should never meet: a request beyond 127.0.0.1 (the test's
 * hosts) and a console error or warning; the one warning expected is that the test's git host
 * has no OAuth application, so signing in takes a token.
 */
function watchPage(page: Page): { outside: string[]; consoleErrors: string[] } {
  const seen = { outside: [] as string[], consoleErrors: [] as string[] };
  page.on("request", (request) => {
    if (!/^(https?:\/\/127\.0\.0\.1[:/]|blob:|data:)/.test(request.url())) seen.outside.push(request.url());
  });
  page.on("console", (message) => {
    const expected = /^OAuth application ID is not defined/.test(message.text());
    if (message.type() === "error" || (message.type() === "warning" && !expected)) seen.consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => seen.consoleErrors.push(String(error)));
  return seen;
}

/** /admin/ of the site at `siteUrl`, signed in with `token` unless the session already is (as in an editor's browser). */
export async function openAdmin(page: Page, siteUrl: string, token: string): Promise<void> {
  // Settled: the editor restores its last view as it loads, and a click before that can be undone by it.
  const url = `${siteUrl}/admin/`;
  try {
    await page.goto(url, { waitUntil: "networkidle" });
  } catch (error) {
    // Seen once right after a save: the page began a navigation of its own as
    // ours started, and Chromium aborted ours. Going again is what an editor does.
    if (!(error as Error).message.includes("net::ERR_ABORTED")) throw error;
    await page.goto(url, { waitUntil: "networkidle" });
  }
  const signIn = page.getByRole("button", { name: "Sign In Using Access Token" });
  // The network settles before the editor draws: wait for its sign-in or its collections, whichever it shows.
  await signIn
    .or(page.getByRole("tree", { name: "Collection List" }))
    .first()
    .waitFor();
  if (await signIn.isVisible()) await signInWithToken(page, token);
}

/** Chromium, offline but for 127.0.0.1, with a laptop-sized page watched as watchPage does. */
export async function launchEditorPage(): Promise<{ browser: Browser; page: Page; outside: string[]; consoleErrors: string[] }> {
  const browser = await chromium.launch({ executablePath: TEST_CHROMIUM, args: OFFLINE_ARGS });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  return { browser, page, ...watchPage(page) };
}
