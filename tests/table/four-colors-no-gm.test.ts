/**
 * Four Colors al Fresco with a player Storyguide and no GM connected, from
 * the shipped packs: Erin is the Foundry GM, Ann plays The Cardinal, Cal
 * plays Renaissance Man, Bob holds the Storyguide role and plays no
 * character. Erin sets the Storypath deck up from Table tools (the imported
 * deck, the discard pile, the hands and the Title's pile are then Bob's too:
 * a player Storyguide owns them, so with no GM his client writes every card
 * move), Ann draws her starting cards, and Erin leaves. Then, with no GM:
 * Cal draws his starting cards, Bob runs an Issue from Table tools, Ann plays a card on Cal's
 * character and Cal vetoes it (back in her hand), Ann plays another and Bob
 * settles it Detrimental (discarded, replaced at once), Bob hands Cal a
 * reward card — each a click on the acting user's own screen, the card moves
 * written by Bob's client. With Bob gone too, the cards say what they wait
 * for instead of offering a control nobody can carry out.
 *
 * Set-up before the first step (why): the GM's own world set-up, not play —
 * the Example Omegas imported from the compendium, each owned by its player
 * and LIMITED to the others (Configure Ownership), the Storyguide role
 * ticked for Bob (Table roles), all through setUpFromPacks; and the Title
 * Erin made for the group, its Mains the two Omegas (the Title sheet's own
 * creation is not this test's business).
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
import { configureOwnership, setUpFromPacks } from "../harness/play-setup";
import { createWorldDocument } from "../harness/table-imports";
import type { TableActor, TableStack } from "../harness/table-documents";
import type { OmegaSheet } from "../../src/games/four-colors/sheets/omega-sheet";
import type { IssueDesk as IssueDeskClass } from "../../src/games/four-colors/cards/issue-desk";

const S = "story-engines";
const MARK = { attribute: "data-storypath-mark" };
const tool = (id: string) => ({ tool: `four-colors/${id}` });

let play: Play;
let IssueDesk: typeof IssueDeskClass;
let cardinal: TableActor;
let renaissance: TableActor;
let watch: TableActor;

beforeAll(async () => {
  installPlayTable({ documentHooks: true });
  const { registerGame } = await import("../../src/core/register");
  // Core's settings (the world's table roles) and the game's.
  registerGame((await import("../../src/core/module")).coreModule);
  const { fourColorsModule } = await import("../../src/games/four-colors/module");
  registerGame(fourColorsModule);
  const tools = await import("../../src/core/table-tools-app");
  tools.registerTableTools([fourColorsModule]);
  ({ IssueDesk } = await import("../../src/games/four-colors/cards/issue-desk"));
});
afterAll(() => uninstallPlayTable());

beforeEach(async () => {
  play = startPlay([
    { id: "erin", name: "Erin", isGM: true },
    { id: "ann", name: "Ann" },
    { id: "bob", name: "Bob" },
    { id: "cal", name: "Cal" },
  ]);
  const world = await setUpFromPacks(play, {
    import: [{ pack: "four-colors-omegas", names: ["The Cardinal", "Renaissance Man"] }],
    ownership: {
      "The Cardinal": { ann: "OWNER", default: "LIMITED" },
      "Renaissance Man": { cal: "OWNER", default: "LIMITED" },
    },
    roles: { "four-colors.storyguide": ["bob"] },
  });
  cardinal = world.actor("The Cardinal");
  renaissance = world.actor("Renaissance Man");
  const made = play.table.as("erin", () =>
    createWorldDocument("Actor", {
      name: "The Florentine Watch",
      type: "fourColorsTitle",
      system: { mains: [cardinal.uuid, renaissance.uuid], slots: [], issues: [], logVersion: 0 },
    }),
  );
  await play.table.settle();
  watch = (await made) as TableActor;
});

const stack = (flag: string, value: unknown = true): TableStack => {
  const found = play.table.stacks.find((s) => s.getFlag(S, flag) === value);
  if (!found) throw new Error(`no stack flagged ${flag}`);
  return found;
};
const deck = () => stack("storypathDeck");
const discard = () => stack("storypathDiscard");
const handOf = (user: string) => stack("storypathHandFor", user);

/** The player draws their Omega's starting cards from its Storypath panel. */
async function drawStarting(user: string, actor: TableActor): Promise<PlayWindow<OmegaSheet>> {
  const sheet = await play.seat(user).openFromDirectory<OmegaSheet>(actor);
  await sheet.click("storypathDrawStarting");
  return sheet;
}

