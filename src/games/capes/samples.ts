/**
 * Sample data for the gallery (pure; not shipped): characters of Capes
 * Lite's example of play and the board at every phase of its bank robbery,
 * reached by playing requests through the rules as a table would.
 */
import { capes } from "../../rules";
import { ABILITY_TYPE, HERO_TYPE, type PlainItem } from "./data/common";
import { readHero, sheetView, type CapesHeroSystem } from "./data/hero";

export interface SampleActor {
  uuid: string;
  name: string;
  img: string;
  system: CapesHeroSystem;
  items: PlainItem[];
}

type Row = [
  name: string,
  type: capes.AbilityType,
  level: number,
  superPowered?: boolean,
  blocked?: boolean,
  used?: boolean,
];

function actor(
  id: string,
  name: string,
  kind: capes.CharacterKind,
  drives: Partial<Record<capes.DriveSlot, [value: number, debt: number, name?: string, exemplar?: string]>>,
  abilities: Row[],
  concept = "",
): SampleActor {
  const base = readHero({ kind });
  for (const slot of capes.DRIVES) {
    const row = drives[slot];
    base.drives[slot] = {
      name: row?.[2] ?? "",
      value: row?.[0] ?? (kind === "hero" ? base.drives[slot].value : 1),
      debt: row?.[1] ?? 0,
      exemplar: { name: row?.[3] ?? "", uuid: "" },
    };
  }
  base.concept = concept;
  base.description = `<p>${concept}</p>`;
  return {
    uuid: `Actor.${id}`,
    name,
    img: "icons/svg/mystery-man.svg",
    system: base,
    items: abilities.map(([n, type, level, superPowered, blocked, used], i) => ({
      id: `${id}${String(i).padStart(2, "0")}`.padEnd(16, "x").slice(0, 16),
      name: n,
      type: ABILITY_TYPE,
      img: "icons/svg/lightning.svg",
      system: {
        abilityType: type,
        level,
        superPowered: superPowered === true,
        blocked: blocked === true,
        usedThisPage: used === true,
        description: "",
      },
    })),
  };
}

export const SILVERSTAR = actor(
  "silverstar",
  "Silverstar",
  "hero",
  {
    justice: [1, 0],
    truth: [3, 0, "", "Black Jack"],
    love: [2, 0, "", "Supreme"],
    hope: [2, 0],
    duty: [1, 2, "", "Becky Tesla"],
  },
  [
    ["Built-in BIG GUNS", "power", 3],
    ["High-Tech Sensors", "power", 2],
    ["Super Strength", "power", 1],
    ["Naive Optimism", "attitude", 4],
    ['Cold "Terminator" Mode', "attitude", 3, false, true],
    ["Teenage Angst", "attitude", 2],
    ["Confused about humans", "attitude", 1],
    ["Massive Property Damage", "trope", 5],
    ["Nearly Invulnerable", "trope", 4],
    ["Throw huge objects", "trope", 3],
    ["Get hit so hard circuits show", "trope", 2],
    ["Feats of computer calculation", "trope", 1],
  ],
  "An advanced android learning who she is.",
);

export const ZIP = actor(
  "zip",
  "Zip",
  "hero",
  { justice: [2, 0], truth: [2, 0], love: [1, 0], hope: [2, 1], duty: [2, 0] },
  [
    ["Super-speed", "power", 3],
    ["Mundane Tasks done Super-fast", "trope", 2, true],
    ["Desperate Effort", "trope", 4],
    ["Wisecracks", "attitude", 1],
  ],
  "The fastest teenager alive.",
);

export const NIGHT_MAIDEN = actor(
  "nightmaiden",
  "Night Maiden",
  "hero",
  { justice: [2, 0], truth: [1, 0], love: [2, 0, "", "Supreme"], hope: [1, 0], duty: [3, 2] },
  [
    ["Glare venomously", "trope", 2],
    ["Hot-headed", "attitude", 3],
    ["Shadow step", "power", 4],
  ],
  "A heroine with a temper.",
);

