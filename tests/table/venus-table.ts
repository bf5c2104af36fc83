/**
 * The Venus play-throughs' table, shared by tests/table/venus*.test.ts: the
 * FC (Erin, the GM) and three players of The King is Dead — Ann plays Gwyn,
 * who rolls; Bob plays Reidh, asked to aid; Cid plays Oren, a Peer; Dormadh
 * is the FC's VINPC, asked to aid too. `useVenusTable()` (at a test file's
 * top level) installs the play table and seats everyone afresh for each
 * test with two cards in the chat, both opened before any die is rolled:
 * Gwyn's task card, gathering her allies with the FC's factors awaited and
 * a stunt declared, and Gwyn's Finesse check (Gold +4 against Tough + 2 =
 * 17) with the FC's target awaited and one bonus factor asking a Peer's
 * approval. The bindings below are live.
 *
 * Every step is a click on a control the user's own copy of a card shows:
 * `press(user, selector)` (the task card's `data-venus-action` buttons, the
 * check card's `data-venus-check-action` ones, through the same listeners).
 */
import { afterAll, beforeAll, beforeEach } from "vitest";
import { installPlayTable, startPlay, uninstallPlayTable, type Play, type PlayCard } from "../harness/play";
import { TableActor, TableItem, TableMessage } from "../harness/table-documents";
import type { TaskCardState } from "../../src/games/venus/dice/task-card-state";
import type { CheckCardState } from "../../src/games/venus/dice/check-card-state";

export let play: Play;
/** Gwyn's task card. */
export let taskMessage: TableMessage;
/** Gwyn's check card. */
export let checkMessage: TableMessage;
export let gwyn: TableActor;
export let reidhJob: TableItem;
export let dormadhJob: TableItem;

let readTaskState: (message: unknown) => TaskCardState | null;
let readCheckState: (message: unknown) => CheckCardState | null;

/** The task card's text, the same for everyone (the check card's starts "Finesse"). */
export const TASK = "Courtier";
export const CHECK = "Finesse";

/** A job embedded in `parent` (its rights follow the actor's, as an embedded item's do in Foundry). */
const job = (id: string, name: string, level: number, parent: TableActor) =>
  new TableItem(id, { name, type: "venusJob", system: { ability: "app", level, exp: 0 } }, parent);

/** Install the play table for this file and seat the FC and three players afresh for each test. */
export function useVenusTable(): void {
  beforeAll(async () => {
    installPlayTable();
    const { registerGame } = await import("../../src/core/register");
    registerGame((await import("../../src/core/module")).coreModule);
    registerGame((await import("../../src/games/venus/module")).venusModule);
    // Venus's lazy chunk (card controls, dialogs, the rolls' dice), as a client has it once a card is drawn.
    await import("../../src/games/venus/on-demand");
    ({ readTaskState } = (await import("../../src/games/venus/dice/task-card-message")) as never);
    ({ readCheckState } = (await import("../../src/games/venus/dice/check-card-message")) as never);
  });
  afterAll(() => uninstallPlayTable());
  beforeEach(seat);
}

async function seat(): Promise<void> {
  const samples = await import("../../src/games/venus/dice/samples");
  const { createGatheringCard } = await import("../../src/games/venus/dice/task-card-state");
  const { proposeCheckCard } = await import("../../src/games/venus/dice/check-card-state");
  play = startPlay([
    { id: "erin", name: "Erin", isGM: true },
    { id: "ann", name: "Ann" },
    { id: "bob", name: "Bob" },
    { id: "cid", name: "Cid" },
  ]);
  const t = play.table;
  const pc = (id: string, name: string, owner: string) =>
    new TableActor(
      id,
      { name, type: "venusCharacter", system: samples.SAMPLE_CHARACTER_SYSTEM },
      { default: 1, [owner]: 3 },
    );
  gwyn = pc("gwyn", "Gwyn", "ann");
  const reidh = pc("reidh", "Reidh", "bob");
  const dormadh = new TableActor(
    "dormadh",
    { name: "Dormadh", type: "venusCharacter", system: samples.SAMPLE_CHARACTER_SYSTEM },
    { default: 1 },
  );
  gwyn.items.set("courtier", job("courtier", "Courtier", 2, gwyn));
  reidhJob = job("diplomat", "Diplomat", 1, reidh);
  reidh.items.set("diplomat", reidhJob);
  dormadhJob = job("soldier", "Soldier", 3, dormadh);
  dormadh.items.set("soldier", dormadhJob);
  t.actors.push(gwyn, reidh, pc("oren", "Oren", "cid"), dormadh);
  const task = {
    ...createGatheringCard({
      actorUuid: gwyn.uuid,
      actorName: "Gwyn",
      img: "",
      jobId: "courtier",
      jobName: TASK,
      jobLevel: 2,
      learning: false,
      ability: "app",
      caliber: "silver",
      threshold: 2,
      allies: [
        { actorUuid: reidh.uuid, name: "Reidh", jobId: "diplomat", jobName: "Diplomat", jobLevel: 1, caliber: "gold" },
        {
          actorUuid: dormadh.uuid,
          name: "Dormadh",
          jobId: "soldier",
          jobName: "Soldier",
          jobLevel: 3,
          caliber: "bronze",
        },
      ],
      pool: [
        { caliber: "silver", owner: "roller", ally: null },
        { caliber: "silver", owner: "roller", ally: null },
        { caliber: "gold", owner: "ally", ally: 0 },
        { caliber: "bronze", owner: "ally", ally: 1 },
      ],
      // Posted by Ann's task dialog with the FC connected and a stunt declared.
      awaitFC: true,
      stunt: true,
    }),
  };
  taskMessage = new TableMessage(
    "task",
    { content: "<div data-venus-task-card></div>", flags: { "story-engines": { venusTask: task } } },
    "ann",
  );
  const check = proposeCheckCard(
    { ...samples.SAMPLE_CHECK_OPTIONS, actorUuid: gwyn.uuid, actorName: "Gwyn" },
    {
      awaitFC: true,
    },
  );
  checkMessage = new TableMessage(
    "check",
    { content: "<div data-venus-check-card></div>", flags: { "story-engines": { venusCheck: check } } },
    "ann",
  );
  t.messages.push(taskMessage, checkMessage);
}

