import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "./browser";
import { findRawMustaches, findUntranslatedKeys } from "./page-checks";
import { startGalleryServer } from "../../tools/gallery/serve.mjs";
import { GAME_DEFINITIONS } from "../../src/games/all-definitions";
import {
  ALL_IMPACTS,
  AXE_TAGS,
  FAILING_IMPACTS,
  axeProblems,
  clippedControls,
  clippedText,
  unreachableActions,
  untippedIconControls,
} from "./a11y";
import { cardHeightBudget, cardHeights } from "../../tools/gallery/card-heights.mjs";
import { awaitedCards } from "../../tools/gallery/awaited-cards.mjs";
import { referencedImages, staleDocImages } from "../../tools/gallery/doc-images.mjs";

interface Entry {
  id: string;
  title: string;
  kind: string;
}

const ARTIFACTS = join(process.cwd(), "artifacts", "gallery");

describe("gallery in headless Chromium", () => {
  let browser: Browser;
  let page: Page;
  let server: { close(): void };
  let entries: Entry[];
  const consoleErrors: string[] = [];
  let scrolledOnLoad = -1;

  beforeAll(async () => {
    const started = (await startGalleryServer(0)) as { server: { close(): void }; url: string; entries: Entry[] };
    server = started.server;
    entries = started.entries;
    browser = await launchChromium();
    // Wide enough for a sheet at its default width in both themes side by side.
    page = await browser.newPage({ viewport: { width: 1700, height: 900 } });
    page.on("console", (msg) => {
      if (msg.type() === "error") consoleErrors.push(msg.text());
    });
    page.on("pageerror", (error) => consoleErrors.push(error.message));
    page.on("requestfailed", (request) => consoleErrors.push(`request failed: ${request.url()}`));
    await page.goto(started.url, { waitUntil: "load" });
    await page.evaluate(async () => {
      await document.fonts.ready;
    });
    scrolledOnLoad = await page.evaluate(() => window.scrollY);
    await mkdir(ARTIFACTS, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    server?.close();
  });

  it("renders the core shell and at least one entry per game", async () => {
    const ids = entries.map((e) => e.id);
    expect(ids).toContain("core-sample-card");
    expect(new Set(ids).size).toBe(ids.length);
    expect(GAME_DEFINITIONS.length).toBeGreaterThan(1);
    for (const game of GAME_DEFINITIONS) {
      const own = ids.filter((id) => id.startsWith(`${game.id}-`));
      expect(own.length, `gallery entries of ${game.id}`).toBeGreaterThan(0);
      // …and each is on the page, drawn in both themes.
      for (const id of own) expect(await page.locator(`#${id} .gallery-theme`).count(), id).toBe(2);
    }
  });

  it("logs no console errors and loads every resource", () => {
    expect(consoleErrors).toEqual([]);
  });

  it("opens at the top of its index: no entry's autofocus scrolls the page on load", () => {
    expect(scrolledOnLoad).toBe(0);
  });

  it("shows Foundry's icons: Font Awesome Free is loaded and draws the icons", async () => {
    const fonts = await page.evaluate(() => ({
      solid: [...document.fonts].some(
        (f) => f.family.replace(/"/g, "") === "Font Awesome 6 Free" && f.weight === "900" && f.status === "loaded",
      ),
      family: getComputedStyle(document.querySelector(".fa-solid") ?? document.body, "::before").fontFamily,
    }));
    expect(fonts.solid).toBe(true);
    expect(fonts.family).toMatch(/Font Awesome 6 Free/);
  });

  it("draws every icon the templates name: each is in Font Awesome Free", async () => {
    const blank = await page.$$eval('[data-theme="light"] i[class*="fa-"]', (icons) =>
      icons
        .filter((i) => ["none", "normal", '""'].includes(getComputedStyle(i, "::before").content))
        .map((i) => `${i.closest("[data-entry]")?.id ?? "page"}: ${i.className}`),
    );
    expect([...new Set(blank)]).toEqual([]);
  });

  it("indexes the entries by game, each group saying what it shows", async () => {
    const groups = await page.$$eval(".gallery-index .gallery-group", (els) =>
      els.map((el) => ({
        name: el.querySelector("h2")?.textContent ?? "",
        shows: el.querySelector("p")?.textContent ?? "",
        links: el.querySelectorAll("a").length,
      })),
    );
    expect(groups.map((g) => g.name)).toEqual([
      "Shared by every game",
      "Four Colors al Fresco",
      "Venus Engine",
      "In a Wicked Age",
      "Personae",
      "Capes",
    ]);
    for (const g of groups) expect(g.shows, g.name).toMatch(/\d+ (sheet|window|chat card)/);
    expect(groups.reduce((n, g) => n + g.links, 0)).toBe(entries.length);
  });

  it("gives the index itself no axe-core finding at any impact (its links are 24 px targets)", async () => {
    expect(await axeProblems(page, ".gallery-index", ALL_IMPACTS)).toEqual([]);
  });

  it("applies the system stylesheet", async () => {
    const padding = await page.$eval(".se-card", (el) => getComputedStyle(el).paddingTop);
    expect(padding).not.toBe("0px");
  });

  it("shows no raw Handlebars and no untranslated keys, in both themes", { timeout: 180_000 }, async () => {
    const problems: string[] = [];
    for (const entry of entries) {
      for (const theme of ["light", "dark"]) {
        const text = await page.$eval(`#${entry.id} [data-theme="${theme}"]`, (el) => (el as HTMLElement).innerText);
        for (const raw of findRawMustaches(text)) problems.push(`${entry.id} (${theme}): raw ${raw}`);
        for (const key of findUntranslatedKeys(text)) problems.push(`${entry.id} (${theme}): untranslated ${key}`);
        // Attributes users read too: placeholders, titles, aria labels, hover hints.
        const read = ["placeholder", "title", "aria-label", "data-tooltip"];
        const attrs = await page.$$eval(
          read.map((a) => `#${entry.id} [data-theme="${theme}"] [${a}]`).join(", "),
          (els, read) => els.map((el) => read.map((a) => el.getAttribute(a)).join(" ")),
          read,
        );
        for (const key of findUntranslatedKeys(attrs.join(" ")))
          problems.push(`${entry.id} (${theme}): untranslated attribute ${key}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("gives every entry visible content and saves a screenshot of each", async () => {
    for (const entry of entries) {
      const section = await page.$(`#${entry.id}`);
      expect(section, entry.id).not.toBeNull();
      const box = await section!.boundingBox();
      expect(box?.height ?? 0, entry.id).toBeGreaterThan(40);
      await section!.screenshot({ path: join(ARTIFACTS, `${entry.id}.png`) });
    }
  }, 180_000);

  it("shows in the docs only images the size of their entry's screenshot just taken", async () => {
    const stale = staleDocImages(await referencedImages());
    expect(stale, "doc images older than the gallery: run npm run docs:images").toEqual([]);
  });

  it(
    "has no serious or critical axe-core (WCAG 2.0-2.2 A/AA, best practice) violation in any entry, in both themes",
    { timeout: 180_000 },
    async () => {
      const problems: string[] = [];
      // Every violation is counted, by impact and by rule and theme (docs/benchmarks.md, `npm run bench:checks`);
      // serious and critical ones fail.
      const counts: Record<string, number> = Object.fromEntries(ALL_IMPACTS.map((impact) => [impact, 0]));
      const rules: Record<string, { impact: string; light: number; dark: number }> = {};
      for (const theme of ["light", "dark"] as const) {
        for (const p of await axeProblems(page, `[data-theme="${theme}"]`, ALL_IMPACTS)) {
          counts[p.impact] = (counts[p.impact] ?? 0) + 1;
          const rule = (rules[p.rule] ??= { impact: p.impact, light: 0, dark: 0 });
          rule[theme] += 1;
          if (FAILING_IMPACTS.includes(p.impact))
            problems.push(`${p.entry} (${theme}): ${p.rule} (${p.impact}) at ${p.target}: ${p.summary}`);
        }
      }
      await writeFile(
        join(ARTIFACTS, "axe-counts.json"),
        `${JSON.stringify({ entries: entries.length, themes: 2, tags: AXE_TAGS, counts, rules }, null, 2)}\n`,
      );
      expect(problems).toEqual([]);
    },
  );

  it("gives every icon-only control Foundry's hover hint (data-tooltip)", async () => {
    // The markup is the same in both themes: the light one is read.
    expect(await untippedIconControls(page, '[data-theme="light"]')).toEqual([]);
  });

  it("lets a keyboard reach every sheet and card action with Tab and press it", { timeout: 300_000 }, async () => {
    // The markup is the same in both themes: the light one is walked.
    const problems: string[] = [];
    for (const entry of entries)
      problems.push(...(await unreachableActions(page, `#${entry.id} [data-theme="light"]`)));
    expect(problems).toEqual([]);
  });

  it("shows every form control of a sheet or dialog whole at the window's default width", async () => {
    expect(await clippedControls(page, '[data-theme="light"]')).toEqual([]);
    expect(await clippedControls(page, '[data-theme="dark"]')).toEqual([]);
  });

  it("shows every text whole in every entry: nothing cut to an ellipsis, clipped or sticking out of its box", async () => {
    expect(await clippedText(page, '[data-theme="light"]')).toEqual([]);
    expect(await clippedText(page, '[data-theme="dark"]')).toEqual([]);
  });

  it("shows a primary button on every chat card that awaits its viewer (the one to press next)", async () => {
    const awaited = await awaitedCards(page, '[data-theme="light"]');
    // Every game whose cards take decisions draws some awaiting their viewer: the rule is not vacuous.
    // (In a Wicked Age's and Capes' cards are records: their decisions are on the tracker and the board.)
    for (const game of ["venus-check", "venus-task", "four-colors-stakes", "four-colors-storypath-spend", "personae"])
      expect(awaited.filter((c) => c.entry.startsWith(game)).length, game).toBeGreaterThan(0);
    expect(awaited.filter((c) => !c.primary).map((c) => c.entry)).toEqual([]);
  });

  it("keeps chat cards short in the chat column: roll cards within 540 px, the task card within 805 px", async () => {
    const heights = await cardHeights(page, '[data-theme="light"]');
    const chat = entries.filter((e) => e.kind === "chat").map((e) => e.id);
    expect(Object.keys(heights).sort()).toEqual([...chat].sort());
    const over = Object.entries(heights)
      .filter(([id, height]) => height > cardHeightBudget(id))
      .map(([id, height]) => `${id}: ${height} px (budget ${cardHeightBudget(id)} px)`);
    expect(over).toEqual([]);
  });
});
