/**
 * Four Colors al Fresco at a table (issue 18): Gianni the Storyguide (the
 * Foundry GM), Ann (The Cardinal, and Beppe, a Diceless Main character) and
 * Bob (Renaissance Man) play an Issue of their Title, each on their own
 * client, every step a click on a control their own window or chat card
 * shows — the book's procedure: the SG sets the Difficulty, the Forces and
 * whether a Benefit or Hindrance applies, the player rolls; a detrimental
 * Storypath spend is replaced at once; a card given to a Title is spent by
 * its Main characters during its Issues. Then the same table with no GM
 * connected, and with a reload in the middle of the Issue.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  expectNoControl,
  installPlayTable,
  startPlay,
  uninstallPlayTable,
  type Play,
  type PlayCard,
  type PlayWindow,
} from "../harness/play";
import { parseHTML } from "linkedom";
import { TableActor, TableRoll, TableStack } from "../harness/table-documents";
import type { TitleSheet as TitleSheetClass } from "../../src/games/four-colors/sheets/title-sheet";
import type { OmegaSheet as OmegaSheetClass } from "../../src/games/four-colors/sheets/omega-sheet";
import type { HierarchyDialog as HierarchyDialogClass } from "../../src/games/four-colors/dice/hierarchy-dialog";

let TitleSheet: typeof TitleSheetClass;
let OmegaSheet: typeof OmegaSheetClass;
let HierarchyDialog: typeof HierarchyDialogClass;

let play: Play;
const { Event: DomEvent } = parseHTML("<html></html>");

const CARDINAL = { known: 8, passion: null, dynamic: 6, static: 6, lost: 20 };
const RENAISSANCE = { known: 4, passion: 8, dynamic: 4, static: null, lost: 10 };

beforeAll(async () => {
  installPlayTable();
  const g = globalThis as unknown as { game: { settings: { register(n: string, k: string, o: object): void } } };
  const { registerGame } = await import("../../src/core/register");
  const { fourColorsModule } = await import("../../src/games/four-colors/module");
  registerGame(fourColorsModule);
  // The world's table roles (core's hidden setting): nobody assigned, so the Storyguide is the GM.
  g.game.settings.register("story-engines", "tableRoles", { scope: "world", config: false, default: {} });
  // The table's Roll posts its card as Roll#toMessage does: the roll's own render, by the client rolling it.
  Object.assign(TableRoll.prototype, {
    async toMessage(this: TableRoll & { render(): Promise<string> }, data: Record<string, unknown>) {
      const content = await this.render();
      const create = (globalThis as unknown as { ChatMessage: { create(d: unknown): Promise<unknown> } }).ChatMessage
        .create;
      return create({ ...data, content, rolls: [this.toJSON()] });
    },
  });
  ({ TitleSheet } = await import("../../src/games/four-colors/sheets/title-sheet"));
  ({ OmegaSheet } = await import("../../src/games/four-colors/sheets/omega-sheet"));
  ({ HierarchyDialog } = await import("../../src/games/four-colors/dice/hierarchy-dialog"));
});
afterAll(() => uninstallPlayTable());

beforeEach(() => {
  play = startPlay([
    { id: "gianni", name: "Gianni", isGM: true },
    { id: "ann", name: "Ann" },
    { id: "bob", name: "Bob" },
  ]);
  const t = play.table;
  const flags = (key: string, value: unknown) => ({ "story-engines": { [key]: value } });
  t.stacks.push(
    new TableStack(
      "deck",
      { name: "Storypath", type: "deck", flags: flags("storypathDeck", true) },
      [],
      [{ name: "A Storm Over the Arno" }, { name: "An Unpaid Debt" }, { name: "The Doge's Favour" }],
    ),
    new TableStack("discard", { name: "Discard", type: "pile", flags: flags("storypathDiscard", true) }),
    new TableStack(
      "hann",
      { name: "Storypath: Ann", type: "hand", flags: flags("storypathHandFor", "ann") },
      { default: 0, ann: 3 },
      [{ name: "An Old Rival" }],
    ),
    new TableStack(
      "hbob",
      { name: "Storypath: Bob", type: "hand", flags: flags("storypathHandFor", "bob") },
      { default: 0, bob: 3 },
      [{ name: "A Secret Passage" }],
    ),
  );
  // Each player owns their characters; the Title is the Storyguide's (players: none).
  t.actors.push(
    new TableActor(
      "card",
      { name: "The Cardinal", type: "fourColorsOmega", system: { planets: CARDINAL } },
      {
        default: 1,
        ann: 3,
      },
    ),
    new TableActor(
      "ren",
      { name: "Renaissance Man", type: "fourColorsOmega", system: { planets: RENAISSANCE } },
      {
        default: 1,
        bob: 3,
      },
    ),
    new TableActor(
      "beppe",
      { name: "Beppe", type: "fourColorsDiceless", system: { rank: "supporting", startingCards: 1 } },
      {
        default: 1,
        ann: 3,
      },
    ),
    new TableActor(
      "watch",
      {
        name: "The Florentine Watch",
        type: "fourColorsTitle",
        system: { mains: ["Actor.card", "Actor.ren", "Actor.beppe"], slots: [], issues: [], logVersion: 0 },
      },
      { default: 0 },
    ),
  );
});

const actor = (id: string) => {
  const found = play.table.actors.find((a) => a.id === id);
  if (!found) throw new Error(`no actor ${id}`);
  return found;
};
const title = () =>
  actor("watch").system as {
    slots: { name: string }[];
    issues: { running: boolean; characters: string[]; pages: unknown[]; spent: { card: string; by: string }[] }[];
  };

/** Click a control on a chat card as its seat draws it (chat cards' buttons carry their own data attribute). */
async function press(card: PlayCard, selector: string): Promise<void> {
  const control = card.element.querySelector<HTMLElement>(selector);
  if (!control) throw new Error(`${card.seat.name}'s card shows no ${selector}; it reads: ${card.text}`);
  if (control.hasAttribute("disabled")) throw new Error(`${card.seat.name}'s ${selector} is disabled`);
  // A click as the browser dispatches it: it bubbles to the card's listener, which reads its target.
  await play.step(play.table.as(card.seat.id, () => control.dispatchEvent(new DomEvent("click", { bubbles: true }))));
}

