/**
 * The shape of a board request (docs/api.md, "The Complication board": "A
 * malformed request (a missing field, a wrong type) throws"): blank ids and
 * names, counts, indexes and split sizes out of bounds, a split's stake, and
 * fields a request does not have — each a RangeError naming the field, before
 * any rule is asked.
 */
import { describe, expect, it } from "vitest";
import { applyRequest } from "../../../src/rules/capes";
import type { BoardRequest } from "../../../src/rules/capes";
import { EDITOR, Table } from "./fixtures";

function shapeError(request: object): () => unknown {
  const t = new Table();
  return () => applyRequest(t.board, request as BoardRequest, t.sheets, EDITOR);
}

/** The request throws a RangeError whose message starts with `message`. */
function rangeError(request: object, message: string): void {
  const run = shapeError(request);
  expect(run).toThrow(RangeError);
  expect(run).toThrow(message);
}

const SPLIT = { type: "split", characterId: "c1", complicationId: "k1", side: 0, die: 0, parts: 2, newSide: 0 };
const FN = "capes.applyRequest: request";

describe("ids and names", () => {
  it("refuses an id or a name of spaces only, naming the field", () => {
    rangeError(
      { type: "claim", characterId: "  ", complicationId: "k1" },
      `${FN}.characterId must be a non-empty id (got "  ")`,
    );
    rangeError({ type: "addPlayer", userId: "u9", name: " \t " }, `${FN}.name must be a non-empty name (got " \\t ")`);
    rangeError({ type: "seat", userIds: ["editor", " "] }, `${FN}.userIds[1] must be a non-empty id`);
  });

  it("accepts ids and names with spaces around text", () => {
    const t = new Table();
    expect(applyRequest(t.board, { type: "addComplication", name: " Getaway " }, t.sheets, EDITOR).ok).toBe(true);
    const remove = applyRequest(t.board, { type: "removeComplication", complicationId: " k1 " }, t.sheets, EDITOR);
    expect(remove.problems.map((p) => p.code)).toEqual(["unknown-complication"]);
  });
});

describe("numbers", () => {
  it("takes a count from its least to 999", () => {
    const stake = { type: "stake", characterId: "c1", complicationId: "k1", drive: "hope" };
    rangeError({ ...stake, count: 0 }, `${FN}.count must be a whole number from 1 to 999 (got 0)`);
    rangeError({ ...stake, count: 1000 }, `${FN}.count must be a whole number from 1 to 999 (got 1000)`);
    rangeError({ type: "setVictoryTotal", value: -1 }, `${FN}.value must be a whole number from 0 to 999 (got -1)`);
    const t = new Table();
    expect(applyRequest(t.board, { type: "setVictoryTotal", value: 999 }, t.sheets, EDITOR).ok).toBe(true);
    expect(applyRequest(t.board, { type: "setVictoryTotal", value: 0 }, t.sheets, EDITOR).ok).toBe(true);
  });

  it("takes a side or die index from 0 to 999", () => {
    rangeError({ ...SPLIT, side: -1 }, `${FN}.side must be a whole number from 0 to 999 (got -1)`);
    rangeError({ ...SPLIT, die: 1000 }, `${FN}.die must be a whole number from 0 to 999 (got 1000)`);
  });

  it("splits into 2 to 6 dice and moves 0 to 6 of them (a die shows at most 6)", () => {
    rangeError({ ...SPLIT, parts: 1 }, `${FN}.parts must be a whole number from 2 to 6 (got 1)`);
    rangeError({ ...SPLIT, parts: 7 }, `${FN}.parts must be a whole number from 2 to 6 (got 7)`);
    rangeError({ ...SPLIT, newSide: -1 }, `${FN}.newSide must be a whole number from 0 to 6 (got -1)`);
    rangeError({ ...SPLIT, newSide: 7 }, `${FN}.newSide must be a whole number from 0 to 6 (got 7)`);
  });
});

describe("a split's stake", () => {
  it("names the stake's own fields", () => {
    rangeError({ ...SPLIT, stake: { drive: "greed", count: 1 } }, `${FN}.stake.drive must be `);
    rangeError(
      { ...SPLIT, stake: { drive: "hope", count: 0 } },
      `${FN}.stake.count must be a whole number from 1 to 999 (got 0)`,
    );
    rangeError(
      { ...SPLIT, stake: { drive: "hope", count: 1, from: "truth" } },
      `${FN}.stake.from must be absent (a request.stake has drive, count) (got "truth")`,
    );
  });
});

describe("fields a request does not have", () => {
  it("names the field and the fields the request has", () => {
    rangeError(
      { type: "endTurn", characterId: "c1" },
      `${FN}.characterId must be absent (a request has type) (got "c1")`,
    );
    rangeError(
      { type: "replace", name: "Bank job", inspirationId: "i1", heroes: 2 },
      `${FN}.heroes must be absent (a request has type, name, inspirationId) (got 2)`,
    );
    rangeError(
      { type: "addComplication", name: "Bank job", inspirationId: "i1", heroes: 2 },
      `${FN}.heroes must be absent (an Inspiration sets its own dice) (got 2)`,
    );
  });
});
