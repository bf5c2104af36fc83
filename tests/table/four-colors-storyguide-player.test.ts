/**
 * Four Colors al Fresco from the shipped Example Omegas, with the
 * Storyguide role handed to a player: Gianni is the Foundry GM, Ann plays
 * The Cardinal, Bob plays Renaissance Man and holds the Storyguide role.
 * Bob sets the stakes for Ann's Omega from his own screen (Table tools →
 * "Set the stakes (Storyguide)", or Set the stakes on its limited view), and
 * Ann rolls them on her client — the
 * book's order: the SG sets the Difficulty and the Forces, the player rolls.
 *
 * Set-up before the first step (why): the GM's own world set-up, not play —
 * the Example Omegas imported from the compendium, each owned by its player
 * and LIMITED to the others (Configure Ownership), the Storyguide role
 * ticked for Bob (Table roles) — all through setUpFromPacks.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseHTML } from "linkedom";
import {
  expectNoControl,
  installPlayTable,
  startPlay,
  uninstallPlayTable,
  type Play,
  type PlayCard,
} from "../harness/play";
import { TableActor, TableRoll, TableStack } from "../harness/table-documents";
import { setUpFromPacks } from "../harness/play-setup";
import type { HierarchyDialog as HierarchyDialogClass } from "../../src/games/four-colors/dice/hierarchy-dialog";
import type { OmegaSheet as OmegaSheetClass } from "../../src/games/four-colors/sheets/omega-sheet";
import type { TitleSheet as TitleSheetClass } from "../../src/games/four-colors/sheets/title-sheet";
import type { IssueDesk as IssueDeskClass } from "../../src/games/four-colors/cards/issue-desk";

let play: Play;
let ToolsApp: typeof import("../../src/core/table-tools-app").TableToolsApp;
let HierarchyDialog: typeof HierarchyDialogClass;
let OmegaSheet: typeof OmegaSheetClass;
let TitleSheet: typeof TitleSheetClass;
let IssueDesk: typeof IssueDeskClass;
let StakesDesk: typeof import("../../src/games/four-colors/dice/stakes-desk").StakesDesk;
let cardinal: TableActor;
let renaissance: TableActor;
const STAKES_TOOL = { tool: "four-colors/stakes" };
const { Event: DomEvent } = parseHTML("<html></html>");

beforeAll(async () => {
  installPlayTable({ documentHooks: true });
  const g = globalThis as unknown as { game: { settings: { register(n: string, k: string, o: object): void } } };
  const { registerGame } = await import("../../src/core/register");
  const { fourColorsModule } = await import("../../src/games/four-colors/module");
  registerGame(fourColorsModule);
  g.game.settings.register("story-engines", "tableRoles", { scope: "world", config: false, default: {} });
  const tools = await import("../../src/core/table-tools-app");
  tools.registerTableTools([fourColorsModule]);
  ToolsApp = tools.TableToolsApp;
  // The table's Roll posts its card as Roll#toMessage does: the roll's own render, by the client rolling it.
  Object.assign(TableRoll.prototype, {
    async toMessage(this: TableRoll & { render(): Promise<string> }, data: Record<string, unknown>) {
      const content = await this.render();
      const create = (globalThis as unknown as { ChatMessage: { create(d: unknown): Promise<unknown> } }).ChatMessage
        .create;
      return create({ ...data, content, rolls: [this.toJSON()] });
    },
  });
  ({ HierarchyDialog } = await import("../../src/games/four-colors/dice/hierarchy-dialog"));
  ({ OmegaSheet } = await import("../../src/games/four-colors/sheets/omega-sheet"));
  ({ StakesDesk } = await import("../../src/games/four-colors/dice/stakes-desk"));
  ({ TitleSheet } = await import("../../src/games/four-colors/sheets/title-sheet"));
  ({ IssueDesk } = await import("../../src/games/four-colors/cards/issue-desk"));
});
afterAll(() => uninstallPlayTable());

beforeEach(async () => {
  play = startPlay([
    { id: "gianni", name: "Gianni", isGM: true },
    { id: "ann", name: "Ann" },
    { id: "bob", name: "Bob" },
  ]);
  const world = await setUpFromPacks(play, {
    import: [{ pack: "four-colors-omegas", names: ["The Cardinal", "Renaissance Man"] }],
    ownership: {
      "The Cardinal": { ann: "OWNER", default: "LIMITED" },
      "Renaissance Man": { bob: "OWNER", default: "LIMITED" },
    },
    roles: { "four-colors.storyguide": ["bob"] },
  });
  cardinal = world.actor("The Cardinal");
  renaissance = world.actor("Renaissance Man");
});

/** A click on a chat card's control as the browser dispatches it (it bubbles to the card's listener). */
async function press(card: PlayCard, selector: string): Promise<void> {
  const control = card.element.querySelector<HTMLElement>(selector);
  if (!control) throw new Error(`${card.seat.name}'s card shows no ${selector}; it reads: ${card.text}`);
  await play.step(play.table.as(card.seat.id, () => control.dispatchEvent(new DomEvent("click", { bubbles: true }))));
}