/** Gianni starts Issue #1 on the Title sheet: the three Main characters are ticked. */
async function startIssue(): Promise<PlayWindow<TitleSheetClass>> {
  const sheet = await play.seat("gianni").open(() => new TitleSheet({ document: actor("watch") } as never));
  play.seat("gianni").answerDialog((d) => {
    expect(d.text).toContain("The Cardinal");
    return d.press("ok", { title: "The Doge's Ring" });
  });
  await sheet.click("startIssue");
  return sheet;
}

/** The newest stakes card a seat's chat shows (drawn for that user). */
async function stakesCard(seat: string): Promise<PlayCard> {
  const card = (await play.seat(seat).chat()).filter((c) => c.element.querySelector("[data-fc-stakes-card]")).at(-1);
  if (!card) throw new Error(`${seat}'s chat shows no stakes card`);
  return card;
}

/** Gianni prepares a roll for The Cardinal in the roll dialog and sends it to Ann. */
async function sendStakes(values: Record<string, unknown>): Promise<void> {
  const dialog = await play.seat("gianni").open(() => new HierarchyDialog(actor("card") as never));
  dialog.set(values);
  await dialog.click("sendStakes");
}

/** The rolls posted so far: each roll's Four Colors data. */
const rolls = () =>
  play.table.messages.flatMap((m) =>
    ((m.data.rolls ?? []) as { options: { fourColors?: Record<string, unknown> } }[]).map((r) => ({
      author: m.authorId,
      data: r.options.fourColors ?? {},
      content: m.content,
    })),
  );

