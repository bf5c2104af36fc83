/**
 * Sample boards for the gallery (pure; not shipped): the bank robbery of
 * Capes Lite's example of play at every phase, reached by playing requests
 * through the rules as the GM's client would, with the sample characters.
 */
import { capes } from "../../rules";
import { CAPTAIN_LIBERTY, CHIEF, DRIVER, NIGHT_MAIDEN, ROBBERS, ZIP, sampleSheets } from "./sample-characters";

export const EDITOR = { userId: "gm", isGM: true };
export const PLAYER = { userId: "zips", isGM: false };
/** Stands for the player whose character acts now (or whose claim resolves next): each decides for themselves. */
const ACTING = { userId: "*", isGM: false };

/** The requester `who` stands for on this board (ACTING: the acting character's narrator). */
function asker(board: capes.CapesBoard, who: capes.Requester): capes.Requester {
  if (who.userId !== "*") return who;
  const { scene } = board;
  const claimant = scene.complications.find((c) => c.id === scene.resolution?.queue[0])?.claim;
  const id = scene.phase === "resolve" ? claimant : scene.turn?.order[scene.turn.index];
  const userId = scene.characters.find((c) => c.id === id)?.narrator ?? "";
  return { userId, isGM: userId === board.story.editorId };
}

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
    const result = capes.applyRequest(current, request, sheets, asker(current, who));
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
  "setup" | "claims" | "overdrawn" | "turns" | "reacting" | "reaction" | "resolve" | "end" | "over",
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
  // Later in the Scene: Police red 5 blue 1, Hostages red 2 blue 4, Robbery red 6, Getaway in play.
  const diced = structuredClone(setup);
  setDice(diced, "Police", [1], [5]);
  setDice(diced, "Hostages", [4], [2]);
  setDice(diced, "Robbery", [3], [6]);
  setDice(diced, "Clobbering", [3], [1]);
  diced.scene.complications.push({
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
  const claims = play(diced, sheets, [
    [EDITOR, { type: "addCharacter", actorUuid: CHIEF.uuid, faction: "opponents", prominence: 2, narrator: "gm" }],
    [EDITOR, { type: "startScene" }],
  ]);
  const id = (b: capes.CapesBoard, name: string) => b.scene.complications.find((c) => c.name === name)?.id ?? "";
  const ch = (b: capes.CapesBoard, name: string) => b.scene.characters.find((c) => c.name === name)?.id ?? "";
  const claimed = play(claims, sheets, [
    // Joe, who narrates the robbers, is away for a moment: the Editor claims Robbery for them, as in the book.
    [
      { ...EDITOR, absent: ["joe"] },
      { type: "claim", characterId: ch(claims, "Bank robbers"), complicationId: id(claims, "Robbery") },
    ],
    [EDITOR, { type: "passClaims" }],
    // Zip's seat passes on by itself once he has claimed; Zip may claim Clobbering once his claim is taken.
    [zips, { type: "claim", characterId: ch(claims, "Zip"), complicationId: id(claims, "Hostages") }],
    [alice, { type: "passClaims" }],
    [
      { userId: "caps", isGM: false },
      { type: "claim", characterId: ch(claims, "Captain Liberty"), complicationId: id(claims, "Hostages") },
    ],
  ]);
  const overdrawn = play(claimed, sheets, [
    [zips, { type: "passClaims" }],
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
    [zips, { type: "passReaction" }],
    [alice, { type: "passReaction" }],
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
  // Zip keeps a 1: Zip's player and Alice may react to it.
  const reactingSheets = structuredClone(turnsSheets);
  const reacting = play(turns, reactingSheets, [
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
  ]);
  const reactionSheets = structuredClone(reactingSheets);
  const reaction = play(reacting, reactionSheets, [
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
    [zips, { type: "passReaction" }],
    [alice, { type: "passReaction" }],
    [ACTING, { type: "endTurn" }],
    [ACTING, { type: "endTurn" }],
    [ACTING, { type: "endTurn" }],
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
    ...Array.from({ length: 5 }, (): [capes.Requester, capes.BoardRequest] => [ACTING, { type: "endTurn" }]),
    [ACTING, { type: "resolveNext" }],
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
    reacting: { board: reacting, sheets: reactingSheets, selection: null },
    reaction: { board: reaction, sheets: reactionSheets, selection: null },
    resolve: { board: resolve, sheets: resolveSheets, selection: null },
    end: { board: end, sheets: resolveSheets, selection: null },
    over: { board: over, sheets: resolveSheets, selection: null },
  };
}
