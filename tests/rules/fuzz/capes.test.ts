import { afterAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { capes } from "../../../src/rules";
import { SHEETS, sceneOne } from "../capes/fixtures";
import {
  anyValue,
  functionNames,
  FuzzSuite,
  notBoolean,
  notIntegerIn,
  notList,
  notOneOf,
  notRecord,
  notString,
  tooLong,
  withArg,
  withField,
  type Args,
  type FunctionFuzz,
} from "./harness";

/**
 * Property-based fuzzing of every public Capes rules function: good
 * arguments are accepted with a well-formed result, bad ones refused with a
 * RangeError/TypeError naming the function, and nothing takes long. The
 * board's requests are fuzzed on a real board of the example Scene.
 */

const suite = new FuzzSuite("capes");
const { DRIVES, ABILITY_TYPES } = capes;

const face = fc.integer({ min: 1, max: 6 });
const level = fc.integer({ min: 1, max: 5 });
const notFace = notIntegerIn(1, 6);
const notLevel = notIntegerIn(1, 5);
const side = fc.array(face, { maxLength: 5 });
const sides = fc.array(side, { minLength: 2, maxLength: 5 });
const controlled = sides.filter((s) => capes.control(s) !== null).map((s) => [s, capes.control(s)] as Args);
const driveValues = fc.record(
  Object.fromEntries(DRIVES.map((d) => [d, fc.integer({ min: 0, max: 9 })])) as Record<
    capes.DriveSlot,
    fc.Arbitrary<number>
  >,
);
const abilities = fc.array(fc.record({ type: fc.constantFrom(...ABILITY_TYPES), level }), { maxLength: 14 });
const named = fc.record(
  Object.fromEntries(DRIVES.map((d) => [d, fc.boolean()])) as Record<capes.DriveSlot, fc.Arbitrary<boolean>>,
);
const one = <T>(a: fc.Arbitrary<T>) => fc.tuple(a);
const isProblems = (r: unknown) =>
  Array.isArray(r) && r.every((p) => typeof (p as { code: unknown }).code === "string");

// A board of the example's first Scene, and requests of every kind naming what is on it.
const board = sceneOne().board;
const sheets = SHEETS();
const ids = [
  ...board.scene.characters.map((c) => c.id),
  ...board.scene.complications.map((c) => c.id),
  ...Object.keys(sheets),
  "r1",
  "nobody",
];
const userIds = board.story.players.map((p) => p.userId);
const requester = fc.record({ userId: fc.constantFrom(...userIds, "stranger"), isGM: fc.boolean() });
const anyId = fc.constantFrom(...ids);
const drive = fc.constantFrom(...DRIVES);
const small = fc.integer({ min: 0, max: 7 });
const request: fc.Arbitrary<capes.BoardRequest> = fc.oneof(
  fc.constantFrom<capes.BoardRequest>(
    { type: "passClaims" },
    { type: "startScene" },
    { type: "endTurn" },
    { type: "veto" },
    { type: "resolveNext" },
    { type: "closeScene" },
  ),
  fc.record({ type: fc.constant("claim" as const), characterId: anyId, complicationId: anyId }),
  fc.record({
    type: fc.constant("overdrawnRoll" as const),
    characterId: anyId,
    drive,
    complicationId: anyId,
    side: small,
    die: small,
  }),
  fc.record({
    type: fc.constant("stake" as const),
    characterId: anyId,
    complicationId: anyId,
    drive,
    count: fc.integer({ min: 1, max: 5 }),
  }),
  fc.record(
    {
      type: fc.constant("roll" as const),
      characterId: anyId,
      complicationId: anyId,
      side: small,
      die: small,
      abilityId: fc.constantFrom(...Object.values(sheets).flatMap((s) => s.abilities.map((a) => a.id))),
      debtDrive: drive,
      stakeDebt: fc.boolean(),
    },
    { requiredKeys: ["type", "characterId", "complicationId", "side", "die", "abilityId"] },
  ),
  fc.record({ type: fc.constant("rollResult" as const), pendingId: fc.constantFrom("r1", "r2", "r9"), face }),
  fc.record({ type: fc.constant("decide" as const), keep: fc.boolean() }),
  fc.record({
    type: fc.constant("split" as const),
    characterId: anyId,
    complicationId: anyId,
    side: small,
    die: small,
    parts: fc.integer({ min: 2, max: 6 }),
    newSide: fc.integer({ min: 0, max: 6 }),
  }),
  fc.record({ type: fc.constant("give" as const), giftId: anyId, toUserId: fc.constantFrom(...userIds) }),
  fc.record({ type: fc.constant("replace" as const), name: fc.constant("New trouble") }),
  fc.record({ type: fc.constant("addComplication" as const), name: fc.constant("Fire") }),
  fc.record({
    type: fc.constant("spendProminence" as const),
    actorUuid: anyId,
    faction: fc.constantFrom(...capes.FACTIONS),
    tokens: fc.integer({ min: 1, max: 3 }),
  }),
);
const goodApply = fc.tuple(fc.constant(board), request, fc.constant(sheets), requester);

const SPECS: Record<string, FunctionFuzz> = {
  control: {
    good: one(sides),
    wellFormed: (r) => r === null || Number.isInteger(r),
    bad: [
      withArg(one(sides), 0, notList),
      withArg(one(sides), 0, fc.constantFrom([], [[1]])),
      withField(one(sides), 0, [0, 0], notFace),
      withArg(one(sides), 0, tooLong([1], 24)),
      withField(one(sides), 0, [0], tooLong(1, 60)),
    ],
  },
  split: {
    good: face.chain((v) => fc.tuple(fc.constant(v), fc.integer({ min: 1, max: v }))),
    wellFormed: (r, args) => Array.isArray(r) && (r as number[]).reduce((a, b) => a + b, 0) === args[0],
    bad: [
      withArg(fc.tuple(fc.constant(4), fc.constant(2)), 0, notFace),
      withArg(fc.tuple(fc.constant(4), fc.constant(2)), 1, notIntegerIn(1, 4)),
    ],
  },
  inspiration: {
    good: controlled,
    wellFormed: (r) => Number.isInteger((r as { vp: number }).vp) && Number.isInteger((r as { bonus: number }).bonus),
    bad: [
      withArg(fc.constant([[[4], [2]], 0] as Args), 0, notList),
      withArg(
        fc.constant([[[4], [2]], 0] as Args),
        1,
        anyValue.filter((v) => v !== 0),
      ),
      withField(fc.constant([[[4], [2]], 0] as Args), 0, [1, 0], notFace),
    ],
  },
  canRoll: {
    good: fc.tuple(level, face),
    wellFormed: (r) => typeof r === "boolean",
    bad: [withArg(fc.tuple(level, face), 0, notLevel), withArg(fc.tuple(level, face), 1, notFace)],
  },
  sideTotal: {
    good: one(side),
    wellFormed: (r) => Number.isInteger(r),
    bad: [
      withArg(one(side), 0, notList),
      withField(one(fc.constant([1, 2])), 0, [0], notFace),
      withArg(one(side), 0, tooLong(1, 60)),
    ],
  },
  replacementDice: {
    good: one(fc.integer({ min: -6, max: 6 })),
    wellFormed: (r) => (r as { won: number }).won >= 1,
    bad: [withArg(one(fc.constant(2)), 0, notIntegerIn(-6, 6))],
  },
  overdrawn: {
    good: one(fc.record({ value: fc.integer({ min: 0, max: 999 }), debt: fc.integer({ min: 0, max: 999 }) })),
    wellFormed: (r) => typeof r === "boolean",
    bad: [
      withArg(one(fc.constant({ value: 1, debt: 1 })), 0, notRecord),
      withField(one(fc.constant({ value: 1, debt: 1 })), 0, ["value"], notIntegerIn(0, 999)),
      withField(one(fc.constant({ value: 1, debt: 1 })), 0, ["debt"], notIntegerIn(0, 999)),
    ],
  },
  driveProblems: {
    good: one(driveValues),
    wellFormed: isProblems,
    bad: [
      withArg(one(driveValues), 0, notRecord),
      withField(one(driveValues), 0, ["hope"], notIntegerIn(0, 999)),
      withField(one(driveValues), 0, ["faith"], fc.constant(1)),
    ],
  },
  abilityProblems: {
    good: one(abilities),
    wellFormed: isProblems,
    bad: [
      withArg(one(abilities), 0, notList),
      withField(one(fc.constant([{ type: "power", level: 1 }])), 0, [0, "type"], notOneOf(ABILITY_TYPES)),
      withField(one(fc.constant([{ type: "power", level: 1 }])), 0, [0, "level"], notLevel),
      withField(one(fc.constant([{ type: "power", level: 1 }])), 0, [0], notRecord),
    ],
  },
  exemplarProblems: {
    good: one(named),
    wellFormed: isProblems,
    bad: [withArg(one(named), 0, notRecord), withField(one(named), 0, ["love"], notBoolean)],
  },
  teamExemplarProblems: {
    good: fc.tuple(
      fc.array(fc.string({ maxLength: 20 }), { maxLength: 5 }),
      fc.array(fc.array(fc.string({ maxLength: 20 }), { maxLength: 5 }), { maxLength: 6 }),
    ),
    wellFormed: isProblems,
    bad: [
      withArg(fc.constant([["Supreme"], [["Supreme"]]] as Args), 0, notList),
      withArg(fc.constant([["Supreme"], [["Supreme"]]] as Args), 1, notList),
      fc.constant([[3], [["Supreme"]]]),
      fc.constant([["Supreme"], [["x".repeat(201)]]]),
      fc.constant([["Supreme"], Array.from({ length: 65 }, () => ["Supreme"])]),
    ],
  },
  driveLabel: {
    good: fc.tuple(drive, fc.string({ maxLength: 20 })),
    wellFormed: (r) => typeof r === "string" && r.length > 0,
    bad: [
      withArg(fc.tuple(drive, fc.constant("Need")), 0, notOneOf(DRIVES)),
      withArg(fc.tuple(drive, fc.constant("Need")), 1, notString),
      fc.constant(["hope", "x".repeat(201)]),
    ],
  },
  newBoard: {
    good: one(
      fc.record({
        title: fc.string({ maxLength: 20 }),
        scene: fc.string({ maxLength: 20 }),
        editor: fc.constant({ userId: "gm", name: "GM" }),
        players: fc.uniqueArray(
          fc.record({ userId: fc.stringMatching(/^u[0-9]{1,3}$/), name: fc.string({ maxLength: 10 }) }),
          { maxLength: 6, selector: (p) => p.userId },
        ),
      }),
    ),
    wellFormed: (r) => (r as capes.CapesBoard).scene.phase === "setup",
    bad: [
      withArg(
        one(fc.constant({ title: "", scene: "", editor: { userId: "gm", name: "" }, players: [] })),
        0,
        notRecord,
      ),
      withField(
        one(fc.constant({ title: "", scene: "", editor: { userId: "gm", name: "" }, players: [] })),
        0,
        ["players"],
        notList,
      ),
      withField(
        one(fc.constant({ title: "", scene: "", editor: { userId: "gm", name: "" }, players: [] })),
        0,
        ["editor", "userId"],
        fc.constantFrom("", 5, null),
      ),
      fc.constant([
        { title: "", scene: "", editor: { userId: "gm", name: "" }, players: [{ userId: "gm", name: "" }] },
      ]),
      withField(
        one(fc.constant({ title: "", scene: "", editor: { userId: "gm", name: "" }, players: [] })),
        0,
        ["victoryTotal"],
        notIntegerIn(0, 999).filter((v) => v !== undefined),
      ),
    ],
  },
  nextScene: {
    good: fc.constant([closedBoard(), "The warehouse"]),
    wellFormed: (r) => (r as capes.CapesBoard).story.sceneNumber === 2,
    bad: [
      withArg(fc.constant([closedBoard(), "x"]), 0, notRecord),
      fc.constant([board, "Too soon"]),
      withArg(fc.constant([closedBoard(), "x"]), 1, notString),
      withField(fc.constant([closedBoard(), "x"]), 0, ["scene", "phase"], notOneOf(capes.PHASES)),
    ],
  },
  applyRequest: {
    good: goodApply,
    wellFormed: (r, args) => {
      const result = r as capes.BoardResult;
      if (!result.ok) return result.board === args[0] && result.problems.length === 1 && result.effects.length === 0;
      return result.board.version === (args[0] as capes.CapesBoard).version + 1;
    },
    bad: [
      withArg(goodApply, 0, notRecord),
      withArg(goodApply, 1, notRecord),
      withField(goodApply, 1, ["type"], notOneOf(capes.REQUEST_TYPES)),
      withArg(
        fc.tuple(
          fc.constant(board),
          fc.constant({ type: "claim", characterId: "ch1", complicationId: "c1" }),
          fc.constant(sheets),
          fc.constant({ userId: "editor", isGM: true }),
        ),
        1,
        fc.record({
          type: fc.constant("claim"),
          characterId: fc.oneof(notString, fc.constant("")),
          complicationId: fc.constant("c1"),
        }),
      ),
      withArg(
        fc.tuple(
          fc.constant(board),
          fc.constant({ type: "stake", complicationId: "c1", drive: "hope", count: 1 }),
          fc.constant(sheets),
          fc.constant({ userId: "editor", isGM: true }),
        ),
        1,
        fc.record({
          type: fc.constant("stake"),
          complicationId: fc.constant("c1"),
          drive: notOneOf(DRIVES),
          count: fc.constant(1),
        }),
      ),
      withArg(
        fc.tuple(
          fc.constant(board),
          fc.constant({ type: "rollResult", pendingId: "r1", face: 3 }),
          fc.constant(sheets),
          fc.constant({ userId: "editor", isGM: true }),
        ),
        1,
        fc.record({ type: fc.constant("rollResult"), pendingId: fc.constant("r1"), face: notFace }),
      ),
      withField(goodApply, 1, ["unexpected"], fc.constant(1)),
      withArg(goodApply, 2, notRecord),
      withField(goodApply, 2, ["Actor.zip", "drives", "hope", "debt"], notIntegerIn(0, 999)),
      withField(goodApply, 2, ["Actor.zip", "abilities", 0, "type"], notOneOf(ABILITY_TYPES)),
      withArg(goodApply, 3, notRecord),
      withField(goodApply, 3, ["isGM"], notBoolean),
      withField(goodApply, 0, ["scene", "complications", 0, "sides", 0, "dice", 0], notFace),
      withField(goodApply, 0, ["version"], notIntegerIn(0, 999)),
      fc.tuple(
        fc.constant(board),
        fc.constant({ type: "passClaims" }),
        fc.constant(sheets),
        fc.constant({ userId: "editor", isGM: true }),
        notIntegerIn(0, Number.MAX_SAFE_INTEGER).filter((v) => v !== undefined),
      ),
    ],
  },
  actingCharacterId: {
    good: one(fc.constant(board)),
    wellFormed: (r) => r === null || typeof r === "string",
    bad: [withArg(one(fc.constant(board)), 0, notRecord)],
  },
};

/** A Scene closed at once by the Editor (for nextScene). */
function closedBoard(): capes.CapesBoard {
  const b = structuredClone(board);
  b.scene.phase = "over";
  return b;
}

describe("capes: every public function refuses bad input clearly and accepts good input (fast-check)", () => {
  it("has a fuzz spec for every exported function", () => {
    expect(functionNames(capes).filter((name) => !(name in SPECS))).toEqual([]);
  });

  for (const name of functionNames(capes)) {
    const spec = SPECS[name];
    if (!spec) continue;
    it(`capes.${name}`, () => {
      suite.run(`capes.${name}`, capes[name as keyof typeof capes] as never, spec);
    });
  }

  afterAll(() => suite.write());
});