describe("Gianni, Ann and Bob play an Issue of The Florentine Watch", () => {
  it("start the Issue with two Omegas and a Diceless Main character", async () => {
    const sheet = await startIssue();
    expect(title().issues[0]).toMatchObject({
      running: true,
      characters: ["Actor.card", "Actor.ren", "Actor.beppe"],
    });
    expect(sheet.text).toContain("The Doge's Ring");
    expect(sheet.has("endIssue")).toBe(true);
  });

  it("the Storyguide sets the stakes (a Benefit die from Beppe), Ann rolls them on her client", async () => {
    await startIssue();
    await sendStakes({
      difficulty: "hard",
      "favored.dynamic": true,
      "opposed.lost": true,
      "benefit.faces": 6,
      "benefit.source": "Actor.beppe",
    });
    // Ann's card: exactly those stakes and the exact odds, with her Roll button; Gianni only waits.
    const annCard = await stakesCard("ann");
    expect(annCard.text).toContain("Hard");
    expect(annCard.text).toContain("from Beppe");
    expect(annCard.text).toMatch(/Success\s*\d/);
    const gianniCard = await stakesCard("gianni");
    expect(gianniCard.text).toContain("Awaiting the roll from Ann.");
    expect(gianniCard.element.querySelector('[data-fc-stakes="roll"]')).toBeNull();
    // Bob is not shown Ann's stakes.
    expect((await play.seat("bob").chat()).some((c) => c.text.includes("Stakes set by"))).toBe(false);
    await press(annCard, '[data-fc-stakes="roll"]');
    const [roll] = rolls();
    expect(roll?.author).toBe("ann");
    expect(roll?.data).toMatchObject({
      setBy: "Gianni",
      difficulty: "hard",
      stakes: { favored: ["dynamic"], opposed: ["lost"] },
      sources: { benefit: { name: "Beppe" } },
    });
    expect(roll?.content).toContain("Stakes set by Gianni");
    expect(play.table.rolls.at(-1)?.options).toEqual({ allowInteractive: true });
    const after = await stakesCard("gianni");
    expect(after.text).toContain("Rolled by Ann.");
    expect(after.element.querySelector("[data-fc-stakes]")).toBeNull();
  });

  it("a combined roll with Bob's Omega: Bob agrees, Ann rolls both once", async () => {
    await startIssue();
    await sendStakes({ "favored.static": true, partner: "Actor.ren", mode: "together" });
    // Ann may not roll until Bob, whose Omega is at stake too, has had his say.
    const annCard = await stakesCard("ann");
    expect(annCard.text).toContain("Awaiting Bob");
    expect(annCard.element.querySelector('[data-fc-stakes="roll"]')).toBeNull();
    const bobCard = await stakesCard("bob");
    expect(bobCard.element.querySelector('[data-fc-stakes="roll"]')).not.toBeNull();
    await press(bobCard, '[data-fc-stakes="agree"]');
    await press(await stakesCard("ann"), '[data-fc-stakes="roll"]');
    expect(rolls().map((r) => [r.author, r.data.combined])).toEqual([["ann", "together"]]);
    expect((await stakesCard("bob")).text).toContain("Rolled by Ann.");
  });

  it("a Storypath spend judged detrimental is replaced; a card Bob gives the Title is spent by Ann; the Issue ends logged", async () => {
    const titleSheet = await startIssue();
    // Ann spends a card from her hand on The Cardinal's sheet.
    const annSheet = await play.seat("ann").open(() => new OmegaSheet({ document: actor("card") } as never));
    play.seat("ann").answerDialog((d) => d.press("ok", { target: "Actor.card" }));
    await annSheet.click("storypathSpend", { cardId: "hannc0" });
    const annSees = await play.seat("ann").card("An Old Rival");
    // (The table's i18n answers with the key: "Awaiting the Storyguide: Gianni.")
    expect(annSees.text).toContain("STORY_ENGINES.Core.Roles.awaited");
    expect(annSees.element.querySelector("[data-storypath-mark]")).toBeNull();
    // Gianni judges it detrimental: a replacement at once.
    await press(await play.seat("gianni").card("An Old Rival"), '[data-storypath-mark="detrimental"]');
    const hand = play.table.stacks.find((s) => s.id === "hann");
    expect(hand?.cards.size).toBe(1);
    // Bob gives a card to the Title from Renaissance Man's sheet, and draws a replacement.
    const bobSheet = await play.seat("bob").open(() => new OmegaSheet({ document: actor("ren") } as never));
    play.seat("bob").answerDialog((d) => d.press("Actor.watch"));
    await bobSheet.click("storypathGive", { cardId: "hbobc0" });
    expect(title().slots.map((c) => c.name)).toEqual(["A Secret Passage"]);
    // Ann, with no permission on the Title, spends it from her own character's panel.
    expect(annSheet.text).toContain("A Secret Passage");
    play.seat("ann").answerDialog((d) => d.press("ok", { target: "Actor.card" }));
    await annSheet.click("storypathSpendIssueCard");
    // Gianni lets the Title card stand: it leaves its slot and is logged.
    await press(await play.seat("gianni").card("A Secret Passage"), '[data-storypath-mark="stands"]');
    expect(title().slots).toEqual([]);
    // Gianni ends the Issue: its spends stay in the log.
    await titleSheet.click("endIssue");
    expect(title().issues[0]?.running).toBe(false);
    expect(title().issues[0]?.spent.map((s) => [s.card, s.by])).toEqual([
      ["An Old Rival", "The Cardinal"],
      ["A Secret Passage", "The Cardinal"],
    ]);
    expect(titleSheet.text).toContain("A Secret Passage, spent by The Cardinal");
  });
});

