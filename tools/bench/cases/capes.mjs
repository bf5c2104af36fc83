// Benchmark cases for the Capes rules. `rules` is the built module namespace
// of src/rules/index.ts; the runner calls run() repeatedly and takes the
// median. A board request is what the GM's client runs for every click.

/** A first Scene in set-up with five Complications and six characters (Capes Lite's example). */
function sceneBoard(capes) {
  const sheet = (uuid, name, kind) => ({
    actorUuid: uuid,
    name,
    kind,
    drives: Object.fromEntries(capes.DRIVES.map((d) => [d, { name: "", value: 2, debt: 1 }])),
    abilities: [
      {
        id: `${uuid}-a`,
        name: "Power",
        type: "power",
        level: 5,
        superPowered: false,
        blocked: false,
        usedThisPage: false,
      },
    ],
  });
  const cast = [
    ["Actor.zip", "Zip", "hero", "heroes", 1],
    ["Actor.night", "Night Maiden", "hero", "heroes", 1],
    ["Actor.liberty", "Captain Liberty", "hero", "heroes", 2],
    ["Actor.robbers", "Bank robbers", "opponent", "opponents", 1],
    ["Actor.driver", "The driver", "opponent", "opponents", 1],
    ["Actor.chief", "Chief Mannelli", "opponent", "opponents", 2],
  ];
  const sheets = Object.fromEntries(cast.map(([uuid, name, kind]) => [uuid, sheet(uuid, name, kind)]));
  const editor = { userId: "gm", isGM: true };
  let board = capes.newBoard({ title: "Bench", scene: "Bank", editor: { userId: "gm", name: "GM" }, players: [] });
  const apply = (request) => {
    const result = capes.applyRequest(board, request, sheets, editor);
    if (!result.ok) throw new Error(result.problems[0].message);
    board = result.board;
  };
  for (const name of ["Robbery", "Clobbering", "Hostages", "Police", "Getaway"])
    apply({ type: "addComplication", name });
  for (const [uuid, , , faction, prominence] of cast)
    apply({ type: "addCharacter", actorUuid: uuid, faction, prominence, narrator: "gm" });
  apply({ type: "startScene" });
  apply({ type: "passClaims" });
  return { board, sheets, editor };
}

export default [
  {
    name: "capes.applyRequest — a roll on a Scene of five Complications and six characters",
    budgetMs: 2,
    run(rules) {
      const { capes } = rules;
      this.scene ??= sceneBoard(capes);
      const { board, sheets, editor } = this.scene;
      const actor = capes.actingCharacterId(board);
      capes.applyRequest(
        board,
        {
          type: "roll",
          characterId: actor,
          complicationId: board.scene.complications[0].id,
          side: 0,
          die: 0,
          abilityId: `${board.scene.characters[0].actorUuid}-a`,
          debtDrive: "hope",
        },
        sheets,
        editor,
        board.version,
      );
    },
  },
  {
    name: "capes.control — a Complication split into 24 sides of 6 dice",
    budgetMs: 1,
    run(rules) {
      rules.capes.control(Array.from({ length: 24 }, (_, i) => Array(6).fill((i % 6) + 1)));
    },
  },
];
