import { describe, expect, it } from "vitest";
import { generate as generateScenes } from "../../../tools/generate/capes-scenes.mjs";
import { generate as generateCharacters } from "../../../tools/generate/capes-characters.mjs";
import { capes } from "../../../src/rules";
import { applyAll, exampleRequests, readExampleScene } from "../../../src/games/capes/board/example";
import { sheetView } from "../../../src/games/capes/data/hero";

interface Doc {
  _id: string;
  name: string;
  system: Record<string, unknown>;
  items?: { _id: string; name: string; type: string; system: Record<string, unknown> }[];
  flags: Record<string, Record<string, unknown>>;
}

const scenes = (await generateScenes()) as Record<string, Doc>;
const characters = Object.values((await generateCharacters()) as Record<string, Doc>);
const packUuid = (d: Doc) => `Compendium.story-engines.capes-characters.Actor.${d._id}`;
// The world actors imported from the pack (here under UUIDs of their own).
const world = (uuid: string) => uuid.replace("Compendium.story-engines.capes-characters.", "");
const sheets = Object.fromEntries(
  characters.map((d) => [
    world(packUuid(d)),
    sheetView(
      world(packUuid(d)),
      d.name,
      d.system,
      (d.items ?? []).map((i) => ({ id: i._id, name: i.name, type: i.type, system: i.system })),
    ),
  ]),
);
const editor = { userId: "gm", isGM: true };
const fresh = () =>
  capes.newBoard({
    title: "Example",
    scene: "Scene",
    editor: { userId: "gm", name: "Editor" },
    players: [{ userId: "joe", name: "Joe" }],
  });

describe("setting an example Scene up on the board", () => {
  it("reads the bank robbery from its journal and sets it up in one batch: target 8", () => {
    const scene = readExampleScene(scenes["capes-scenes/bank-robbery.json"]?.flags["story-engines"]?.capesScene);
    if (!scene) throw new Error("no scene");
    const actors = Object.fromEntries([...scene.cast, ...scene.stakes].map((c) => [c.actorUuid, world(c.actorUuid)]));
    const requests = exampleRequests(scene, actors, "gm");
    expect(requests.filter((r) => r.type === "addComplication").map((r) => (r as { name: string }).name)).toEqual([
      "Robbery",
      "Clobbering",
      "Hostages",
      "Police",
      "Getaway",
      "Public Opinion",
    ]);
    const result = applyAll(fresh(), [...requests, { type: "startScene" }], sheets, editor);
    expect(result.problems).toEqual([]);
    const faces = Object.fromEntries(
      result.board.scene.complications.map((c) => [c.name, c.sides.map((side) => side.dice)]),
    );
    // Public Opinion starts at blue 2, red 1 (blue: the heroes).
    expect(faces["Public Opinion"]).toEqual([[2], [1]]);
    // Getaway stands at blue 2, red 4 on Zip's turn.
    expect(faces.Getaway).toEqual([[2], [4]]);
    // The Page the example plays: Robbery's red 6 (the driver's roll), Hostages blue 4 / red 2, Police blue 6 / red 5.
    expect(faces.Robbery).toEqual([[1], [6]]);
    expect(faces.Hostages).toEqual([[4], [2]]);
    expect(faces.Police).toEqual([[6], [5]]);
    expect(faces.Clobbering).toEqual([[1], [1]]);
    // Captain Liberty had Staked one Duty token on Hostages, the Editor one Despair token of the arch-villain's.
    const hostages = result.board.scene.complications.find((c) => c.name === "Hostages");
    expect(hostages?.stakes.map((st) => [st.name, st.driveName || st.drive, st.count, st.faction])).toEqual([
      ["Captain Liberty", "duty", 1, "heroes"],
      ["The shadowy arch-villain", "Despair", 1, "opponents"],
    ]);
    // Their Debt moved from the sheets; Zip's Hope and Night Maiden's two Duty wait for their own stakes.
    const debt = (name: string, drive: capes.DriveSlot) =>
      result.effects.find((e) => e.kind === "debt" && e.drive === drive && sheets[e.actorUuid]?.name === name);
    expect(debt("Captain Liberty", "duty")).toMatchObject({ debt: 0 });
    expect(debt("The shadowy arch-villain", "justice")).toMatchObject({ debt: 0 });
    const zip = characters.find((d) => d.name === "Zip");
    const maiden = characters.find((d) => d.name === "Night Maiden");
    expect(sheets[world(packUuid(zip as Doc))]?.drives.hope).toMatchObject({ value: 2, debt: 1 });
    expect(sheets[world(packUuid(maiden as Doc))]?.drives.duty).toMatchObject({ value: 2, debt: 2 });
    expect(result.board.scene.target).toBe(8);
    expect(result.board.version).toBe(requests.length + 1);
  });

  it("refuses the whole batch when one request is refused", () => {
    const board = fresh();
    const result = applyAll(
      board,
      [{ type: "addComplication", name: "Robbery" }, { type: "startScene" }],
      sheets,
      editor,
    );
    expect(result.ok).toBe(false);
    expect(result.problems[0]?.code).toBe("no-heroes");
    expect(result.board).toBe(board);
  });

  it("reads junk as no Scene", () => {
    expect(readExampleScene(null)).toBeNull();
    expect(readExampleScene({ cast: 3 })).toBeNull();
  });
});
