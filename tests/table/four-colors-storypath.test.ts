/**
 * Four Colors al Fresco at a table: a Storypath spend judged by the
 * Storyguide, played by Ann (The Cardinal, the seed's worked example) and
 * Bob (Renaissance Man) with Sue as the Storyguide (the Foundry GM, the
 * role's default), each on their own client: Ann draws The Cardinal's
 * starting cards from the Storypath panel of her Omega sheet, spends one,
 * and Sue marks the spend on the chat card. Then the same table with no GM
 * connected, with a reload mid-spend, and with two clicks at once.
 *
 * The digest: a player starts with as many Storypath Cards as the character
 * has non-Wed Planets — The Cardinal (Mercury d8, Venus Ω, Mars d6, Jupiter
 * d6, Saturn d20) has four; a card spent to the character's detriment is
 * replaced at once, otherwise it is not.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  expectNoControl,
  installPlayTable,
  startPlay,
  uninstallPlayTable,
  type Play,
  type PlayWindow,
} from "../harness/play";
import { TableActor, TableStack } from "../harness/table-documents";
import type { OmegaSheet } from "../../src/games/four-colors/sheets/omega-sheet";

let Sheet: typeof OmegaSheet;
let omegaBase: Record<string, unknown>;

let play: Play;
let deck: TableStack;
let discard: TableStack;
let annHand: TableStack;
let cardinal: TableActor;

const S = "story-engines";
const MARK = { attribute: "data-storypath-mark" };

beforeAll(async () => {
  installPlayTable();
  const { registerGame } = await import("../../src/core/register");
  const { coreModule } = await import("../../src/core/module");
  // The table roles' setting, which the games' role checks read.
  registerGame(coreModule);
  const { fourColorsModule } = await import("../../src/games/four-colors/module");
  registerGame(fourColorsModule);
  ({ OmegaSheet: Sheet } = await import("../../src/games/four-colors/sheets/omega-sheet"));
  const { initialSystem } = await import("../../src/schema");
  const { omegaSpec } = await import("../../src/games/four-colors/data/omega");
  omegaBase = initialSystem(omegaSpec.fields);
});
afterAll(() => uninstallPlayTable());

beforeEach(() => {
  play = startPlay([
    { id: "sue", name: "Sue", isGM: true },
    { id: "ann", name: "Ann" },
    { id: "bob", name: "Bob" },
  ]);
  const blanks = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Storypath ${i + 1}` }));
  // The deck and the discard pile are the GM's; each player owns their hand.
  deck = new TableStack(
    "deck",
    { name: "Storypath Cards", type: "deck", flags: { [S]: { storypathDeck: true } } },
    [],
    blanks(12),
  );
  discard = new TableStack("disc", { name: "Discard", type: "pile", flags: { [S]: { storypathDiscard: true } } });
  annHand = new TableStack(
    "hann",
    { name: "Ann's hand", type: "hand", flags: { [S]: { storypathHandFor: "ann" } } },
    {
      default: 0,
      ann: 3,
    },
  );
  const bobHand = new TableStack(
    "hbob",
    { name: "Bob's hand", type: "hand", flags: { [S]: { storypathHandFor: "bob" } } },
    {
      default: 0,
      bob: 3,
    },
  );
  play.table.stacks.push(deck, discard, annHand, bobHand);
  cardinal = new TableActor(
    "cardinal",
    {
      name: "The Cardinal",
      type: "fourColorsOmega",
      system: { ...omegaBase, planets: { known: 8, passion: null, dynamic: 6, static: 6, lost: 20 } },
    },
    { default: 1, ann: 3 },
  );
  const renaissance = new TableActor(
    "renaissance",
    {
      name: "Renaissance Man",
      type: "fourColorsOmega",
      system: { ...omegaBase, planets: { known: 4, passion: 8, dynamic: 4, static: null, lost: 10 } },
    },
    { default: 1, bob: 3 },
  );
  play.table.actors.push(cardinal, renaissance);
});

const openSheet = (user: string, actor = cardinal) =>
  play.seat(user).open(() => new Sheet({ document: actor } as never));
const firstCard = () => [...annHand.cards.keys()][0] ?? "";

/** Ann plays a card from The Cardinal's panel: the dialog asks on whom; she plays it on The Cardinal. */
async function spend(sheet: PlayWindow<OmegaSheet>, cardId: string): Promise<void> {
  play.seat("ann").answerDialog((d) => d.press("ok", { target: cardinal.uuid }));
  await sheet.click("storypathSpend", { handId: "hann", cardId });
}

/** Ann opens The Cardinal's sheet and draws the starting cards from its Storypath panel. */
async function drawStarting(): Promise<PlayWindow<OmegaSheet>> {
  const sheet = await openSheet("ann");
  await sheet.click("storypathDrawStarting");
  return sheet;
}