export const CAPTAIN_LIBERTY = actor(
  "liberty",
  "Captain Liberty",
  "hero",
  { justice: [2, 0], truth: [1, 0], love: [2, 0, "", "Polly Trueheart"], hope: [2, 0], duty: [2, 1] },
  [
    ["Team-builder", "attitude", 2],
    ["Star-spangled shield", "power", 4],
  ],
  "The Freedom Squad's leader.",
);

export const ROBBERS = actor(
  "robbers",
  "Bank robbers",
  "opponent",
  { justice: [2, 0, "Greed"], truth: [1, 0, "Need"] },
  [
    ["Guns blazing", "skill", 4],
    ["Desperate", "attitude", 2],
  ],
);

export const DRIVER = actor("driver", "The driver", "opponent", { justice: [1, 2, "Need"], truth: [1, 0, "Fear"] }, [
  ["Floor it", "skill", 3],
]);

export const CHIEF = actor(
  "chief",
  "Chief Arturo Mannelli",
  "opponent",
  {
    justice: [3, 0, "Order"],
    truth: [1, 0, "Pride"],
    love: [1, 0, "Family"],
    hope: [2, 0, "The city"],
    duty: [2, 0, "The badge"],
  },
  [
    ["Angry", "attitude", 3],
    ["Bullhorn", "skill", 4],
  ],
  "Police Chief of the city; no friend of spandex-clad freaks.",
);

export const SAMPLE_ACTORS: SampleActor[] = [SILVERSTAR, ZIP, NIGHT_MAIDEN, CAPTAIN_LIBERTY, ROBBERS, DRIVER, CHIEF];

export function sampleSheets(): capes.Sheets {
  return Object.fromEntries(SAMPLE_ACTORS.map((a) => [a.uuid, sheetView(a.uuid, a.name, a.system, a.items)]));
}

export const EDITOR = { userId: "gm", isGM: true };
export const PLAYER = { userId: "zips", isGM: false };

/** Apply requests in order (each must pass), carrying the sheets' changes like the GM's client does. */
function play(
  board: capes.CapesBoard,
  sheets: capes.Sheets,
  steps: [capes.Requester, capes.BoardRequest][],
): capes.CapesBoard {
  let current = board;
  for (const [who, step] of steps) {
    // "*" stands for the die the board awaits now.
    const request =
      step.type === "rollResult" && step.pendingId === "*"
        ? { ...step, pendingId: current.scene.pending?.id ?? "" }
        : step;
    const result = capes.applyRequest(current, request, sheets, who);
    if (!result.ok) throw new Error(`sample board: ${request.type} refused: ${result.problems[0]?.message ?? ""}`);
    current = result.board;
    for (const e of result.effects) {
      const s = sheets[e.actorUuid];
      if (!s) continue;
      if (e.kind === "debt") s.drives[e.drive].debt = e.debt;
      else
        Object.assign(s.abilities.find((a) => a.id === e.abilityId) ?? {}, {
          blocked: e.blocked,
          usedThisPage: e.usedThisPage,
        });
    }
  }
  return current;
}

const setDice = (board: capes.CapesBoard, name: string, ...sides: number[][]) => {
  const c = board.scene.complications.find((x) => x.name === name);
  sides.forEach((dice, i) => {
    const side = c?.sides[i];
    if (side) side.dice = dice;
  });
};

export interface SampleBoard {
  board: capes.CapesBoard;
  sheets: capes.Sheets;
  selection: capes.DieRef | null;
}

/** The bank robbery at each phase, as the gallery shows it. */
export function sampleBoards(): Record<
  "setup" | "claims" | "overdrawn" | "turns" | "reaction" | "resolve" | "end" | "over",
  SampleBoard