/** Erin sets the Storypath Cards up from Table tools (the deck imported from the compendium); `drawing` draw. */
async function setUpCards(drawing: "both" | "ann" = "both"): Promise<void> {
  const tools = await play.seat("erin").openTableTools();
  play.seat("erin").answerDialog((d) => d.press("yes"));
  await tools.click("openTool", tool("storypath-setup"));
  await drawStarting("ann", cardinal);
  if (drawing === "both") await drawStarting("cal", renaissance);
}

/** Ann plays the card from The Cardinal's Storypath panel on the character she picks in the dialog. */
async function annPlays(sheet: PlayWindow<OmegaSheet>, cardId: string, on: TableActor): Promise<void> {
  play.seat("ann").answerDialog((d) => d.press("ok", { target: on.uuid }));
  await sheet.click("storypathSpend", { handId: handOf("ann").id, cardId });
}

describe("a player Storyguide and no GM connected: the game plays on", () => {
  it("Cal draws, Bob runs the Issue, Cal vetoes a card played on Cal's character, Bob settles another and hands a reward", async () => {
    await setUpCards("ann");
    // The player Storyguide owns every stack and the Title; a player owns only her own hand.
    for (const s of [deck(), discard(), handOf("ann"), handOf("cal"), stack("storypathTitlePile", watch.uuid)])
      expect(s.ownership.bob).toBe(3);
    expect(watch.ownership.bob).toBe(3);
    expect(handOf("ann").ownership.cal).toBeUndefined();
    play.table.disconnect("erin");

    // Cal draws Renaissance Man's starting cards (one per diced Planet): Bob's client deals them.
    const calsSheet = await drawStarting("cal", renaissance);
    expectNoControl(calsSheet, "storypathDrawStarting");
    const annStart = handOf("ann").cards.size;
    const calStart = handOf("cal").cards.size;
    expect([annStart, calStart]).toEqual([4, 4]);

    // Bob runs Issue #1 from his own Table tools.
    const bobsTools = await play.seat("bob").openTableTools();
    await bobsTools.click("openTool", tool("issues"));
    const desk = play.seat("bob").window(IssueDesk);
    play.seat("bob").answerDialog((d) => d.press("ok", { title: "The Doge's Ring" }));
    await desk.click("startIssue");
    const issues = (watch.system as { issues: { title: string; running: boolean }[] }).issues;
    expect(issues.map((i) => [i.title, i.running])).toEqual([["The Doge's Ring", true]]);

    // Ann plays a card on Renaissance Man: it waits in her hand, in play; Cal, his player, vetoes it.
    const annsSheet = await play.seat("ann").openFromDirectory<OmegaSheet>(cardinal);
    const [first, second] = [...handOf("ann").cards.keys()];
    await annPlays(annsSheet, first ?? "", renaissance);
    expect(handOf("ann").getFlag(S, "storypathInPlay")).toEqual([first]);
    const calsCard = await play.seat("cal").card("Renaissance Man");
    expectNoControl(calsCard, "detrimental", {}, MARK);
    await calsCard.click("veto", {}, MARK);
    expect(handOf("ann").cards.has(first ?? "")).toBe(true);
    expect(handOf("ann").getFlag(S, "storypathInPlay")).toEqual([]);
    expect((await play.seat("ann").card("Renaissance Man")).text).toContain("Vetoed");
    expect(annsSheet.has("storypathSpend", { handId: handOf("ann").id, cardId: first })).toBe(true);

    // Ann plays another on The Cardinal; Bob settles it Detrimental: discarded, and a replacement drawn at once.
    const deckBefore = deck().cards.size;
    const secondName = handOf("ann").cards.get(second ?? "")?.name;
    await annPlays(annsSheet, second ?? "", cardinal);
    const bobsCard = await play.seat("bob").card("The Cardinal");
    expect(bobsCard.has("beneficial", {}, MARK)).toBe(true);
    await bobsCard.click("detrimental", {}, MARK);
    expect(handOf("ann").cards.has(second ?? "")).toBe(false);
    expect(discard().cards.has(second ?? "")).toBe(true);
    expect(handOf("ann").cards.size).toBe(annStart);
    expect(deck().cards.size).toBe(deckBefore - 1);
    // The spend went into the running Issue's log, written by Bob's client.
    const logged = (watch.system as { issues: { spent: { card: string; by: string; source: string }[] }[] }).issues;
    expect(logged[0]?.spent).toEqual([{ card: secondName, by: "The Cardinal", page: -1, source: "hand" }]);

    // Bob hands Cal a reward card from Table tools.
    play.seat("bob").answerDialog((d) => d.press(handOf("cal").id ?? ""));
    await bobsTools.click("openTool", tool("reward"));
    expect(handOf("cal").cards.size).toBe(calStart + 1);
    expect(deck().cards.size).toBe(deckBefore - 2);
    const reward = await play.seat("cal").card("Reward.chat");
    expect(reward.message.authorId).toBe("bob");
    // Ann, who is not the Storyguide, has no reward tool.
    expectNoControl(await play.seat("ann").openTableTools(), "openTool", tool("reward"));
    expect(play.table.clientErrors).toEqual([]);
  });

  it("with the Storyguide gone too, a pending play says it waits for the Storyguide or a GM; Bob back, it is settled", async () => {
    await setUpCards();
    play.table.disconnect("erin");
    const annsSheet = await play.seat("ann").openFromDirectory<OmegaSheet>(cardinal);
    const [card] = [...handOf("ann").cards.keys()];
    await annPlays(annsSheet, card ?? "", renaissance);
    play.table.disconnect("bob");
    await play.table.settle();
    // Cal could veto, but no one connected can write it: the card says what unblocks it, with no control.
    const calsCard = await play.seat("cal").card("Renaissance Man");
    expectNoControl(calsCard, "veto", {}, MARK);
    expect(calsCard.text).toContain("STORY_ENGINES.Core.Roles.awaitedAway");
    // A new play is not sent to nobody: Ann is told who must connect, and her card stays playable.
    const [, other] = [...handOf("ann").cards.keys()];
    await annPlays(annsSheet, other ?? "", cardinal);
    expect(play.seat("ann").notices("warn")).toContain("STORY_ENGINES.Notifications.noWriter");
    expect(handOf("ann").getFlag(S, "storypathInPlay")).toEqual([card]);

    play.table.reconnect("bob");
    await play.table.settle();
    await (await play.seat("cal").card("Renaissance Man")).click("veto", {}, MARK);
    expect(handOf("ann").getFlag(S, "storypathInPlay")).toEqual([]);
  });

  it("a card played while Erin was connected is settled by Bob once she has left", async () => {
    await setUpCards();
    const annsSheet = await play.seat("ann").openFromDirectory<OmegaSheet>(cardinal);
    const [card] = [...handOf("ann").cards.keys()];
    await annPlays(annsSheet, card ?? "", cardinal);
    // Erin's client wrote the play's card with Bob, the Storyguide, as its author: his client may rewrite it.
    expect(play.table.messages.at(-1)?.authorId).toBe("bob");
    play.table.disconnect("erin");
    await play.table.settle();
    await (await play.seat("bob").card("The Cardinal")).click("beneficial", {}, MARK);
    expect(discard().cards.has(card ?? "")).toBe(true);
    expect(handOf("ann").cards.size).toBe(3);
    expect((await play.seat("ann").card("The Cardinal")).text).toContain("Decided by Bob");
  });
});

