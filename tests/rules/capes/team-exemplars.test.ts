/**
 * A team's shared Exemplars (Capes Lite, "Exemplars"): two heroes share at
 * least one; in a larger team each hero shares at least two, one each with
 * two different heroes. The example's Supreme is Silverstar's and Night
 * Maiden's.
 */
import { describe, expect, it } from "vitest";
import { teamExemplarProblems } from "../../../src/rules/capes";

const codes = (mine: string[], team: string[][]) => teamExemplarProblems(mine, team).map((p) => p.code);

describe("shared Exemplars", () => {
  it("asks nothing of a hero alone", () => {
    expect(codes(["supreme"], [])).toEqual([]);
  });

  it("in a team of two, one shared Exemplar is enough: Supreme, Silverstar's and Night Maiden's", () => {
    expect(codes(["black jack", "supreme", "becky tesla"], [["supreme", "nightshade"]])).toEqual([]);
    expect(codes(["black jack", "becky tesla"], [["supreme"]])).toEqual(["team-exemplars"]);
  });

  it("in a larger team, two different Exemplars shared with two different heroes", () => {
    expect(codes(["supreme", "polly"], [["supreme"], ["polly"], []])).toEqual([]);
    // One Exemplar shared with two heroes is one Exemplar.
    expect(codes(["supreme", "polly"], [["supreme"], ["supreme"]])).toEqual(["team-exemplars"]);
    // Two Exemplars shared with one hero only.
    expect(codes(["supreme", "polly"], [["supreme", "polly"], []])).toEqual(["team-exemplars"]);
    // Blank names share nothing.
    expect(codes(["", "supreme"], [[""], ["supreme"]])).toEqual(["team-exemplars"]);
  });
});
