/**
 * The chorus acts for every chorus identity, owned or not: Gail, the GM,
 * imported the hulking ogre and kept it (no player owns it, so it is the
 * chorus's); Cara holds the chorus role without owning it; Amy plays
 * Dunmore. Gail makes the ogre's attack from its sheet (the one screen it
 * opens on); the rest of the card — applying the hits — is the chorus's,
 * from Cara's own card, and the GM side accepts it from her.
 * Every step is a click on a control the acting user's own sheet or card
 * shows; nothing is written between steps.
 */
import { describe, expect, it } from "vitest";
import type { TableActor } from "../harness/table-documents";
import { installTableScene } from "../harness/table-scenes";
import { setUpFromPacks } from "../harness/play-setup";
import { play, seatPlayers, sheetOf, skillId, sys, target, usePersonaeTable } from "./personae-table";

let dunmore: TableActor;
let ogre: TableActor;

usePersonaeTable(async () => {
  seatPlayers([
    { id: "gail", name: "Gail", isGM: true },
    { id: "cara", name: "Cara" },
    { id: "amy", name: "Amy" },
  ]);
  // Set-up, as the GM does before play: Dunmore is Amy's; the ogre stays the GM's (LIMITED to the players);
  // the chorus handed to Cara in Table roles.
  const world = await setUpFromPacks(play, {
    import: [{ pack: "personae-identities", names: ["Dunmore", "The hulking ogre"] }],
    ownership: {
      Dunmore: { default: "OBSERVER", amy: "OWNER" },
      "The hulking ogre": { default: "LIMITED" },
    },
    roles: { "personae.chorus": ["cara"] },
  });
  dunmore = world.actor("Dunmore");
  ogre = world.actor("The hulking ogre");
  installTableScene({ id: "inn", name: "The inn", actors: () => [dunmore, ogre] });
});

describe("the chorus acts for a chorus identity it does not own", () => {
  it("Gail issues the ogre's axe at Dunmore; Amy answers; Cara, the chorus, applies the hits", async () => {
    // The ogre's axe (3 dice + PRO 3): 9 + 3 = 12 against Dunmore's Defend (2 dice + STA 2): 3 + 2 = 5.
    target("gail", dunmore);
    const gail = play.seat("gail");
    const sheet = await sheetOf("gail", ogre);
    gail.answerDialog((d) =>
      d.press("roll", { target0: true, opposition: "opposed", goal: "The ogre swings", hits: 3 }),
    );
    play.table.faces = [9, 8, 7];
    await sheet.click("challenge", { itemId: skillId(ogre, "Axe") });
    play.table.faces = [3, 2];
    await (await play.seat("amy").card("The ogre swings")).click("answer", { reactor: 0 });
    await (await play.seat("cara").card("The ogre swings")).click("applyHits", { reactor: 0, entry: 0 });
    expect(sys(dunmore)).toMatchObject({ hits: 3, shock: 1 });
  });
});