describe("a Title one player owns, with no GM: one writer for its log", () => {
  it("Bob's New Page on Ann's own Title is written by his client, the one that logs the spends", async () => {
    await setUpCards();
    // Erin hands the Title to Ann in Configure Ownership ("each character has a Title of her own"), then leaves.
    await configureOwnership(play, watch, { ann: "OWNER" }, "erin");
    play.table.disconnect("erin");
    const bobsTools = await play.seat("bob").openTableTools();
    await bobsTools.click("openTool", tool("issues"));
    const desk = play.seat("bob").window(IssueDesk);
    play.seat("bob").answerDialog((d) => d.press("ok", { title: "The Doge's Ring" }));
    await desk.click("startIssue");
    const sent = play.table.socketMessages.length;
    play.seat("bob").answerDialog((d) => d.press("ok", { title: "A Ball at the Palazzo" }));
    await desk.click("newPage");
    // Ann owns the Title (and sorts before Bob), but the request is run on Bob's own client, the cards' writer:
    // nothing went over the socket to Ann's.
    expect(play.table.socketMessages.slice(sent).filter((s) => s.message.type === "request")).toEqual([]);
    expect(desk.text).toContain("Page 1: A Ball at the Palazzo");
  });
});

describe("a Main character hidden from the player Storyguide", () => {
  it("stays in the Issue Bob starts: his picker does not show it, and his pick does not drop it", async () => {
    await setUpCards();
    // Erin hides The Cardinal from everyone but Ann (Foundry's default for an actor: None).
    await configureOwnership(play, cardinal, { default: "NONE" }, "erin");
    const bobsTools = await play.seat("bob").openTableTools();
    await bobsTools.click("openTool", tool("issues"));
    const desk = play.seat("bob").window(IssueDesk);
    play.seat("bob").answerDialog((d) => {
      expect(d.text).toContain("Renaissance Man");
      expect(d.text).not.toContain("The Cardinal");
      return d.press("ok", { title: "The Doge's Ring", characters: [renaissance.uuid] });
    });
    await desk.click("startIssue");
    const issues = (watch.system as { issues: { characters: string[] }[] }).issues;
    expect([...(issues[0]?.characters ?? [])].sort()).toEqual([cardinal.uuid, renaissance.uuid].sort());
  });
});

