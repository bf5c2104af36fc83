/**
 * Four Colors al Fresco at a table, from the shipped packs: a Storypath
 * spend judged by the Storyguide, played by Ann (The Cardinal, the seed's
 * worked example) and Bob (Renaissance Man) with Gianni as the Storyguide
 * (the Foundry GM, the role's default), each on their own client: Gianni
 * sets the Storypath Cards up from Table tools (the shipped deck of 60 blank
 * cards, the discard pile, a hand each), Ann draws The Cardinal's starting
 * cards from the Storypath panel of her Omega sheet, spends one, and Gianni
 * marks the spend on the chat card. Then the same table with no GM
 * connected, with a reload mid-spend, and with two clicks at once.
 *
 * The digest: a player starts with as many Storypath Cards as the character
 * has non-Wed Planets — The Cardinal (Mercury d8, Venus Ω, Mars d6, Jupiter
 * d6, Saturn d20) has four; a card spent to the character's detriment is
 * replaced at once, otherwise it is not.
 *
 * Set-up before the first step (why): the world as its GM sets it up — the
 * shipped Omegas imported, each owned by its player (setUpFromPacks,
 * four-colors-table.ts). The Storypath set-up is Gianni's clicks.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectNoControl, uninstallPlayTable, type Play, type PlayWindow } from "../harness/play";
import type { TableActor, TableStack } from "../harness/table-documents";
import {
  deckOf,
  discardOf,
  handOf,
  installFourColorsTable,
  setUpStorypath,
  startFourColors,
} from "./four-colors-table";
import type { OmegaSheet } from "../../src/games/four-colors/sheets/omega-sheet";

let play: Play;
let deck: TableStack;
let discard: TableStack;
let annHand: TableStack;
let cardinal: TableActor;

const MARK = { attribute: "data-storypath-mark" };
const DECK_SIZE = 60;

beforeAll(async () => {
  await installFourColorsTable();
});
afterAll(() => uninstallPlayTable());

beforeEach(async () => {
  ({ play, cardinal } = await startFourColors());
  await setUpStorypath(play);
  deck = deckOf(play);
  discard = discardOf(play);
  annHand = handOf(play, "ann");
  expect(deck.cards.size).toBe(DECK_SIZE);
});

const openSheet = (user: string, actor = cardinal) => play.seat(user).openFromDirectory<OmegaSheet>(actor);
const firstCard = () => [...annHand.cards.keys()][0] ?? "";

/** Ann plays a card from The Cardinal's panel: the dialog asks on whom; she plays it on The Cardinal. */
async function spend(sheet: PlayWindow<OmegaSheet>, cardId: string): Promise<void> {
  play.seat("ann").answerDialog((d) => d.press("ok", { target: cardinal.uuid }));
  await sheet.click("storypathSpend", { handId: annHand.id, cardId });
}

/** Ann opens The Cardinal's sheet and draws the starting cards from its Storypath panel. */
async function drawStarting(): Promise<PlayWindow<OmegaSheet>> {
  const sheet = await openSheet("ann");
  await sheet.click("storypathDrawStarting");
  return sheet;
}