describe("a card played on another player's character, and whose hand a sheet shows", () => {
  it("Ann plays An Old Rival on Bob's Renaissance Man; Bob vetoes it from his own chat card: it is back in Ann's hand", async () => {
    const annSheet = await play.seat("ann").open(() => new OmegaSheet({ document: actor("card") } as never));
    play.seat("ann").answerDialog((d) => {
      expect(d.text).toContain("Renaissance Man");
      return d.press("ok", { target: "Actor.ren" });
    });
    await annSheet.click("storypathSpend", { cardId: "hannc0" });
    expect(annSheet.text).toContain("In play: awaiting the Storyguide");
    expectNoControl(annSheet, "storypathSpend", { cardId: "hannc0" });
    // Bob, whose character it was played on, may veto it; Ann may not; Gianni may settle or veto it.
    const annCard = await play.seat("ann").card("An Old Rival");
    expect(annCard.element.querySelector("[data-storypath-mark]")).toBeNull();
    const gianniCard = await play.seat("gianni").card("An Old Rival");
    expect(gianniCard.element.querySelector('[data-storypath-mark="detrimental"]')).not.toBeNull();
    const bobCard = await play.seat("bob").card("An Old Rival");
    expect(bobCard.text).toContain("Played on Renaissance Man.");
    expect(bobCard.element.querySelector('[data-storypath-mark="detrimental"]')).toBeNull();
    await press(bobCard, '[data-storypath-mark="veto"]');
    // Vetoed: the card is Ann's again, usable, and nothing was discarded or drawn.
    const hand = play.table.stacks.find((s) => s.id === "hann");
    expect([...(hand?.cards.keys() ?? [])]).toEqual(["hannc0"]);
    expect(play.table.stacks.find((s) => s.id === "discard")?.cards.size).toBe(0);
    expect(annSheet.has("storypathSpend", { cardId: "hannc0" })).toBe(true);
    const after = await play.seat("gianni").card("An Old Rival");
    expect(after.element.querySelector("[data-storypath-mark]")).toBeNull();
  });

  it("Bob, an Observer of Ann's Cardinal, sees how many cards Ann holds: not his own hand, nor hers", async () => {
    // Set-up: Gianni gave Bob Observer on The Cardinal in Configure Ownership (a teammate's sheet).
    actor("card").ownership = { default: 1, ann: 3, bob: 2 };
    const bobOnCardinal = await play.seat("bob").open(() => new OmegaSheet({ document: actor("card") } as never));
    expect(bobOnCardinal.text).toContain("Ann holds 1 Storypath card; only Ann sees it.");
    expect(bobOnCardinal.text).not.toContain("An Old Rival");
    expect(bobOnCardinal.text).not.toContain("A Secret Passage");
    expectNoControl(bobOnCardinal, "storypathSpend");
    const annOwn = await play.seat("ann").open(() => new OmegaSheet({ document: actor("card") } as never));
    expect(annOwn.text).toContain("An Old Rival");
  });
});

