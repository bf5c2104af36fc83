// Issue 30 §3 (round 4 decision "the chapter's characters are linked"): a
// new character or NPC sheet's prototype token is linked to it, however the
// actor is made, unless its data says otherwise; other games' actors are left alone.
import { describe, expect, it } from "vitest";
import { linkOnCreate } from "../../../src/games/wicked-age/sheets/link-hooks";

describe("a new In a Wicked Age actor's token is linked to its sheet", () => {
  it("a character or an NPC made with no token data is linked", () => {
    expect(linkOnCreate("wickedCharacter", { name: "Mekha" })).toEqual({ "prototypeToken.actorLink": true });
    expect(linkOnCreate("wickedNpc", { name: "Esan", prototypeToken: { name: "Esan" } })).toEqual({
      "prototypeToken.actorLink": true,
    });
  });
  it("data that names the link is kept (an imported or copied actor); other sub-types are not touched", () => {
    expect(linkOnCreate("wickedNpc", { prototypeToken: { actorLink: false } })).toBeNull();
    expect(linkOnCreate("wickedCharacter", { prototypeToken: { actorLink: true } })).toBeNull();
    expect(linkOnCreate("personaeIdentity", {})).toBeNull();
  });
});