describe("a Storypath spend judged by the Storyguide, at a table of three", () => {
  it("Ann draws The Cardinal's four cards, spends one; Gianni marks it detrimental and Ann draws a replacement", async () => {
    const before = play.steps;
    const sheet = await drawStarting();
    expect(annHand.cards.size).toBe(4);
    expect(deck.cards.size).toBe(DECK_SIZE - 4);
    const spent = firstCard();
    await spend(sheet, spent);
    // In play: the card waits in Ann's hand, with no button, until the Storyguide settles it.
    expect(annHand.cards.has(spent)).toBe(true);
    expect(annHand.cards.size).toBe(4);
    expectNoControl(sheet, "storypathSpend", { handId: annHand.id, cardId: spent });
    expect(sheet.text).toContain("In play: awaiting the Storyguide");
    // The spend card asks the Storyguide alone.
    const annCard = await play.seat("ann").card("The Cardinal");
    expectNoControl(annCard, "detrimental", {}, MARK);
    expectNoControl(await play.seat("bob").card("The Cardinal"), "beneficial", {}, MARK);
    const gianniCard = await play.seat("gianni").card("The Cardinal");
    expect(gianniCard.has("detrimental", {}, MARK)).toBe(true);
    await gianniCard.click("detrimental", {}, MARK);
    // To the character's detriment: discarded, and replaced at once.
    expect(annHand.cards.has(spent)).toBe(false);
    expect(discard.cards.has(spent)).toBe(true);
    expect(annHand.cards.size).toBe(4);
    expect(deck.cards.size).toBe(DECK_SIZE - 5);
    expectNoControl(await play.seat("gianni").card("The Cardinal"), "detrimental", {}, MARK);
    // Ann's panel shows the four cards she holds now.
    for (const id of annHand.cards.keys())
      expect(sheet.has("storypathSpend", { handId: annHand.id, cardId: id })).toBe(true);
    expect(play.steps - before).toBe(3);
  });

  it("a spend marked beneficial is not replaced", async () => {
    const sheet = await drawStarting();
    await spend(sheet, firstCard());
    await (await play.seat("gianni").card("The Cardinal")).click("beneficial", {}, MARK);
    expect(annHand.cards.size).toBe(3);
    expect(deck.cards.size).toBe(DECK_SIZE - 4);
  });

  it("with no GM connected, a spend tells Ann and keeps her card", async () => {
    const sheet = await drawStarting();
    const card = firstCard();
    play.table.disconnect("gianni");
    await spend(sheet, card);
    expect(play.seat("ann").notices("warn")).toContain("STORY_ENGINES.Notifications.noActiveGM");
    expect(annHand.cards.has(card)).toBe(true);
    expect(play.table.messages.length).toBe(0);
    play.table.reconnect("gianni");
    await spend(sheet, card);
    expect(annHand.getFlag("story-engines", "storypathInPlay")).toEqual([card]);
    await (await play.seat("gianni").card("The Cardinal")).click("beneficial", {}, MARK);
    expect(annHand.cards.has(card)).toBe(false);
  });

  it("a reload while the spend awaits the Storyguide rebuilds Ann's sheet and Gianni's card from the documents", async () => {
    const sheet = await drawStarting();
    await spend(sheet, firstCard());
    const shown = sheet.text;
    let again: PlayWindow<OmegaSheet> | null = null;
    await play.reload("ann", async () => {
      again = await openSheet("ann");
    });
    expect(again!.text).toBe(shown);
    await play.reload("gianni", async () => {});
    await (await play.seat("gianni").card("The Cardinal")).click("detrimental", {}, MARK);
    expect(annHand.cards.size).toBe(4);
  });

  it("Ann spends two cards at once: both are spent, each awaiting its own mark", async () => {
    const sheet = await drawStarting();
    const [a, b] = [...annHand.cards.keys()];
    for (let i = 0; i < 2; i += 1) play.seat("ann").answerDialog((d) => d.press("ok", { target: cardinal.uuid }));
    await play.atOnce([
      sheet.press("storypathSpend", { handId: annHand.id, cardId: a }),
      sheet.press("storypathSpend", { handId: annHand.id, cardId: b }),
    ]);
    expect(annHand.getFlag("story-engines", "storypathInPlay")).toEqual([a, b]);
    const cards = (await play.seat("gianni").chat()).filter((c) => c.has("detrimental", {}, MARK));
    expect(cards.length).toBe(2);
    // Gianni marks both at once: two replacements, none lost.
    await play.atOnce(cards.map((c) => c.press("detrimental", {}, MARK)));
    expect(annHand.cards.size).toBe(4);
    expect(deck.cards.size + annHand.cards.size + discard.cards.size).toBe(DECK_SIZE);
  });
});