describe("the same table with no GM connected", () => {
  it("Ann's Roll and her spends are refused with a clear message; nothing is lost; it all works when Gianni is back", async () => {
    const titleSheet = await startIssue();
    await sendStakes({ "favored.dynamic": true });
    play.table.disconnect("gianni");
    await press(await stakesCard("ann"), '[data-fc-stakes="roll"]');
    expect(play.seat("ann").notices("warn")).toEqual(["STORY_ENGINES.Notifications.noActiveGM"]);
    expect(rolls()).toEqual([]);
    const annSheet = await play.seat("ann").open(() => new OmegaSheet({ document: actor("card") } as never));
    play.seat("ann").answerDialog((d) => d.press("ok", { target: "Actor.card" }));
    await annSheet.click("storypathSpend", { cardId: "hannc0" });
    expect(play.seat("ann").notices("warn")).toEqual([
      "STORY_ENGINES.Notifications.noActiveGM",
      "STORY_ENGINES.Notifications.noActiveGM",
    ]);
    expect(play.table.stacks.find((x) => x.id === "hann")?.cards.size).toBe(1);
    // Gianni is back: the same card and the same hand work.
    play.table.mustUser("gianni").active = true;
    await press(await stakesCard("ann"), '[data-fc-stakes="roll"]');
    expect(rolls().map((r) => r.author)).toEqual(["ann"]);
    expect(titleSheet.text).toContain("The Doge's Ring");
  });
});

describe("the same table with a reload in the middle of the Issue", () => {
  it("Ann reloads: her sheet and the stakes card are rebuilt from the documents, and she plays on", async () => {
    await startIssue();
    await sendStakes({ "favored.dynamic": true, "benefit.faces": 4, "benefit.source": "Actor.beppe" });
    const bobSheet = await play.seat("bob").open(() => new OmegaSheet({ document: actor("ren") } as never));
    play.seat("bob").answerDialog((d) => d.press("Actor.watch"));
    await bobSheet.click("storypathGive", { cardId: "hbobc0" });
    await play.reload("ann", async (seat) => {
      await seat.open(() => new OmegaSheet({ document: actor("card") } as never));
    });
    const annSheet = play.seat("ann").window(OmegaSheet);
    // The Title card Bob gave is on her rebuilt panel; the stakes card still offers her the roll.
    expect(annSheet.text).toContain("A Secret Passage");
    play.seat("ann").answerDialog((d) => d.press("ok", { target: "Actor.card" }));
    await annSheet.click("storypathSpendIssueCard");
    await press(await play.seat("gianni").card("A Secret Passage"), '[data-storypath-mark="stands"]');
    expect(title().issues[0]?.spent.map((x) => x.card)).toEqual(["A Secret Passage"]);
    await press(await stakesCard("ann"), '[data-fc-stakes="roll"]');
    expect(rolls()[0]?.data).toMatchObject({ setBy: "Gianni", sources: { benefit: { name: "Beppe" } } });
    // The card is spent: Bob's panel no longer offers it, and the Title's slots are empty again.
    expectNoControl(bobSheet, "storypathSpendIssueCard");
    expect(title().slots).toEqual([]);
  });
});

