import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  applyRequest,
  DRIVES,
  type BoardRequest,
  type CapesBoard,
  type Requester,
  type Sheets,
} from "../../../src/rules/capes";
import { ALICE, CAPS, EDITOR, EDITOR_ALONE, JOE, ZIPS, sceneOne } from "./fixtures";

/**
 * Random walks through whole Scenes: at each step a move is picked from the
 * moves the board could plausibly take now (most legal, some not), by the
 * Editor or a player. Whatever happens, a refused request changes nothing,
 * an accepted one raises the version by one, and the board never holds an
 * impossible value.
 */

const PHASES_SEEN = new Set<string>();
const PEOPLE: Requester[] = [EDITOR, EDITOR_ALONE, EDITOR_ALONE, ZIPS, ALICE, CAPS, JOE];

function candidates(board: CapesBoard, sheets: Sheets): BoardRequest[] {
  const scene = board.scene;
  const out: BoardRequest[] = [];
  /** Moves that carry the Scene on: picked about a third of the time, so walks get past the first claims. */
  const progress: BoardRequest[] = [];
  const comps = scene.complications;
  if (scene.pending) {
    if (scene.pending.result === null)
      for (let f = 1; f <= 6; f++) out.push({ type: "rollResult", pendingId: scene.pending.id, face: f });
    else out.push({ type: "decide", keep: true }, { type: "decide", keep: false }, { type: "veto" });
    return out;
  }
  // The chance to react: each player still deciding passes (or the Editor for them).
  for (const userId of scene.reactions?.awaiting ?? [])
    progress.push({ type: "passReaction" }, { type: "passReaction", userId });
  switch (scene.phase) {
    case "claims":
      progress.push({ type: "passClaims" });
      for (const c of scene.characters)
        for (const comp of comps) out.push({ type: "claim", characterId: c.id, complicationId: comp.id });
      break;
    case "overdrawn":
      for (const due of scene.overdrawnDue)
        for (const comp of comps)
          comp.sides.forEach((s, si) =>
            s.dice.forEach((_, di) =>
              out.push({ type: "overdrawnRoll", ...due, complicationId: comp.id, side: si, die: di }),
            ),
          );
      break;
    case "turns": {
      const turn = scene.turn;
      const actor = scene.characters.find((c) => c.id === turn?.order[turn.index]);
      progress.push({ type: "endTurn" });
      out.push({ type: "veto" });
      if (scene.lastRoll)
        for (const c of scene.characters)
          for (const a of sheets[c.actorUuid]?.abilities ?? [])
            if (a.type === "trope")
              out.push({ type: "react", characterId: c.id, abilityId: a.id, debtDrive: "hope", stakeDebt: false });
      if (!actor) break;
      for (const comp of comps) {
        for (const drive of DRIVES)
          out.push({ type: "stake", characterId: actor.id, complicationId: comp.id, drive, count: 1 });
        comp.sides.forEach((s, si) =>
          s.dice.forEach((_, di) => {
            for (const a of sheets[actor.actorUuid]?.abilities ?? [])
              out.push({
                type: "roll",
                characterId: actor.id,
                complicationId: comp.id,
                side: si,
                die: di,
                abilityId: a.id,
                debtDrive: "duty",
                stakeDebt: si === 0,
              });
            out.push({
              type: "split",
              characterId: actor.id,
              complicationId: comp.id,
              side: si,
              die: di,
              parts: 2,
              newSide: 0,
            });
            out.push({
              type: "split",
              characterId: actor.id,
              complicationId: comp.id,
              side: si,
              die: di,
              parts: 2,
              newSide: 1,
              stake: { drive: "duty", count: 1 },
            });
          }),
        );
      }
      break;
    }
    case "resolve": {
      progress.push({ type: "resolveNext" });
      for (const g of scene.resolution?.gifts ?? [])
        for (const p of board.story.players) out.push({ type: "give", giftId: g.id, toUserId: p.userId });
      if (scene.resolution?.replacement) {
        progress.push({ type: "replace", name: "Fresh trouble" });
        const holder = board.story.players.find((p) => p.userId === scene.resolution?.replacement?.userId);
        for (const i of holder?.inspirations ?? [])
          out.push({ type: "replace", name: "Old trouble", inspirationId: i.id });
      }
      break;
    }
    case "end":
      out.push({ type: "closeScene" });
      for (const c of scene.characters)
        for (const comp of comps) out.push({ type: "endClaim", characterId: c.id, complicationId: comp.id });
      break;
    default:
      break;
  }
  if (progress.length === 0) return out;
  const weight = Math.max(1, Math.ceil(out.length / (2 * progress.length)));
  for (let i = 0; i < weight; i++) out.push(...progress);
  return out;
}

