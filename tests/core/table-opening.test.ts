/**
 * A window opens on the play table only as Foundry lets a user open it
 * (tests/harness/play.ts): a document's sheet from the user's own sidebar
 * directory — the sheet class the game registered for the document's type,
 * as that user, so a LIMITED viewer gets its limited view — and never for a
 * user with NONE, who is not shown the entry (nor by building the sheet
 * directly). Each rule fails its test when taken out of the harness.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installPlayTable, startPlay, uninstallPlayTable, type Play } from "../harness/play";
import { TableActor } from "../harness/table-documents";
import type { FoundryRecord } from "../harness/fake-foundry";

type Data = Record<string, unknown>;

let record: FoundryRecord;
let Sheet: new (options: Data) => object;
/** Each render of the registered sheet: its viewer and whether it drew the limited view. */
const drawn: string[] = [];

beforeAll(() => {
  record = installPlayTable();
  const api = foundry.applications.api as unknown as { DocumentSheetV2: new (o: Data) => object };
  Sheet = class extends (api.DocumentSheetV2 as unknown as new (o: Data) => {
    document: { limited: boolean };
    _onRender(c: Data, o: Data): Promise<void>;
  }) {
    override async _onRender(): Promise<void> {
      drawn.push(`${game.user.id} ${this.document.limited ? "limited" : "full"}`);
    }
  } as unknown as new (options: Data) => object;
  record.sheets.push({ documentName: "Actor", scope: "story-engines", sheetClass: Sheet, types: ["testHero"] });
});
afterAll(() => uninstallPlayTable());

function seat(): { play: Play; hero: TableActor } {
  drawn.length = 0;
  const play = startPlay([
    { id: "gm", name: "Erin", isGM: true },
    { id: "amy", name: "Amy" },
    { id: "bob", name: "Bob" },
    { id: "cid", name: "Cid" },
  ]);
  const hero = new TableActor("hero", { name: "Amek", type: "testHero" }, { amy: 3, bob: 1, cid: 0 });
  play.table.actors.push(hero);
  return { play, hero };
}

describe("opening a sheet from the sidebar directory", () => {
  it("opens the registered sheet as the user: its owner gets the full view, a LIMITED viewer the limited one", async () => {
    const { play, hero } = seat();
    const amy = await play.seat("amy").openFromDirectory(hero);
    const bob = await play.seat("bob").openFromDirectory(hero);
    expect(amy.window).toBeInstanceOf(Sheet);
    expect(bob.window).not.toBe(amy.window);
    expect(drawn).toEqual(["amy full", "bob limited"]);
  });

  it("a user with NONE is not shown the entry: neither the directory nor a sheet built directly opens it", async () => {
    const { play, hero } = seat();
    await expect(play.seat("cid").openFromDirectory(hero)).rejects.toThrow(/does not list Amek/);
    await expect(play.seat("cid").open(() => new Sheet({ document: hero }) as never)).rejects.toThrow(
      /does not list Amek/,
    );
    expect(drawn).toEqual([]);
  });

  it("opening it again brings the same window forward", async () => {
    const { play, hero } = seat();
    const first = await play.seat("amy").openFromDirectory(hero);
    const again = await play.seat("amy").openFromDirectory(hero);
    expect(again).toBe(first);
  });
});