describe("two players clicking at once", () => {
  it("Ann and Bob give a card to the Title at the same moment: both fill a slot, each draws a replacement", async () => {
    await startIssue();
    const annSheet = await play.seat("ann").open(() => new OmegaSheet({ document: actor("card") } as never));
    const bobSheet = await play.seat("bob").open(() => new OmegaSheet({ document: actor("ren") } as never));
    play.seat("ann").answerDialog((d) => d.press("Actor.watch"));
    play.seat("bob").answerDialog((d) => d.press("Actor.watch"));
    const results = await play.atOnce([
      annSheet.press("storypathGive", { cardId: "hannc0" }),
      bobSheet.press("storypathGive", { cardId: "hbobc0" }),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled"]);
    expect(
      title()
        .slots.map((c) => c.name)
        .sort(),
    ).toEqual(["A Secret Passage", "An Old Rival"]);
    expect(play.table.stacks.find((x) => x.id === "hann")?.cards.size).toBe(1);
    expect(play.table.stacks.find((x) => x.id === "hbob")?.cards.size).toBe(1);
    // Both cards now show on each player's own panel, to spend for their own character.
    expect(annSheet.text).toContain("A Secret Passage");
    expect(bobSheet.text).toContain("An Old Rival");
  });
});

describe("the Storyguide's role handed to a player", () => {
  it("Bob holds it: he judges Ann's spend from his own card; Gianni, a GM, is not offered the marking", async () => {
    play.table.settingValues.set("story-engines.tableRoles", { "four-colors.storyguide": ["bob"] });
    const annSheet = await play.seat("ann").open(() => new OmegaSheet({ document: actor("card") } as never));
    play.seat("ann").answerDialog((d) => d.press("ok", { target: "Actor.card" }));
    await annSheet.click("storypathSpend", { cardId: "hannc0" });
    const gianniCard = await play.seat("gianni").card("An Old Rival");
    expect(gianniCard.element.querySelector("[data-storypath-mark]")).toBeNull();
    expect(gianniCard.text).toContain("STORY_ENGINES.Core.Roles.awaited");
    await press(await play.seat("bob").card("An Old Rival"), '[data-storypath-mark="detrimental"]');
    expect(play.table.stacks.find((x) => x.id === "hann")?.cards.size).toBe(1);
    // Bob, the Storyguide, sends stakes for Ann's Omega from the roll dialog; Ann rolls them.
    const dialog = await play.seat("bob").open(() => new HierarchyDialog(actor("card") as never));
    dialog.set({ "favored.known": true });
    await dialog.click("sendStakes");
    await press(await stakesCard("ann"), '[data-fc-stakes="roll"]');
    expect(rolls().map((r) => [r.author, r.data.setBy])).toEqual([["ann", "Bob"]]);
  });

  it("with no GM connected, Bob the Storyguide sends stakes and Ann rolls them: Bob's client writes the card he sent", async () => {
    play.table.settingValues.set("story-engines.tableRoles", { "four-colors.storyguide": ["bob"] });
    play.table.disconnect("gianni");
    const dialog = await play.seat("bob").open(() => new HierarchyDialog(actor("card") as never));
    dialog.set({ "favored.known": true });
    await dialog.click("sendStakes");
    await press(await stakesCard("ann"), '[data-fc-stakes="roll"]');
    expect(play.seat("ann").notices("warn")).toEqual([]);
    expect(rolls().map((r) => [r.author, r.data.setBy])).toEqual([["ann", "Bob"]]);
    expect((await stakesCard("bob")).text).toContain("Rolled by Ann.");
  });
});