> {
  const sheets = sampleSheets();
  const start = capes.newBoard({
    title: "The Freedom Squad",
    scene: "The bank robbery",
    editor: { userId: "gm", name: "Editor" },
    players: [
      { userId: "zips", name: "Zip's player" },
      { userId: "alice", name: "Alice" },
      { userId: "caps", name: "Liberty's player" },
      { userId: "joe", name: "Joe" },
    ],
    victoryTotal: 30,
  });
  const zips = { userId: "zips", isGM: false };
  const alice = { userId: "alice", isGM: false };
  const setup = play(start, sheets, [
    ...["Robbery", "Clobbering", "Hostages", "Police"].map((name): [capes.Requester, capes.BoardRequest] => [
      EDITOR,
      { type: "addComplication", name },
    ]),
    [zips, { type: "spendProminence", actorUuid: ZIP.uuid, faction: "heroes", tokens: 1 }],
    [alice, { type: "spendProminence", actorUuid: NIGHT_MAIDEN.uuid, faction: "heroes", tokens: 1 }],
    [EDITOR, { type: "doubleToken", actorUuid: CAPTAIN_LIBERTY.uuid, userId: "caps" }],
    [EDITOR, { type: "addCharacter", actorUuid: ROBBERS.uuid, faction: "opponents", prominence: 1, narrator: "joe" }],
    [EDITOR, { type: "addCharacter", actorUuid: DRIVER.uuid, faction: "opponents", prominence: 1, narrator: "joe" }],
  ]);
  const balanced = play(setup, sheets, [
    [EDITOR, { type: "addCharacter", actorUuid: CHIEF.uuid, faction: "opponents", prominence: 2, narrator: "gm" }],
    [EDITOR, { type: "startScene" }],
  ]);
  // Later in the Scene: Police red 5 blue 1, Hostages red 2 blue 4, Robbery red 6, Getaway in play.
  const claims = structuredClone(balanced);
  setDice(claims, "Police", [1], [5]);
  setDice(claims, "Hostages", [4], [2]);
  setDice(claims, "Robbery", [3], [6]);
  claims.scene.complications.push({
    id: "c90",
    name: "Getaway",
    sides: [
      { faction: "heroes", owner: null, dice: [2] },
      { faction: "opponents", owner: null, dice: [4] },
    ],
    stakes: [],
    claim: null,
    from: null,
  });
  const id = (b: capes.CapesBoard, name: string) => b.scene.complications.find((c) => c.name === name)?.id ?? "";
  const ch = (b: capes.CapesBoard, name: string) => b.scene.characters.find((c) => c.name === name)?.id ?? "";
  const claimed = play(claims, sheets, [
    [EDITOR, { type: "claim", characterId: ch(claims, "Bank robbers"), complicationId: id(claims, "Robbery") }],
    [EDITOR, { type: "passClaims" }],
    [zips, { type: "claim", characterId: ch(claims, "Zip"), complicationId: id(claims, "Hostages") }],
    [zips, { type: "passClaims" }],
    [alice, { type: "passClaims" }],
    [
      { userId: "caps", isGM: false },
      { type: "claim", characterId: ch(claims, "Captain Liberty"), complicationId: id(claims, "Hostages") },
    ],
  ]);
  const overdrawn = play(claimed, sheets, [
    [zips, { type: "passClaims" }],
    [{ userId: "caps", isGM: false }, { type: "passClaims" }],
    [{ userId: "joe", isGM: false }, { type: "passClaims" }],
  ]);
  const turnsSheets = structuredClone(sheets);
  const turns = play(overdrawn, turnsSheets, [
    [
      { userId: "joe", isGM: false },
      {
        type: "overdrawnRoll",
        characterId: ch(overdrawn, "The driver"),
        drive: "justice",
        complicationId: id(overdrawn, "Robbery"),
        side: 1,
        die: 0,
      },
    ],
    [
      { userId: "joe", isGM: false },
      { type: "rollResult", pendingId: "*", face: 2 },
    ],
    [EDITOR, { type: "endTurn" }],
    [
      zips,
      {
        type: "stake",
        characterId: ch(overdrawn, "Zip"),
        complicationId: id(overdrawn, "Getaway"),
        drive: "hope",
        count: 1,
      },
    ],
  ]);
  const zipAbility = (name: string) => turnsSheets[ZIP.uuid]?.abilities.find((a) => a.name === name)?.id ?? "";
  const reactionSheets = structuredClone(turnsSheets);
  const reaction = play(turns, reactionSheets, [
    [
      zips,
      {
        type: "roll",
        characterId: ch(turns, "Zip"),
        complicationId: id(turns, "Getaway"),
        side: 0,
        die: 0,
        abilityId: zipAbility("Super-speed"),
        debtDrive: "duty",
      },
    ],
    [zips, { type: "rollResult", pendingId: "*", face: 1 }],
    [zips, { type: "decide", keep: true }],
    [
      zips,
      {
        type: "react",
        characterId: ch(turns, "Zip"),
        abilityId: zipAbility("Mundane Tasks done Super-fast"),
        debtDrive: "hope",
        stakeDebt: true,
      },
    ],
    [zips, { type: "rollResult", pendingId: "*", face: 3 }],
  ]);
  // The resolution of Hostages (Captain Liberty) with the stakes paid out.
  const resolveStart = structuredClone(claimed);
  setDice(resolveStart, "Hostages", [2], [2]);
  const resolveSheets = structuredClone(sheets);
  const staked = play(resolveStart, resolveSheets, [
    [zips, { type: "passClaims" }],
    [{ userId: "caps", isGM: false }, { type: "passClaims" }],
    [{ userId: "joe", isGM: false }, { type: "passClaims" }],
    [
      { userId: "joe", isGM: false },
      {
        type: "overdrawnRoll",
        characterId: ch(claimed, "The driver"),
        drive: "justice",
        complicationId: id(claimed, "Robbery"),
        side: 1,
        die: 0,
      },
    ],
    [
      { userId: "joe", isGM: false },
      { type: "rollResult", pendingId: "*", face: 2 },
    ],
    [EDITOR, { type: "endTurn" }],
    [EDITOR, { type: "endTurn" }],
    [EDITOR, { type: "endTurn" }],
    [
      { userId: "caps", isGM: false },
      {
        type: "stake",
        characterId: ch(claimed, "Captain Liberty"),
        complicationId: id(claimed, "Hostages"),
        drive: "duty",
        count: 1,
      },
    ],
  ]);
  setDice(staked, "Hostages", [4], [2]);
  const resolve = play(staked, resolveSheets, [
    ...Array.from({ length: 5 }, (): [capes.Requester, capes.BoardRequest] => [EDITOR, { type: "endTurn" }]),
    [EDITOR, { type: "resolveNext" }],
  ]);
  // The Scene's end: eight Victory Points for the heroes.
  const end = structuredClone(resolve);
  end.scene.resolution = null;
  end.scene.phase = "end";
  end.scene.vp = { heroes: 8, opponents: 0 };
  const over = play(end, structuredClone(resolveSheets), [[EDITOR, { type: "closeScene" }]]);
  return {
    setup: { board: setup, sheets, selection: null },
    claims: { board: claimed, sheets, selection: null },
    overdrawn: { board: overdrawn, sheets, selection: null },
    turns: { board: turns, sheets: turnsSheets, selection: { complicationId: id(turns, "Getaway"), side: 0, die: 0 } },
    reaction: { board: reaction, sheets: reactionSheets, selection: null },
    resolve: { board: resolve, sheets: resolveSheets, selection: null },
    end: { board: end, sheets: resolveSheets, selection: null },
    over: { board: over, sheets: resolveSheets, selection: null },
  };
}

/** The world's Capes characters, as the set-up selects list them. */
export function sampleActorList(): { uuid: string; name: string; kind: capes.CharacterKind }[] {
  return SAMPLE_ACTORS.map((a) => ({ uuid: a.uuid, name: a.name, kind: a.system.kind }));
}

export { HERO_TYPE };
