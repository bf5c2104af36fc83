/**
 * The Venus play-throughs' table, shared by tests/table/venus*.test.ts, set
 * up from the shipped packs (issue #27 §4): the FC (Erin, the GM: the FC's
 * role falls back to the GM, so Table roles is left as it ships) and three
 * players of The King is Dead — Ann plays Gwyn, who rolls; Bob plays Reidh,
 * asked to aid; Cid plays Oren, a Peer; Dormadh is the FC's VINPC, owned by
 * no player, asked to aid too. `useVenusTable()` (at a test file's top
 * level) installs the play table and, for each test, has Erin import the
 * four royals from the venus-characters pack and hand them out in Configure
 * Ownership (setUpFromPacks), then drop a job from the shipped jobs pack on
 * each character (a task needs a job; the pack's royals carry none; the
 * sheet's own drop code, as a drop from the compendium runs it).
 *
 * Every step after that is a click on a control the user's own window or
 * card shows. First (`finishRoyals`, for each test) the players finish
 * their pregenerated royals (the pack ships them at Bronze +0 with no
 * Lots): Ann gives Gwyn Appeal Silver +2, Finesse Gold +4 and 3 Lots on her
 * sheet and Charmer level 2 on the job's sheet; Bob gives Reidh Appeal
 * Gold +4 (an ally rolls their caliber in the task's ability) and Diplomat
 * level 1; Erin gives Dormadh Guard level 3. A test then has Ann post the
 * card it plays: `annAsksAid()` Gwyn's task from her sheet's Task button
 * and dialog (Charmer with Appeal, one factor proposed, Reidh's and
 * Dormadh's aid asked, a stunt declared, the FC's factors awaited);
 * `annProposesCheck()` her Finesse check from the Check button (Gold +4
 * against Tough + 2 = 17, one bonus factor and one Lot planned, the FC's
 * target awaited). The bindings below are live.
 *
 * `press(user, selector)` clicks the task card's `data-venus-action`
 * buttons, the check card's `data-venus-check-action` ones, through the same
 * listeners.
 */
import { afterAll, beforeAll, beforeEach } from "vitest";
import { installPlayTable, startPlay, uninstallPlayTable, type Play, type PlayCard } from "../harness/play";
import { setUpFromPacks, type WorldDocuments } from "../harness/play-setup";
import type { TableActor, TableItem, TableMessage } from "../harness/table-documents";
import type { TaskCardState } from "../../src/games/venus/dice/task-card-state";
import type { CheckCardState } from "../../src/games/venus/dice/check-card-state";

export let play: Play;
export let world: WorldDocuments;
/** Gwyn's task card, once Ann has posted it. */
export let taskMessage: TableMessage;
/** Gwyn's check card, once Ann has proposed it. */
export let checkMessage: TableMessage;
export let gwyn: TableActor;
export let gwynJob: TableItem;
export let reidhJob: TableItem;
export let dormadhJob: TableItem;

let readTaskState: (message: unknown) => TaskCardState | null;
let readCheckState: (message: unknown) => CheckCardState | null;
let ItemSheet: abstract new (...args: never[]) => foundry.applications.api.ApplicationV2;

/** Which card: Gwyn's task card or her check card. */
export const TASK = "venusTask";
export const CHECK = "venusCheck";

/** Install the play table for this file and set the table up from the packs afresh for each test. */
export function useVenusTable(): void {
  beforeAll(async () => {
    installPlayTable({ documentHooks: true });
    const { registerGame } = await import("../../src/core/register");
    registerGame((await import("../../src/core/module")).coreModule);
    registerGame((await import("../../src/games/venus/module")).venusModule);
    // Venus's lazy chunk (card controls, dialogs, the rolls' dice), as a client has it once a card is drawn.
    await import("../../src/games/venus/on-demand");
    ({ readTaskState } = (await import("../../src/games/venus/dice/task-card-message")) as never);
    ({ readCheckState } = (await import("../../src/games/venus/dice/check-card-message")) as never);
    ItemSheet = (await import("../../src/games/venus/sheets/item-sheet")).VenusItemSheet as never;
  });
  afterAll(() => uninstallPlayTable());
  beforeEach(seat);
}

/** A job from the shipped jobs pack, dropped by `user` on their character (the sheet's own drop code), at `play`'s table. */
export async function dropJob(play: Play, user: string, actor: TableActor, name: string): Promise<TableItem> {
  const { dropItemOnCharacter } = await import("../../src/games/venus/sheets/character-drops");
  const job = play.table.packs.get("story-engines.venus-jobs")?.documents.find((j) => j.name === name);
  if (!job) throw new Error(`venus-jobs ships no ${name}`);
  const dropped = play.table.as(user, () => dropItemOnCharacter(actor as unknown as Actor, job as unknown as Item));
  await play.table.settle();
  await dropped;
  const item = actor.items.contents.find((i) => i.name === name);
  if (!item) throw new Error(`${name} did not land on ${actor.name}`);
  return item;
}

