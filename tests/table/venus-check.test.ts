/**
 * A Venus check at the FC's table: Ann's Gwyn rolls a Finesse check (Gold +4
 * against Tough + 2 = 17, a d20 of 10: 14, 3 short). The FC (Erin) sets the
 * factors and flat bonus on the card, a Peer (Cid) approves the bonus factor,
 * and Ann rolls the bonus dice with a Lot, then re-rolls with a Lot — every
 * die on her own client, where she may type physical dice. Each step is a
 * click on that user's own copy of the check card.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { installPlayTable, startPlay, uninstallPlayTable, type Play, type PlayCard } from "../harness/play";
import { TableActor, TableMessage } from "../harness/table-documents";
import type { CheckCardState } from "../../src/games/venus/dice/check-card-state";

let readCheckState: (message: unknown) => CheckCardState | null;
let play: Play;
let message: TableMessage;
let gwyn: TableActor;

beforeAll(async () => {
  installPlayTable();
  const { registerGame } = await import("../../src/core/register");
  registerGame((await import("../../src/core/module")).coreModule);
  registerGame((await import("../../src/games/venus/module")).venusModule);
  // Venus's lazy chunk (card controls, dialogs, the rolls' dice), as a client has it once a card is drawn.
  await import("../../src/games/venus/on-demand");
  ({ readCheckState } = (await import("../../src/games/venus/dice/check-card-message")) as never);
});
afterAll(() => uninstallPlayTable());

beforeEach(async () => {
  play = startPlay([
    { id: "erin", name: "Erin", isGM: true },
    { id: "ann", name: "Ann" },
    { id: "cid", name: "Cid" },
  ]);
  const samples = await import("../../src/games/venus/dice/samples");
  const { createCheckCard } = await import("../../src/games/venus/dice/check-card-state");
  gwyn = new TableActor(
    "gwyn",
    { name: "Gwyn", type: "venusCharacter", system: samples.SAMPLE_CHARACTER_SYSTEM },
    { default: 1, ann: 3 },
  );
  play.table.actors.push(gwyn);
  const state = createCheckCard({ ...samples.SAMPLE_CHECK_OPTIONS, actorUuid: gwyn.uuid, actorName: "Gwyn" }, 10, {
    awaitFC: true,
  });
  message = new TableMessage(
    "check",
    { content: "<div data-venus-check-card></div>", flags: { "story-engines": { venusCheck: state } } },
    "ann",
  );
  play.table.messages.push(message);
});

const card = (user: string): Promise<PlayCard> => play.seat(user).card();
function clickOn(el: HTMLElement): void {
  const view = el.ownerDocument.defaultView as unknown as { Event: typeof Event };
  el.dispatchEvent(new view.Event("click", { bubbles: true, cancelable: true }));
}
async function press(user: string, selector: string): Promise<void> {
  const view = await card(user);
  const control = view.element.querySelector<HTMLElement>(selector);
  if (!control || control.hasAttribute("disabled")) throw new Error(`${user}'s check card shows no ${selector}`);
  await play.step(play.table.as(user, () => void clickOn(control)));
}
const shows = async (user: string, selector: string): Promise<boolean> =>
  (await card(user)).element.querySelector(selector) !== null;
const state = (): CheckCardState => readCheckState(message) as CheckCardState;
const lots = (): number => (gwyn.system.kismet as { lots: number }).lots;

describe("a check with Lots at the FC's table", () => {
  it("the FC sets the target, a Peer approves the bonus factor, Ann rolls her bonus dice and a Lot re-roll herself", async () => {
    // Awaited from the FC: Ann sees it and has no step; only Erin sets the factors.
    expect((await card("ann")).text).toContain("awaited from the FC");
    expect(await shows("ann", '[data-venus-check-action="bonus"]')).toBe(false);
    expect(await shows("ann", '[data-venus-check-action="fc"]')).toBe(false);
    expect(await shows("cid", '[data-venus-check-action="fc"]')).toBe(false);
    await press("erin", '[data-venus-check-action="fc"]');
    expect(state().fcAwaited).toBe(false);

    // The bonus factor waits for a Peer: not Ann herself.
    expect(await shows("ann", '[data-venus-check-action="approveBonus"]')).toBe(false);
    expect((await card("ann")).text).toContain("await a Peer's approval");
    await press("cid", '[data-venus-check-action="approveBonus"]');

    // Ann rolls the bonus factor's die and one Lot's (the card's select offers the Lot she planned).
    play.table.faces = [1, 2];
    await press("ann", '[data-venus-check-action="bonus"]');
    expect(play.table.rolls.map((r) => [r.user, r.formula, r.options.allowInteractive])).toEqual([
      ["ann", "1d6 + 1d6", true],
    ]);
    expect(state().bonus).toEqual({ dice: [1, 2], lots: 1 });
    expect(lots()).toBe(2);

    // 14 + 2 = 16 < 17: one Lot re-rolls the d20, on her client too.
    play.table.faces = [15];
    await press("ann", '[data-venus-check-action="reroll"][data-die="d20"]');
    expect(play.table.rolls.at(-1)).toMatchObject({ user: "ann", formula: "1d20" });
    expect(state().reroll).toEqual({ die: "d20", from: 10, to: 15 });
    expect(lots()).toBe(1);
  });

  it("with no GM connected and no Peer, Ann's own choices stand and she rolls", async () => {
    play.table.disconnect("erin");
    play.table.disconnect("cid");
    play.table.faces = [6, 1];
    await press("ann", '[data-venus-check-action="bonus"]');
    expect(state().bonus).toEqual({ dice: [6, 1], lots: 1 });
  });
});