/** The newest stakes card a seat's chat shows. */
async function stakesCard(seat: string): Promise<PlayCard> {
  const card = (await play.seat(seat).chat()).filter((c) => c.element.querySelector("[data-fc-stakes-card]")).at(-1);
  if (!card) throw new Error(`${seat}'s chat shows no stakes card`);
  return card;
}

const toolsOf = (user: string) => play.seat(user).open(() => new ToolsApp({ id: `table-tools-${user}` }));

describe("a player Storyguide sets the stakes for another player's Omega", () => {
  it("Bob, from Table tools, sets Hard stakes for The Cardinal; Ann rolls them", async () => {
    // Ann, who does not hold the role, has no stakes tool; Bob has.
    expectNoControl(await toolsOf("ann"), "openTool", STAKES_TOOL);
    const tools = await toolsOf("bob");
    await tools.click("openTool", STAKES_TOOL);
    const desk = play.seat("bob").window(StakesDesk);
    expect(desk.text).toContain("The Cardinal");
    expect(desk.text).toContain("Renaissance Man");
    await desk.click("setStakes", { actorUuid: cardinal.uuid });
    const dialog = play.seat("bob").window(HierarchyDialog);
    dialog.set({ difficulty: "hard", "favored.dynamic": true, "opposed.lost": true });
    await dialog.click("sendStakes");

    const annCard = await stakesCard("ann");
    expect(annCard.text).toContain("Hard");
    expect(annCard.text).toContain("Stakes set by Bob");
    await press(annCard, '[data-fc-stakes="roll"]');
    const rolled = play.table.messages.flatMap((m) =>
      ((m.data.rolls ?? []) as { options: { fourColors?: Record<string, unknown> } }[]).map((r) => ({
        author: m.authorId,
        data: r.options.fourColors ?? {},
      })),
    );
    expect(rolled).toHaveLength(1);
    expect(rolled[0]?.author).toBe("ann");
    expect(rolled[0]?.data).toMatchObject({
      setBy: "Bob",
      difficulty: "hard",
      stakes: { favored: ["dynamic"], opposed: ["lost"] },
    });
  });
});

/** The Title's Issues as stored. */
const issuesOf = (title: TableActor) =>
  (title.system as { issues: { title: string; running: boolean; characters: string[] }[] }).issues;

describe("a player Storyguide sets the stakes from another player's Omega's limited view", () => {
  it("Bob clicks Set the stakes on The Cardinal's limited view; Ann, who is not the Storyguide, has no such button", async () => {
    const bobsView = await play.seat("bob").open(() => new OmegaSheet({ document: cardinal } as never));
    expect(bobsView.text).toContain("Set the stakes");
    const annsView = await play.seat("ann").open(() => new OmegaSheet({ document: renaissance } as never));
    expectNoControl(annsView, "rollPlanets");
    await bobsView.click("rollPlanets");
    const dialog = play.seat("bob").window(HierarchyDialog);
    dialog.set({ "favored.known": true, "opposed.lost": true });
    await dialog.click("sendStakes");
    const annCard = await stakesCard("ann");
    expect(annCard.text).toContain("Stakes set by Bob");
    expect(annCard.element.querySelector('[data-fc-stakes="roll"]')).not.toBeNull();
  });
});

