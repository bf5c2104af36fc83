// Each page check of the gallery test (a11y.ts, card-heights.mjs) proven
// against a broken fixture: it must report what is wrong there, and nothing
// on the same fixture once fixed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "./browser";
import { axeProblems, clippedControls, clippedText, unreachableActions, untippedIconControls } from "./a11y";
import { cardHeights } from "../../tools/gallery/card-heights.mjs";
import { awaitedCards, awaitedCardsWithoutPrimary } from "../../tools/gallery/awaited-cards.mjs";

const FIXTURES = `<!doctype html><html lang="en"><head><title>fixtures</title></head><body>
<main>
<section data-entry="contrast" id="contrast"><div class="root"><p style="color:#aaa;background:#fff">Pale grey on white</p></div></section>
<section data-entry="unlabelled" id="unlabelled"><div class="root"><input type="text" name="system.score"></div></section>
<section data-entry="nameless" id="nameless"><div class="root"><button type="button" style="width:24px;height:24px"><i class="fa-solid fa-trash"></i></button></div></section>
<section data-entry="tiny" id="tiny"><div class="root"><button type="button" style="height:16px;padding:0 4px">A</button><button type="button" style="height:16px;padding:0 4px">B</button></div></section>
<section data-entry="title-only" id="title-only"><div class="root"><input type="checkbox" title="Favor" style="margin:8px"></div></section>
<section data-entry="twin-regions" id="twin-regions"><div class="root"><section aria-label="Drives"><p>one</p></section><section aria-label="Drives"><p>two</p></section></div></section>
<section data-entry="region-a" id="region-a"><div class="root"><section aria-label="Abilities"><p>a</p></section></div></section>
<section data-entry="region-b" id="region-b"><div class="root"><section aria-label="Abilities"><p>b</p></section></div></section>
<section data-entry="icons" id="icons"><div class="root">
  <button type="button" aria-label="Delete"><i class="fa-solid fa-trash"></i></button>
  <a data-action="open" role="button" tabindex="0" aria-label="Open"><img src="data:," alt=""></a>
  <button type="button" aria-label="Add" data-tooltip="Add"><i class="fa-solid fa-plus"></i></button>
  <button type="button"><i class="fa-solid fa-dice"></i> Roll</button>
  <button type="button" aria-label="Remove"><i class="fa-solid fa-xmark"></i><span style="position:absolute;width:1px;height:1px;overflow:hidden">Remove</span></button>
</div></section>
<section data-entry="keys" id="keys"><div class="root">
  <a data-action="outside" role="button" tabindex="0">Not bound</a>
  <div data-action="roleless" tabindex="0">No role</div>
  <div class="story-engines"><a data-action="inside" role="button" tabindex="0">Bound</a></div>
  <a href="#keys" data-action="link">A link</a>
</div></section>
<section data-entry="fine" id="fine"><div class="root"><label>Score <input type="text" name="system.score"></label>
  <button type="button" data-action="roll">Roll</button></div></section>
<section data-entry="unfocusable" id="unfocusable"><div class="root">
  <a class="name" data-action="editItem">Bronze sword</a><span data-action="roll">Roll</span>
  <button type="button" data-action="ok">OK</button></div></section>
<section data-entry="clipped" id="clipped"><div class="root"><div class="application" style="width:200px">
  <input type="text" style="width:300px" aria-label="a" value="x">
  <input type="text" style="width:60px" aria-label="b" value="A value far too long for its box">
  <select aria-label="c" style="width:60px"><option>Swiftness and more</option></select>
  <div style="overflow:hidden;width:50px"><input type="text" style="width:120px" aria-label="d"></div>
  <input type="text" style="display:none" aria-label="e">
</div></div></section>
<section data-entry="whole" id="whole"><div class="root"><div class="application" style="width:300px">
  <input type="text" style="width:200px" aria-label="a" value="short">
  <select aria-label="c" style="width:200px"><option>Swift</option></select>
</div></div></section>
<section data-entry="cut-text" id="cut-text"><div class="root"><ol><li class="chat-message" style="width:200px">
  <p class="ellipsis" style="width:80px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">Captain of the Watch</p>
  <select aria-label="anchor" style="width:70px"><option>the primary consequence</option></select>
  <input type="text" aria-label="note" style="width:80px" placeholder="Personalise it: fill in the ellipsis">
  <div style="width:100px;overflow:hidden"><span style="display:inline-block;width:160px">Cut by its container</span></div>
  <div style="border:1px solid #888;width:120px;display:flex"><span style="flex:none">Name</span><button type="button" style="flex:none;width:110px">Delete</button></div>
  <div style="width:300px">Wider than the card</div>
</li></ol></div></section>
<section data-entry="whole-text" id="whole-text"><div class="root"><ol><li class="chat-message" style="width:200px">
  <p style="width:80px;overflow:hidden;overflow-wrap:anywhere">Captain of the Watch</p>
  <select aria-label="anchor" style="width:190px"><option>the primary consequence</option></select>
  <input type="text" aria-label="note" style="width:80px" placeholder="Personalise it: fill in the ellipsis" value="appeased">
  <input type="text" aria-label="note" style="width:190px" placeholder="Fill in the ellipsis">
  <span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap">Read by screen readers only, clipped on purpose</span>
  <div style="max-height:20px;overflow-y:auto">A scrolling box<br>holds more lines<br>than it shows</div>
  <div style="border:1px solid #888;width:180px;display:flex;flex-wrap:wrap"><span>Name</span><button type="button">Delete</button></div>
</li></ol></div></section>
<section data-entry="awaits-bare" id="awaits-bare"><div class="root"><article class="se-card" data-awaits-viewer>
  <button type="button">Roll the d20</button><button type="button" class="se-button-primary" style="display:none">Hidden</button></article></div></section>
<section data-entry="awaits-primary" id="awaits-primary"><div class="root"><article class="se-card" data-awaits-viewer>
  <button type="button" class="se-button-primary" disabled>Roll the d20</button><button type="button">Refuse</button></article></div></section>
<section data-entry="awaits-nobody" id="awaits-nobody"><div class="root"><article class="se-card"><p>Rolled by Ann.</p></article></div></section>
<section data-entry="card" id="card"><div class="root"><ol><li class="chat-message"><div class="message-content"><div style="height:640px">tall</div></div></li></ol></div></section>
</main></body></html>`;