async function seat(): Promise<void> {
  play = startPlay([
    { id: "erin", name: "Erin", isGM: true },
    { id: "ann", name: "Ann" },
    { id: "bob", name: "Bob" },
    { id: "cid", name: "Cid" },
  ]);
  world = await setUpFromPacks(play, {
    import: [{ pack: "venus-characters", names: ["Gwyn", "Reidh", "Oren", "Dormadh"] }],
    ownership: {
      Gwyn: { ann: "OWNER", default: "LIMITED" },
      Reidh: { bob: "OWNER", default: "LIMITED" },
      Oren: { cid: "OWNER", default: "LIMITED" },
      // Dormadh is the FC's VINPC: no player owns him; Erin, who imported him, does.
    },
  });
  gwyn = world.actor("Gwyn");
  gwynJob = await dropJob(play, "ann", gwyn, "Charmer");
  reidhJob = await dropJob(play, "bob", world.actor("Reidh"), "Diplomat");
  dormadhJob = await dropJob(play, "erin", world.actor("Dormadh"), "Guard");
  await finishRoyals();
}

/** `user` finishes a character on its sheet (opened from their directory) and sets its job's level on the job's sheet. */
async function finish(user: string, actor: TableActor, fields: Record<string, unknown>, job: TableItem, level: number) {
  const sheet = await play.seat(user).openFromDirectory(actor);
  if (Object.keys(fields).length > 0) await sheet.fill(fields);
  await sheet.click("editItem", {}, { text: job.name });
  await play.seat(user).window(ItemSheet).fill({ "system.level": level });
}

/** The players (and the FC, for Dormadh) finish the pack's pregenerated royals on their sheets. */
async function finishRoyals(): Promise<void> {
  await finish(
    "ann",
    gwyn,
    {
      "system.abilities.app.caliber": "silver",
      "system.abilities.app.score": 2,
      "system.abilities.fin.caliber": "gold",
      "system.abilities.fin.score": 4,
      "system.kismet.lots": 3,
    },
    gwynJob,
    2,
  );
  await finish(
    "bob",
    world.actor("Reidh"),
    { "system.abilities.app.caliber": "gold", "system.abilities.app.score": 4 },
    reidhJob,
    1,
  );
  await finish("erin", world.actor("Dormadh"), {}, dormadhJob, 3);
}

/** The newest chat message of this kind (Gwyn's task or check card). */
function newest(which: string): TableMessage {
  const found = play.table.messages.filter((m) => (m.flags["story-engines"] as Record<string, unknown>)?.[which]);
  const message = found.at(-1);
  if (!message) throw new Error(`no ${which} card in the chat`);
  return message as TableMessage;
}

/**
 * Ann asks for aid from Gwyn's sheet: its Task button opens the task dialog,
 * where she picks Charmer with Appeal and one relative factor (the FC
 * decides, when one is connected), Reidh's
 * Diplomat and Dormadh's Guard as allies, and declares a stunt.
 */
export async function annAsksAid(): Promise<void> {
  const sheet = await play.seat("ann").openFromDirectory(gwyn);
  const reidh = world.actor("Reidh");
  const dormadh = world.actor("Dormadh");
  play.seat("ann").answerDialog((d) =>
    d.press("roll", {
      job: gwynJob.id,
      ability: "app",
      factors: "1",
      ally0: `${reidh.uuid}|${reidhJob.id}`,
      ally1: `${dormadh.uuid}|${dormadhJob.id}`,
      stunt: true,
    }),
  );
  await sheet.click("rollTask", {}, { text: "Task" });
  taskMessage = newest(TASK);
}

/**
 * Ann proposes Gwyn's Finesse check from her sheet's Check button: Tough,
 * two relative factors, one bonus factor, one Lot planned.
 */
export async function annProposesCheck(): Promise<void> {
  const sheet = await play.seat("ann").openFromDirectory(gwyn);
  play.seat("ann").answerDialog((d) =>
    d.press("roll", {
      source: "ability:fin",
      difficulty: "tough",
      factors: "2",
      bonusFactors: "1",
      lots: "1",
      flatBonus: "0",
    }),
  );
  await sheet.click("rollCheck", {}, { text: "Check" });
  checkMessage = newest(CHECK);
}

/** The user's own copy of Gwyn's task card (or, given `which`, of her check card). */
export async function card(user: string, which: string = TASK): Promise<PlayCard> {
  const id = (which === TASK ? taskMessage : checkMessage).id;
  const found = (await play.seat(user).chat()).find((c) => c.message.id === id);
  if (!found) throw new Error(`${user}'s chat does not show Gwyn's ${which} card`);
  return found;
}

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