describe("running a Title's Issues is the Storyguide's, not its owner's", () => {
  it("Gianni, who made and owns the Title but is not the Storyguide, has no Issue controls; Bob runs the Issue", async () => {
    // Set-up (why): the Title Gianni made for the group (the Title sheet's own creation is not this test's
    // business), players at NONE on it; its Mains are the two imported Omegas.
    const watch = new TableActor(
      "watch",
      {
        name: "The Florentine Watch",
        type: "fourColorsTitle",
        system: { mains: [cardinal.uuid], slots: [], issues: [], logVersion: 0 },
      },
      { default: 0 },
    );
    play.table.actors.push(watch);

    // Gianni's sheet of his own Title: the log, but no Start Issue, no Record a past Issue.
    const giannis = await play.seat("gianni").open(() => new TitleSheet({ document: watch } as never));
    expectNoControl(giannis, "startIssue");
    expectNoControl(giannis, "addIssue");

    // Bob, the Storyguide, starts Issue #1 from Table tools → Run an Issue; Gianni's sheet shows it, still
    // without End the Issue.
    const tools = await toolsOf("bob");
    await tools.click("openTool", { tool: "four-colors/issues" });
    const desk = play.seat("bob").window(IssueDesk);
    play.seat("bob").answerDialog((d) => d.press("ok", { title: "The Doge's Ring" }));
    await desk.click("startIssue");
    expect(issuesOf(watch).map((i) => [i.title, i.running, i.characters])).toEqual([
      ["The Doge's Ring", true, [cardinal.uuid]],
    ]);
    expect(giannis.text).toContain("The Doge's Ring");
    expectNoControl(giannis, "endIssue");
    expectNoControl(giannis, "newPage");
    await desk.click("endIssue");
    expect(issuesOf(watch).map((i) => i.running)).toEqual([false]);
    expectNoControl(giannis, "deleteIssue", { index: 0 });
  });
});

describe("a character's Storypath panel shows its hand to its own player alone", () => {
  it("Ann sees An Old Rival on The Cardinal; Gianni, a GM who is not the Storyguide, sees only that it holds 1", async () => {
    // Set-up (why): the Storypath stacks as the ready-time set-up leaves them (the GM's deck and discard pile,
    // a hand per player, each owned by its player) with the card Ann was dealt — dealing is not this test's
    // business.
    const S = "story-engines";
    play.table.stacks.push(
      new TableStack(
        "deck",
        { name: "Storypath Cards", type: "deck", flags: { [S]: { storypathDeck: true } } },
        [],
        [{ name: "Storypath 1" }, { name: "Storypath 2" }],
      ),
      new TableStack("disc", { name: "Discard", type: "pile", flags: { [S]: { storypathDiscard: true } } }),
      new TableStack(
        "hann",
        { name: "Ann's hand", type: "hand", flags: { [S]: { storypathHandFor: "ann" } } },
        { default: 0, ann: 3 },
        [{ name: "An Old Rival" }],
      ),
      new TableStack(
        "hbob",
        { name: "Bob's hand", type: "hand", flags: { [S]: { storypathHandFor: "bob" } } },
        { default: 0, bob: 3 },
      ),
    );
    const anns = await play.seat("ann").open(() => new OmegaSheet({ document: cardinal } as never));
    expect(anns.text).toContain("An Old Rival");
    const giannis = await play.seat("gianni").open(() => new OmegaSheet({ document: cardinal } as never));
    expect(giannis.text).toContain("1 in hand");
    expect(giannis.text).not.toContain("An Old Rival");
  });
});
