/**
 * The chorus steps away while a card awaits it: Cara, a player, holds the
 * chorus; Amy plays Dunmore. Amy proposes the SRD's jump, unopposed (the
 * chorus sets the difficulty and rolls first). Cara closes her browser: every
 * card still open says the chorus is not connected — Foundry draws no card
 * again by itself, so the game does on `userConnected` — and says who it
 * awaits again when she is back, with her roll on her own card.
 * Every step is a click on a control the acting user's own sheet or card
 * shows; nothing is written between steps.
 */
import { describe, expect, it } from "vitest";
import type { TableActor } from "../harness/table-documents";
import { installTableScene } from "../harness/table-scenes";
import { setUpFromPacks } from "../harness/play-setup";
import { play, seatPlayers, sheetOf, skillId, usePersonaeTable } from "./personae-table";

let dunmore: TableActor;

usePersonaeTable(async () => {
  seatPlayers([
    { id: "gail", name: "Gail", isGM: true },
    { id: "cara", name: "Cara" },
    { id: "amy", name: "Amy" },
  ]);
  // Set-up, as the GM does before play: Dunmore is Amy's; the chorus handed to Cara in Table roles.
  const world = await setUpFromPacks(play, {
    import: [{ pack: "personae-identities", names: ["Dunmore"] }],
    ownership: { Dunmore: { default: "OBSERVER", amy: "OWNER" } },
    roles: { "personae.chorus": ["cara"] },
  });
  dunmore = world.actor("Dunmore");
  installTableScene({ id: "inn", name: "The inn", actors: () => [dunmore] });
});

const AWAY = "Awaiting the chorus (Cara), who is not connected.";

describe("a card awaiting a chorus who stepped away", () => {
  it("says the chorus is not connected while Cara is away, and offers her the roll when she is back", async () => {
    const amySheet = await sheetOf("amy", dunmore);
    play
      .seat("amy")
      .answerDialog((d) =>
        d.press("roll", { attribute: "pro", opposition: "unopposed", difficultyId: "normal", goal: "The jump" }),
      );
    await amySheet.click("challenge", { itemId: skillId(dunmore, "Acrobatics") });
    expect((await play.seat("gail").card("The jump")).text).not.toContain(AWAY);

    play.table.disconnect("cara");
    await play.table.quiet();
    for (const seat of ["gail", "amy"]) expect((await play.seat(seat).card("The jump")).text).toContain(AWAY);

    play.table.reconnect("cara");
    await play.table.quiet();
    for (const seat of ["gail", "amy"]) expect((await play.seat(seat).card("The jump")).text).not.toContain(AWAY);
    expect((await play.seat("cara").card("The jump")).has("chorusRoll", { reactor: "card" })).toBe(true);
  });
});