describe("the gallery's page checks catch broken markup", () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 800, height: 600 } });
    await page.setContent(FIXTURES);
  });

  afterAll(async () => {
    await browser?.close();
  });

  const rules = async (entry: string): Promise<string[]> =>
    (await axeProblems(page, `#${entry} .root`)).map((p) => `${p.rule} (${p.impact})`);

  it("axe: text without enough contrast", async () => {
    expect(await rules("contrast")).toEqual(["color-contrast (serious)"]);
  });

  it("axe: a form control without a label", async () => {
    expect(await rules("unlabelled")).toEqual(["label (critical)"]);
  });

  it("axe: a button without a name", async () => {
    expect(await rules("nameless")).toEqual(["button-name (critical)"]);
  });

  it("axe (WCAG 2.2): two small targets side by side", async () => {
    expect(await rules("tiny")).toEqual(["target-size (serious)", "target-size (serious)"]);
  });

  it("axe (best practice): a form control named by its title only", async () => {
    expect(await rules("title-only")).toEqual(["label-title-only (serious)"]);
  });

  it("axe (best practice): two regions of one name in one entry, not across entries", async () => {
    const all = async (root: string): Promise<string[]> =>
      (await axeProblems(page, root, ["moderate"])).filter((p) => p.rule === "landmark-unique").map((p) => p.entry);
    expect(await all("#twin-regions .root")).toEqual(["twin-regions"]);
    expect(await all("#region-a .root, #region-b .root")).toEqual([]);
  });

  it("axe: nothing on labelled, named, readable markup", async () => {
    expect(await rules("fine")).toEqual([]);
  });

  it("keyboard: an action on a link without href or a span is not focusable", async () => {
    const problems = await unreachableActions(page, "#unfocusable .root");
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/unfocusable: <a class="name" data-action="editItem"> is not focusable/);
    expect(problems[1]).toMatch(/<span data-action="roll"> is not focusable/);
    expect(await unreachableActions(page, "#fine .root")).toEqual([]);
  });

  it("keyboard: a focusable action that Tab never reaches (tabindex -1)", async () => {
    await page.evaluate(() => document.querySelector("#fine button")?.setAttribute("tabindex", "-1"));
    expect(await unreachableActions(page, "#fine .root")).toEqual([
      expect.stringMatching(/<button data-action="roll"> is not focusable/),
    ]);
    await page.evaluate(() => document.querySelector("#fine button")?.removeAttribute("tabindex"));
  });

  it("tooltips: an icon-only control without data-tooltip, whatever its aria-label", async () => {
    expect(await untippedIconControls(page, "#icons .root")).toEqual([
      expect.stringMatching(/^icons: <button > shows only an icon and has no data-tooltip$/),
      expect.stringMatching(/^icons: <a data-action="open"> shows only an icon/),
      // A visually hidden label is no text a sighted user sees.
      expect.stringMatching(/^icons: <button > shows only an icon/),
    ]);
    expect(await untippedIconControls(page, "#fine .root")).toEqual([]);
  });

  it(
    "keyboard: Enter and Space press a role=button action only where the system binds them",
    { timeout: 60_000 },
    async () => {
      expect(await unreachableActions(page, "#keys .root")).toEqual([
        expect.stringMatching(/keys: <a data-action="outside"> is not pressed by Enter$/),
        expect.stringMatching(/keys: <a data-action="outside"> is not pressed by Space$/),
        expect.stringMatching(/keys: <div data-action="roleless"> is not pressed by Enter$/),
      ]);
    },
  );

  it("fit: controls sticking out, too narrow for their text, cut off or of no size", async () => {
    const problems = await clippedControls(page, "#clipped .root");
    expect(problems).toEqual([
      expect.stringMatching(/sticks out of the window/),
      expect.stringMatching(/hides part of its value/),
      expect.stringMatching(/cuts its choice "Swiftness and more"/),
      expect.stringMatching(/is cut off by its container/),
      expect.stringMatching(/has no size/),
    ]);
    expect(await clippedControls(page, "#whole .root")).toEqual([]);
  });

  it("text: cut to an ellipsis, a select or an empty field too narrow, cut by its container, sticking out of its box or card", async () => {
    expect(await clippedText(page, "#cut-text .root")).toEqual([
      expect.stringMatching(/cut-text: <p class="ellipsis"> "Captain of the Watch" cuts its own text/),
      expect.stringMatching(/<select> "the primary consequence" cuts its choice/),
      expect.stringMatching(/<input> "Personalise it: fill in the ellipsis" cuts its placeholder \(\d+ px short\)/),
      expect.stringMatching(/"Cut by its container" is cut off by its container/),
      expect.stringMatching(/<button> "Delete" sticks out of its <div class=""> \(\d+ px\)/),
      expect.stringMatching(/"Wider than the card" sticks out of its card \(\d+ px\)/),
    ]);
  });

  it("text: nothing on wrapped text, a wide select, a filled field or one wide enough for its placeholder, screen-reader-only text, a scrolling box", async () => {
    expect(await clippedText(page, "#whole-text .root")).toEqual([]);
  });

  it("awaited cards: a card awaiting its viewer with no primary button shown (a hidden one does not count)", async () => {
    expect(await awaitedCardsWithoutPrimary(page, "#awaits-bare .root")).toEqual(["awaits-bare"]);
  });

  it("awaited cards: nothing on one showing its primary (pending, disabled), nor on a card awaiting nobody", async () => {
    expect(await awaitedCardsWithoutPrimary(page, "#awaits-primary .root")).toEqual([]);
    expect(await awaitedCards(page, "#awaits-nobody .root")).toEqual([]);
    expect(await awaitedCards(page, "#awaits-primary .root")).toEqual([{ entry: "awaits-primary", primary: true }]);
  });

  it("card heights: measures a card's content in the chat column", async () => {
    expect(await cardHeights(page, "#card .root")).toEqual({ card: 640 });
  });
});
