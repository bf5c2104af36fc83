/**
 * The Four Colors al Fresco play-throughs' shared table (tests/table/four-colors*.test.ts),
 * set up as a GM sets up a world from what the system ships:
 *
 * - `installFourColorsTable()` (beforeAll): the play table, core's and the
 *   game's modules registered (settings, handlers, hooks, Table tools), and
 *   the table's Roll posting its card as Roll#toMessage does (the roll's own
 *   render as the message's content, whispered by the roll mode);
 * - `startFourColors({ storyguide })` (each test): Gianni the Foundry GM, Ann
 *   and Bob; the shipped Example Omegas imported (setUpFromPacks), The
 *   Cardinal owned by Ann and Renaissance Man by Bob, each LIMITED to the
 *   others (Configure Ownership); the Storyguide role ticked in Table roles
 *   for `storyguide` when named (else the GM holds it by default);
 * - steps a GM clicks: `makeTitle` (Create Actor in the Actors directory, its
 *   sheet's Main characters picked), `makeDiceless`, `setUpStorypath` (the
 *   Table tool that imports the shipped deck and makes the discard pile and
 *   the players' hands).
 *
 * The shipped deck's cards are blank ("Blank Storypath Card 1"…); its import
 * keeps their order and the table's shuffle leaves it unstacked, so the
 * first cards drawn are the deck's first cards.
 */
import { installPlayTable, startPlay, type Play, type PlayCard, type PlayWindow } from "../harness/play";
import { setUpFromPacks } from "../harness/play-setup";
import { createFromDirectory } from "../harness/directory-create";
import { TableRoll, type TableActor, type TableStack } from "../harness/table-documents";
import { parseHTML } from "linkedom";

const S = "story-engines";
const { Event: DomEvent } = parseHTML("<html></html>");

/** Install the table (beforeAll, before our classes are imported). */
export async function installFourColorsTable(): Promise<void> {
  installPlayTable();
  const { registerGame } = await import("../../src/core/register");
  const { coreModule } = await import("../../src/core/module");
  const { fourColorsModule } = await import("../../src/games/four-colors/module");
  registerGame(coreModule);
  registerGame(fourColorsModule);
  (await import("../../src/core/table-tools-app")).registerTableTools([coreModule, fourColorsModule]);
  // Foundry's Roll#toMessage posts the roll, which each client draws with the roll's own render: the table keeps
  // that render as the message's content, and whispers the message by its roll mode as the table's Roll does.
  const post = TableRoll.prototype.toMessage;
  Object.assign(TableRoll.prototype, {
    async toMessage(this: TableRoll, data: Record<string, unknown> = {}, options: { rollMode?: string } = {}) {
      const content = await (this as unknown as { render(): Promise<string> }).render();
      return post.call(this, { ...data, content }, options);
    },
  });
}

export interface FourColorsTable {
  play: Play;
  cardinal: TableActor;
  renaissance: TableActor;
}

/**
 * Gianni (GM), Ann and Bob at a table set up from the shipped packs; the
 * Storyguide's role for `storyguide` when given. Set-up, not play.
 */
export async function startFourColors(options: { storyguide?: string } = {}): Promise<FourColorsTable> {
  const play = startPlay([
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
    ...(options.storyguide ? { roles: { "four-colors.storyguide": [options.storyguide] } } : {}),
  });
  return { play, cardinal: world.actor("The Cardinal"), renaissance: world.actor("Renaissance Man") };
}

/** Pick a character in the Title sheet's "Add a Main character" select and click its + (the GM's sheet). */
export async function addMain(sheet: PlayWindow, character: TableActor): Promise<void> {
  const select = sheet.element.querySelector<HTMLSelectElement>(".fc-add-main select");
  if (!select || select.hasAttribute("disabled")) throw new Error(`${sheet.seat.name}'s Title sheet offers no Mains`);
  const options = [...select.querySelectorAll("option")];
  if (!options.some((o) => o.getAttribute("value") === character.uuid))
    throw new Error(`${sheet.seat.name}'s Main select does not offer ${character.name}`);
  for (const option of options)
    if (option.getAttribute("value") === character.uuid) option.setAttribute("selected", "");
    else option.removeAttribute("selected");
  await sheet.click("addMain");
}