describe("a running Issue on a Title the player Storyguide may not write", () => {
  it("a spend to be logged there waits for a GM, with no card moved; Erin back, it is settled and logged", async () => {
    await setUpCards();
    // Bob starts the Issue from Table tools (Erin's client writes it); Erin then takes the Title back from
    // Bob in Configure Ownership and leaves.
    await (await play.seat("bob").openTableTools()).click("openTool", tool("issues"));
    play.seat("bob").answerDialog((d) => d.press("ok", { title: "The Doge's Ring" }));
    await play.seat("bob").window(IssueDesk).click("startIssue");
    await configureOwnership(play, watch, { bob: "NONE" }, "erin");
    play.table.disconnect("erin");
    const annsSheet = await play.seat("ann").openFromDirectory<OmegaSheet>(cardinal);
    const [card] = [...handOf("ann").cards.keys()];
    const cardName = handOf("ann").cards.get(card ?? "")?.name;
    await annPlays(annsSheet, card ?? "", cardinal);
    // Settling would write the Title's log, which Bob's client may not: no marking is offered, the card says why.
    const bobsCard = await play.seat("bob").card("The Cardinal");
    expectNoControl(bobsCard, "detrimental", {}, MARK);
    expect(bobsCard.text).toContain("STORY_ENGINES.FourColors.Cards.Chat.waitsForGM");
    expect(handOf("ann").cards.has(card ?? "")).toBe(true);
    // Nor may Bob open a Page of that Title's Issue: he is told it waits for a GM.
    play.seat("bob").answerDialog((d) => d.press("ok", { title: "A Ball at the Palazzo" }));
    await play.seat("bob").window(IssueDesk).click("newPage");
    expect(play.seat("bob").notices("warn")).toContain("STORY_ENGINES.FourColors.Cards.Problems.titleNeedsGM");
    // Erin is back: Bob marks it, her client settles it and logs it on the Title.
    play.table.reconnect("erin");
    await play.table.settle();
    await (await play.seat("bob").card("The Cardinal")).click("detrimental", {}, MARK);
    expect(discard().cards.has(card ?? "")).toBe(true);
    const logged = (watch.system as { issues: { spent: { card: string }[] }[] }).issues;
    expect(logged[0]?.spent.map((s) => s.card)).toEqual([cardName]);
    expect(play.table.clientErrors).toEqual([]);
  });
});

describe("a pending play's chat card deleted", () => {
  it("gives its card back to the hand, spendable again (Erin deletes it from her chat log)", async () => {
    await setUpCards();
    const annsSheet = await play.seat("ann").openFromDirectory<OmegaSheet>(cardinal);
    const [card] = [...handOf("ann").cards.keys()];
    await annPlays(annsSheet, card ?? "", cardinal);
    expect(handOf("ann").getFlag(S, "storypathInPlay")).toEqual([card]);
    const message = (await play.seat("erin").card("The Cardinal")).message;
    await play.step(play.table.as("erin", () => message.delete()));
    expect(handOf("ann").getFlag(S, "storypathInPlay")).toEqual([]);
    expect(annsSheet.has("storypathSpend", { handId: handOf("ann").id, cardId: card })).toBe(true);
  });
});