describe("a Storypath spend judged by the Storyguide, at a table of three", () => {
  it("Ann draws The Cardinal's four cards, spends one; Sue marks it detrimental and Ann draws a replacement", async () => {
    const sheet = await drawStarting();
    expect(annHand.cards.size).toBe(4);
    expect(deck.cards.size).toBe(8);
    const spent = firstCard();
    await spend(sheet, spent);
    // In play: the card waits in Ann's hand, with no button, until the Storyguide settles it.
    expect(annHand.cards.has(spent)).toBe(true);
    expect(annHand.cards.size).toBe(4);
    expectNoControl(sheet, "storypathSpend", { handId: "hann", cardId: spent });
    expect(sheet.text).toContain("In play: awaiting the Storyguide");
    // The spend card asks the Storyguide alone.
    const annCard = await play.seat("ann").card("The Cardinal");
    expectNoControl(annCard, "detrimental", {}, MARK);
    expectNoControl(await play.seat("bob").card("The Cardinal"), "beneficial", {}, MARK);
    const sueCard = await play.seat("sue").card("The Cardinal");
    expect(sueCard.has("detrimental", {}, MARK)).toBe(true);
    await sueCard.click("detrimental", {}, MARK);
    // To the character's detriment: discarded, and replaced at once.
    expect(annHand.cards.has(spent)).toBe(false);
    expect(discard.cards.has(spent)).toBe(true);
    expect(annHand.cards.size).toBe(4);
    expect(deck.cards.size).toBe(7);
    expectNoControl(await play.seat("sue").card("The Cardinal"), "detrimental", {}, MARK);
    // Ann's panel shows the four cards she holds now.
    for (const id of annHand.cards.keys())
      expect(sheet.has("storypathSpend", { handId: "hann", cardId: id })).toBe(true);
    expect(play.steps).toBe(3);
  });

  it("a spend marked beneficial is not replaced", async () => {
    const sheet = await drawStarting();
    await spend(sheet, firstCard());
    await (await play.seat("sue").card("The Cardinal")).click("beneficial", {}, MARK);
    expect(annHand.cards.size).toBe(3);
    expect(deck.cards.size).toBe(8);
  });

  it("with no GM connected, a spend tells Ann and keeps her card", async () => {
    const sheet = await drawStarting();
    const card = firstCard();
    play.table.disconnect("sue");
    await spend(sheet, card);
    expect(play.seat("ann").notices("warn")).toContain("STORY_ENGINES.Notifications.noActiveGM");
    expect(annHand.cards.has(card)).toBe(true);
    expect(play.table.messages.length).toBe(0);
    play.table.reconnect("sue");
    await spend(sheet, card);
    expect(annHand.getFlag("story-engines", "storypathInPlay")).toEqual([card]);
    await (await play.seat("sue").card("The Cardinal")).click("beneficial", {}, MARK);
    expect(annHand.cards.has(card)).toBe(false);
  });

  it("a reload while the spend awaits the Storyguide rebuilds Ann's sheet and Sue's card from the documents", async () => {
    const sheet = await drawStarting();
    await spend(sheet, firstCard());
    const shown = sheet.text;
    let again: PlayWindow<OmegaSheet> | null = null;
    await play.reload("ann", async () => {
      again = await openSheet("ann");
    });
    expect(again!.text).toBe(shown);
    await play.reload("sue", async () => {});
    await (await play.seat("sue").card("The Cardinal")).click("detrimental", {}, MARK);
    expect(annHand.cards.size).toBe(4);
  });

  it("Ann spends two cards at once: both are spent, each awaiting its own mark", async () => {
    const sheet = await drawStarting();
    const [a, b] = [...annHand.cards.keys()];
    for (let i = 0; i < 2; i += 1) play.seat("ann").answerDialog((d) => d.press("ok", { target: cardinal.uuid }));
    await play.atOnce([
      sheet.press("storypathSpend", { handId: "hann", cardId: a }),
      sheet.press("storypathSpend", { handId: "hann", cardId: b }),
    ]);
    expect(annHand.getFlag("story-engines", "storypathInPlay")).toEqual([a, b]);
    const cards = (await play.seat("sue").chat()).filter((c) => c.has("detrimental", {}, MARK));
    expect(cards.length).toBe(2);
    // Sue marks both at once: two replacements, none lost.
    await play.atOnce(cards.map((c) => c.press("detrimental", {}, MARK)));
    expect(annHand.cards.size).toBe(4);
    expect(deck.cards.size + annHand.cards.size + discard.cards.size).toBe(12);
  });
});