/**
 * The GM creates a Title in the Actors directory (Create Actor: its name,
 * type Title), its sheet opens, and he adds its Main characters there. Made
 * by the GM, it is his: players NONE.
 */
export async function makeTitle(
  play: Play,
  name: string,
  mains: TableActor[],
): Promise<{ title: TableActor; sheet: PlayWindow }> {
  const { doc, sheet } = await createFromDirectory(play, play.table.gmId, { name, type: "fourColorsTitle" });
  for (const main of mains) await addMain(sheet, main);
  return { title: doc, sheet };
}

/** The GM creates a Diceless character in the Actors directory and sets its rank on its sheet. */
export async function makeDiceless(play: Play, name: string, rank: string): Promise<TableActor> {
  const { doc, sheet } = await createFromDirectory(play, play.table.gmId, { name, type: "fourColorsDiceless" });
  await sheet.fill({ "system.rank": rank });
  await sheet.close();
  return doc;
}

/**
 * The GM clicks "Set up the Storypath Cards" in Table tools and answers Yes
 * to the deck offer: the shipped deck is imported and shuffled, the discard
 * pile and each player's hand made.
 */
export async function setUpStorypath(play: Play): Promise<void> {
  const gm = play.seat(play.table.gmId);
  const tools = await gm.openTableTools();
  gm.answerDialog((d) => d.press("yes"));
  await tools.click("openTool", { tool: "four-colors/storypath-setup" });
  await tools.close();
}

/** A Storypath stack of the world, by its flag (the deck, the discard pile, a player's hand). */
export function stack(play: Play, key: string, value: unknown): TableStack {
  const found = play.table.stacks.find((s) => s.getFlag(S, key) === value);
  if (!found) throw new Error(`no Storypath stack with ${key} = ${String(value)}`);
  return found;
}
export const handOf = (play: Play, userId: string) => stack(play, "storypathHandFor", userId);
export const deckOf = (play: Play) => stack(play, "storypathDeck", true);
export const discardOf = (play: Play) => stack(play, "storypathDiscard", true);
/** The names of a stack's cards, in its order. */
export const namesIn = (s: TableStack): string[] => [...s.cards.values()].map((c) => c.name);
/** The id of the card of that name in a stack. */
export function cardId(s: TableStack, name: string): string {
  const card = [...s.cards.values()].find((c) => c.name === name);
  if (!card) throw new Error(`${s.name} holds no ${name}: ${namesIn(s).join(", ")}`);
  return card.id;
}

/** The newest stakes card a seat's chat shows (drawn for that user). */
export async function stakesCard(play: Play, seat: string): Promise<PlayCard> {
  const card = (await play.seat(seat).chat()).filter((c) => c.element.querySelector("[data-fc-stakes-card]")).at(-1);
  if (!card) throw new Error(`${seat}'s chat shows no stakes card`);
  return card;
}

/** Click a chat card's control as the browser dispatches it: it bubbles to the card's listener. */
export async function press(play: Play, card: PlayCard, selector: string): Promise<void> {
  const control = card.element.querySelector<HTMLElement>(selector);
  if (!control) throw new Error(`${card.seat.name}'s card shows no ${selector}; it reads: ${card.text}`);
  if (control.hasAttribute("disabled")) throw new Error(`${card.seat.name}'s ${selector} is disabled`);
  await play.step(play.table.as(card.seat.id, () => control.dispatchEvent(new DomEvent("click", { bubbles: true }))));
}

/** The rolls posted so far: each roll's author, Four Colors data and card. */
export const rolls = (play: Play) =>
  play.table.messages.flatMap((m) =>
    ((m.data.rolls ?? []) as { options: { fourColors?: Record<string, unknown> } }[]).map((r) => ({
      author: m.authorId,
      data: r.options.fourColors ?? {},
      content: m.content,
    })),
  );