/** The user's own copy of the task card (or, given `which`, of the card with that text). */
export const card = (user: string, which: string = TASK): Promise<PlayCard> => play.seat(user).card(which);

/** A click on a card's control, as the browser dispatches it to the card's listeners. */
export function clickOn(el: HTMLElement): void {
  const view = el.ownerDocument.defaultView as unknown as { Event: typeof Event };
  el.dispatchEvent(new view.Event("click", { bubbles: true, cancelable: true }));
}

/** The control `selector` on the user's own copy of the card, failing when it shows none or only a disabled one. */
async function control(user: string, selector: string, which: string): Promise<HTMLElement> {
  const view = await card(user, which);
  const found = view.element.querySelector<HTMLElement>(selector);
  if (!found || found.hasAttribute("disabled")) throw new Error(`${user}'s card shows no ${selector}`);
  return found;
}

/** Click the control `selector` on the user's own copy of the card, and let the table settle. */
export async function press(user: string, selector: string, which: string = TASK): Promise<void> {
  const found = await control(user, selector, which);
  await play.step(play.table.as(user, () => void clickOn(found)));
}

/**
 * Start a click on the user's own copy of the card without waiting for the
 * table (for several users at once: `play.atOnce([pressing(…), pressing(…)])`);
 * each control is found on the card as its user sees it before any lands.
 */
export async function pressing(user: string, selector: string, which: string = TASK): Promise<() => Promise<void>> {
  const found = await control(user, selector, which);
  return () => play.table.as(user, () => void clickOn(found));
}

/** The FC's factors select on her own card set to `n`, then her Set button, ready to click. */
export async function fcSetsFactors(n: number): Promise<() => Promise<void>> {
  const erin = await card("erin");
  const select = erin.element.querySelector<HTMLSelectElement>("select[data-venus-factors]");
  const set = erin.element.querySelector<HTMLElement>('[data-venus-action="factors"]');
  if (!select || !set) throw new Error("Erin's card has no factors");
  for (const option of select.querySelectorAll("option"))
    if (option.getAttribute("value") === String(n)) option.setAttribute("selected", "");
    else option.removeAttribute("selected");
  return () => play.table.as("erin", () => void clickOn(set));
}

export async function shows(user: string, selector: string, which: string = TASK): Promise<boolean> {
  return (await card(user, which)).element.querySelector(selector) !== null;
}

/**
 * Ann picks an Insight for die `die` on her own card (two clicks on its face:
 * Lot, then Insight) and presses KISS, which asks the Peers to approve it.
 */
export async function annAsksInsight(die: number): Promise<void> {
  const ann = await card("ann");
  const face = ann.element.querySelector<HTMLElement>(`[data-venus-kiss-die="${die}"]`);
  const kiss = ann.element.querySelector<HTMLElement>('[data-venus-action="kiss"]');
  if (!face || !kiss) throw new Error("Ann has no face or KISS");
  await play.table.as("ann", () => {
    clickOn(face); // Lot
    clickOn(face); // Insight
  });
  await play.step(play.table.as("ann", () => void clickOn(kiss)));
}

export const taskState = (): TaskCardState => readTaskState(taskMessage) as TaskCardState;
export const checkState = (): CheckCardState => readCheckState(checkMessage) as CheckCardState;

/** Ann rolls the d20 of her check card on her own client, showing `face`. */
export async function annRollsD20(face: number): Promise<void> {
  play.table.faces = [face];
  await press("ann", '[data-venus-check-action="roll"]', CHECK);
}
