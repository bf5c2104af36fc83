import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "./browser";
import { findRawMustaches, findUntranslatedKeys } from "./page-checks";
import { startGalleryServer } from "../../tools/gallery/serve.mjs";

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

  beforeAll(async () => {
    const started = (await startGalleryServer(0)) as { server: { close(): void }; url: string; entries: Entry[] };
    server = started.server;
    entries = started.entries;
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    page.on("console", (msg) => {
      if (msg.type() === "error") consoleErrors.push(msg.text());
    });
    page.on("pageerror", (error) => consoleErrors.push(error.message));
    page.on("requestfailed", (request) => consoleErrors.push(`request failed: ${request.url()}`));
    await page.goto(started.url, { waitUntil: "load" });
    await mkdir(ARTIFACTS, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    server?.close();
  });

  it("renders the core shell and at least one entry per game", () => {
    const ids = entries.map((e) => e.id);
    expect(ids).toContain("core-sample-card");
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("logs no console errors and loads every resource", () => {
    expect(consoleErrors).toEqual([]);
  });

  it("applies the system stylesheet", async () => {
    const padding = await page.$eval(".se-card", (el) => getComputedStyle(el).paddingTop);
    expect(padding).not.toBe("0px");
  });

  it("shows no raw Handlebars and no untranslated keys, in both themes", async () => {
    const problems: string[] = [];
    for (const entry of entries) {
      for (const theme of ["light", "dark"]) {
        const text = await page.$eval(`#${entry.id} [data-theme="${theme}"]`, (el) => (el as HTMLElement).innerText);
        for (const raw of findRawMustaches(text)) problems.push(`${entry.id} (${theme}): raw ${raw}`);
        for (const key of findUntranslatedKeys(text)) problems.push(`${entry.id} (${theme}): untranslated ${key}`);
        // Attributes users read too: placeholders, titles, aria labels.
        const attrs = await page.$$eval(
          `#${entry.id} [data-theme="${theme}"] [placeholder], #${entry.id} [data-theme="${theme}"] [title], #${entry.id} [data-theme="${theme}"] [aria-label]`,
          (els) =>
            els.map((el) =>
              [el.getAttribute("placeholder"), el.getAttribute("title"), el.getAttribute("aria-label")].join(" "),
            ),
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
  });
});
