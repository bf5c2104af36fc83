/**
 * The book's worked example of Rolling the Planets, read from a roll made
 * at the table with the shipped Example Omegas: The Cardinal (Mercury d8,
 * Venus Ω, Mars d6, Jupiter d6, Saturn d20) and Renaissance Man (Mercury d4,
 * Venus d8, Mars d4, Jupiter Ω, Saturn d10) arm-wrestle. Gianni, the
 * Storyguide (the Foundry GM), opens The Cardinal from his Actors directory,
 * clicks Roll the Planets and sends the combined roll with Renaissance Man;
 * Bob agrees for his Omega, Ann rolls — with the dice the book gives — and
 * the chat card, as Ann's chat log draws it, reads the book's Hierarchies:
 *
 * - against each other: dice Known d8, Passion d8, Dynamic d6, Static d6,
 *   Lost d20; results 1, 3, 3, 4, 5 → The Cardinal: Known Dominant, Dynamic
 *   Major, Static Minor, Lost Weak; Renaissance Man: Known Dominant, Dynamic
 *   and Passion Major, Lost Weak;
 * - together: dice Known d4, Passion d8, Dynamic d4, Static d6, Lost d10;
 *   results 1, 4, 3, 5, 6 → The Cardinal: Known Dominant, Dynamic Major,
 *   Static Minor, Lost Weak; Renaissance Man: Known Dominant, Dynamic Major,
 *   Passion Minor, Lost Weak.
 *
 * The dice: the table's Roll takes its faces from `play.table.faces`, one
 * per die in the formula's order (the Forces' order: Known, Passion,
 * Dynamic, Static, Lost).
 *
 * Set-up before the first step (why): the world as its GM sets it up — the
 * shipped Omegas imported, each owned by its player and LIMITED to the
 * other (setUpFromPacks, four-colors-table.ts).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { uninstallPlayTable, type Play, type PlayCard } from "../harness/play";
import type { TableActor } from "../harness/table-documents";
import { installFourColorsTable, press, rolls, stakesCard, startFourColors } from "./four-colors-table";
import type { HierarchyDialog as HierarchyDialogClass } from "../../src/games/four-colors/dice/hierarchy-dialog";

let HierarchyDialog: typeof HierarchyDialogClass;
let play: Play;
let cardinal: TableActor;
let renaissance: TableActor;

beforeAll(async () => {
  await installFourColorsTable();
  ({ HierarchyDialog } = await import("../../src/games/four-colors/dice/hierarchy-dialog"));
});
afterAll(() => uninstallPlayTable());

beforeEach(async () => {
  ({ play, cardinal, renaissance } = await startFourColors());
});

/** Gianni sends the arm-wrestling roll (no Forces at stake) for The Cardinal with Renaissance Man; Bob agrees. */
async function armWrestle(mode: "opposed" | "together"): Promise<void> {
  const sheet = await play.seat("gianni").openFromDirectory(cardinal);
  await sheet.click("rollPlanets");
  const dialog = play.seat("gianni").window(HierarchyDialog);
  dialog.set({ partner: renaissance.uuid, mode });
  await dialog.click("sendStakes");
  await press(play, await stakesCard(play, "bob"), '[data-fc-stakes="agree"]');
}

/**
 * A roll card's Hierarchies as its reader sees them: per character's
 * reading, each position with its Forces ("Known d8 1").
 */
function hierarchies(card: PlayCard): Record<string, Record<string, string[]>> {
  const out: Record<string, Record<string, string[]>> = {};
  for (const reading of card.element.querySelectorAll(".se-fc-reading")) {
    const name = (reading.querySelector(".se-fc-reading__name")?.childNodes[0]?.textContent ?? "").trim();
    const ladder: Record<string, string[]> = {};
    for (const rung of reading.querySelectorAll(".se-fc-rung")) {
      const position = (rung.querySelector(".se-fc-rung__position")?.childNodes[0]?.textContent ?? "").trim();
      ladder[position] = [...rung.querySelectorAll(".se-fc-force")].map((force) =>
        [".se-fc-force__name", ".se-fc-force__die", ".se-fc-force__result"]
          .map((part) => (force.querySelector(part)?.textContent ?? "").trim())
          .join(" "),
      );
    }
    out[name] = ladder;
  }
  return out;
}

/** The newest roll card Ann's chat log shows. */
async function annsRollCard(): Promise<PlayCard> {
  const card = (await play.seat("ann").chat()).filter((c) => c.element.querySelector(".se-fc-reading")).at(-1);
  if (!card) throw new Error("Ann's chat shows no roll card");
  return card;
}

describe("the book's worked example: The Cardinal and Renaissance Man arm-wrestle", () => {
  it("against each other: Known d8, Passion d8, Dynamic d6, Static d6, Lost d20 rolled 1, 3, 3, 4, 5", async () => {
    await armWrestle("opposed");
    play.table.faces = [1, 3, 3, 4, 5];
    await press(play, await stakesCard(play, "ann"), '[data-fc-stakes="roll"]');
    expect(rolls(play).map((r) => r.author)).toEqual(["ann"]);
    expect(play.table.faces).toEqual([]);
    expect(hierarchies(await annsRollCard())).toEqual({
      "The Cardinal": {
        Dominant: ["Known d8 1"],
        Major: ["Dynamic d6 3"],
        Minor: ["Static d6 4"],
        Weak: ["Lost d20 5"],
      },
      "Renaissance Man": {
        Dominant: ["Known d8 1"],
        Major: ["Passion d8 3", "Dynamic d6 3"],
        Weak: ["Lost d20 5"],
      },
    });
  });

  it("together: Known d4, Passion d8, Dynamic d4, Static d6, Lost d10 rolled 1, 4, 3, 5, 6", async () => {
    await armWrestle("together");
    play.table.faces = [1, 4, 3, 5, 6];
    await press(play, await stakesCard(play, "ann"), '[data-fc-stakes="roll"]');
    expect(play.table.faces).toEqual([]);
    expect(hierarchies(await annsRollCard())).toEqual({
      "The Cardinal": {
        Dominant: ["Known d4 1"],
        Major: ["Dynamic d4 3"],
        Minor: ["Static d6 5"],
        Weak: ["Lost d10 6"],
      },
      "Renaissance Man": {
        Dominant: ["Known d4 1"],
        Major: ["Dynamic d4 3"],
        Minor: ["Passion d8 4"],
        Weak: ["Lost d10 6"],
      },
    });
  });
});