function checkInvariants(board: CapesBoard, sheets: Sheets): void {
  for (const comp of board.scene.complications) {
    expect(comp.sides.length).toBeGreaterThanOrEqual(2);
    for (const side of comp.sides)
      for (const f of side.dice) expect(f >= 1 && f <= 6 && Number.isInteger(f)).toBe(true);
    for (const stake of comp.stakes) expect(stake.count).toBeGreaterThan(0);
  }
  for (const sheet of Object.values(sheets))
    for (const d of DRIVES) expect(sheet.drives[d].debt).toBeGreaterThanOrEqual(0);
  for (const p of board.story.players) expect(p.tokens).toBeGreaterThanOrEqual(0);
  if (board.scene.phase === "turns") expect(board.scene.turn).not.toBeNull();
  if (board.scene.phase === "resolve") expect(board.scene.resolution).not.toBeNull();
}

describe("random walks through a Scene", () => {
  it("never half-applies a request and never reaches an impossible board", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 })), {
          minLength: 5,
          maxLength: 5,
        }),
        fc.array(fc.tuple(fc.nat(), fc.nat(PEOPLE.length - 1)), { minLength: 50, maxLength: 150 }),
        (dice, steps) => {
          const table = sceneOne();
          table.sheets["Actor.driver"]!.drives.justice.debt = 0;
          // Start from a Scene in progress: each Complication's two dice as given (set before it starts).
          ["Robbery", "Clobbering", "Hostages", "Police", "Getaway"].forEach((name, i) => {
            const [heroes, opponents] = dice[i] ?? [1, 1];
            table.setDice(name, [heroes], [opponents]);
          });
          for (const [pick, who] of steps) {
            const moves = candidates(table.board, table.sheets);
            if (moves.length === 0) break;
            const move = moves[pick % moves.length]!;
            const before = table.board;
            const beforeSheets = JSON.stringify(table.sheets);
            const result = applyRequest(before, move, table.sheets, PEOPLE[who]!, before.version);
            if (result.ok) {
              expect(result.board.version).toBe(before.version + 1);
              table.board = result.board;
              for (const effect of result.effects) {
                const s = table.sheets[effect.actorUuid]!;
                if (effect.kind === "debt") s.drives[effect.drive].debt = effect.debt;
                else
                  Object.assign(
                    s.abilities.find((a) => a.id === effect.abilityId)!,
                    { blocked: effect.blocked, usedThisPage: effect.usedThisPage },
                  );
              }
            } else {
              expect(result.board).toBe(before);
              expect(result.effects).toEqual([]);
              expect(JSON.stringify(table.sheets)).toBe(beforeSheets);
              expect(result.problems[0]?.message.length).toBeGreaterThan(0);
            }
            checkInvariants(table.board, table.sheets);
            PHASES_SEEN.add(table.board.scene.phase);
          }
        },
      ),
      { numRuns: 15 },
    );
    // The walks reach the resolution, not just the first claims.
    expect([...PHASES_SEEN]).toEqual(expect.arrayContaining(["claims", "turns", "resolve"]));
  });
});
