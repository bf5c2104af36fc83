/**
 * An example Scene set up as the book shows it later on: the Editor may list
 * a Complication at given starting faces (Getaway at blue 2, red 4 on Zip's
 * turn; Public Opinion at blue 2, red 1). Players may not, and an
 * Inspiration brings its own faces.
 */
import { describe, expect, it } from "vitest";
import { applyRequest } from "../../../src/rules/capes";
import { EDITOR, JOE, Table } from "./fixtures";

describe("a Complication listed at given faces", () => {
  it("starts Getaway at blue 2 / red 4 and Public Opinion at red 1 / blue 2", () => {
    const t = new Table();
    t.do(EDITOR, { type: "addComplication", name: "Getaway", heroes: 2, opponents: 4 });
    t.do(EDITOR, { type: "addComplication", name: "Public Opinion", heroes: 2, opponents: 1 });
    expect(t.dice("Getaway")).toEqual([[2], [4]]);
    expect(t.dice("Public Opinion")).toEqual([[2], [1]]);
    expect(t.complication("Getaway").sides.map((s) => [s.faction, s.owner])).toEqual([
      ["heroes", null],
      ["opponents", null],
    ]);
    expect(t.board.log.at(-1)).toMatchObject({ kind: "complicationAdded", data: { name: "Public Opinion" } });
  });

  it("leaves an unnamed side at 1", () => {
    const t = new Table();
    t.do(EDITOR, { type: "addComplication", name: "Getaway", opponents: 4 });
    t.do(EDITOR, { type: "addComplication", name: "Rescue", heroes: 3 });
    expect(t.dice("Getaway")).toEqual([[1], [4]]);
    expect(t.dice("Rescue")).toEqual([[3], [1]]);
  });

  it("is the Editor's alone: a player is refused and nothing changes", () => {
    const t = new Table();
    const result = t.refused(JOE, { type: "addComplication", name: "Getaway", heroes: 2 }, "editor-only");
    expect(result.problems[0]?.data).toEqual({
      what: "list new Complications (players bring theirs from Inspirations)",
    });
  });

  it("refuses faces off the die and faces given with an Inspiration", () => {
    const t = new Table();
    const add = (request: Record<string, unknown>) => () =>
      applyRequest(t.board, { type: "addComplication", name: "X", ...request } as never, t.sheets, EDITOR);
    expect(add({ heroes: 7 })).toThrow("capes.applyRequest: request.heroes must be");
    expect(add({ opponents: 0 })).toThrow(RangeError);
    expect(add({ heroes: 1.5 })).toThrow(RangeError);
    expect(add({ opponents: "2" })).toThrow(TypeError);
    expect(add({ inspirationId: "i1", heroes: 2 })).toThrow(
      "capes.applyRequest: request.heroes must be absent (an Inspiration sets its own dice) (got 2)",
    );
    expect(add({ inspirationId: "i1", opponents: 2 })).toThrow("request.opponents must be absent");
  });
});
