import { describe, it, expect } from "vitest";
import en from "../../../../lang/en.json";
import { hierarchyOdds } from "../../../../src/rules/four-colors";
import {
  buildDialogContext,
  defaultDialogState,
  stateFromForm,
  type DialogState,
  type PartnerOption,
} from "../../../../src/games/four-colors/dice/dialog-context";
import { CARDINAL, RENAISSANCE_MAN } from "../../../../src/games/four-colors/dice/samples";
import { translatorFor } from "../../../../src/games/four-colors/dice/translate";

const t = translatorFor(en);
const partners: PartnerOption[] = [{ ...RENAISSANCE_MAN, uuid: "Actor.rm" }];

function context(state: Partial<DialogState>, readOnly = false) {
  return buildDialogContext({ omega: CARDINAL, state: { ...defaultDialogState(), ...state }, partners, readOnly, t });
}

describe("Roll dialog: odds", () => {
  it("shows exactly hierarchyOdds for the Omega's dice, stakes and circumstance dice", () => {
    const ctx = context({ favored: ["known"], opposed: ["lost"], benefit: { faces: 6, major: true } });
    const expected = hierarchyOdds(
      { known: 8, dynamic: 6, static: 6, lost: 20 },
      { favored: ["known"], opposed: ["lost"] },
      { benefit: { faces: 6, major: true } },
    );
    expect(ctx.odds).toEqual([{ name: "The Cardinal", ...expected }]);
    expect(ctx.canRoll).toBe(true);
    expect(ctx.problems).toEqual([]);
  });

  it("a combined roll shows each character's odds on the shared dice, ignoring their own Wed Forces", () => {
    const ctx = context({ favored: ["passion"], opposed: ["static"], partner: "Actor.rm", mode: "together" });
    const stakes = { favored: ["passion" as const], opposed: ["static" as const] };
    // Together: Known d4, Passion d8, Dynamic d4, Static d6, Lost d10.
    expect(ctx.dice.map((d) => `${d.force} d${d.faces}`)).toEqual([
      "known d4",
      "passion d8",
      "dynamic d4",
      "static d6",
      "lost d10",
    ]);
    expect(ctx.odds).toEqual([
      { name: "The Cardinal", ...hierarchyOdds({ known: 4, dynamic: 4, static: 6, lost: 10 }, stakes) },
      { name: "Renaissance Man", ...hierarchyOdds({ known: 4, passion: 8, dynamic: 4, lost: 10 }, stakes) },
    ]);
    expect(ctx.combined).toBe(true);
    expect(ctx.oddsNoteKey).toBe("STORY_ENGINES.FourColors.Roll.oddsTogether");
  });

  it("the default is Moderate, no circumstance dice, no partner", () => {
    const ctx = context({});
    expect(ctx.difficulties.find((d) => d.selected)?.value).toBe("moderate");
    expect(ctx.circumstance.map((c) => c.faces)).toEqual([null, null]);
    expect(ctx.partners).toEqual([{ uuid: "Actor.rm", name: "Renaissance Man", selected: false }]);
    expect(ctx.forces.find((f) => f.force === "passion")?.die).toBeNull();
    expect(ctx.forces.find((f) => f.force === "lost")?.die).toBe("d20");
  });
});

describe("Roll dialog: bad input is refused with a reason", () => {
  it("a Force both Favored and Opposed", () => {
    const ctx = context({ favored: ["known"], opposed: ["known", "lost"] });
    expect(ctx.problems).toContain("Known is both Favored and Opposed: pick one.");
    expect(ctx.forces.find((f) => f.force === "known")?.conflict).toBe(true);
    expect(ctx.canRoll).toBe(false);
    expect(ctx.odds).toEqual([]);
  });

  it("every Force Favored or Opposed: one must stay neutral", () => {
    const ctx = context({ favored: ["known", "passion", "dynamic"], opposed: ["static", "lost"] });
    expect(ctx.problems).toEqual(["Every Force is Favored or Opposed: at least one Force must stay neutral."]);
    expect(ctx.canRoll).toBe(false);
  });

  it.each([0, 1])("a circumstance die of %i faces", (faces) => {
    const ctx = context({ favored: ["known"], hindrance: { faces, major: true } });
    expect(ctx.problems).toEqual([`The Hindrance die needs at least 2 faces (got ${faces}).`]);
    expect(ctx.canRoll).toBe(false);
  });

  it("warnings (no rolled Force at stake, an unusual die) are shown but do not block", () => {
    const ctx = context({ favored: ["passion"], benefit: { faces: 30, major: false } });
    expect(ctx.problems).toEqual([
      "No rolled Force is Favored or Opposed: the Planets can only come up unproductive.",
      "A d30 Benefit die is outside the usual d4 to d20.",
    ]);
    expect(ctx.canRoll).toBe(true);
    expect(ctx.odds[0]?.unproductive).toBeCloseTo(1, 12);
  });

  it("read-only for a player who may not set the stakes", () => {
    const ctx = context({ favored: ["known"] }, true);
    expect(ctx.readOnly).toBe(true);
    expect(ctx.canRoll).toBe(false);
    expect(ctx.odds).toHaveLength(1);
  });
});

describe("Roll dialog: reading the form", () => {
  it("turns FormDataExtended's flat object into the dialog state", () => {
    const state = stateFromForm({
      "favored.known": true,
      "favored.passion": false,
      "opposed.lost": true,
      "opposed.known": "on",
      difficulty: "hard",
      "benefit.faces": 6,
      "benefit.major": "major",
      "hindrance.faces": null,
      "hindrance.major": "minor",
      partner: "Actor.rm",
      mode: "together",
    });
    expect(state).toEqual({
      favored: ["known"],
      opposed: ["known", "lost"],
      difficulty: "hard",
      benefit: { faces: 6, major: true },
      hindrance: { faces: null, major: false },
      partner: "Actor.rm",
      mode: "together",
    });
  });

  it("falls back to the defaults for unknown values", () => {
    expect(stateFromForm({ difficulty: "legendary", mode: "sideways", partner: "", "benefit.faces": "" })).toEqual(
      defaultDialogState(),
    );
  });
});
