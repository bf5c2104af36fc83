// The roll dialog's state beyond dialog-context.test.ts: what the form sends
// that is not a choice (a stray value, a checkbox sent as the text "true", a
// size typed as text) and what the roll keeps: only the dice set, only the
// sources still offered, and "one Hindrance die per opponent" only when
// there are opponents.
import { describe, expect, it } from "vitest";
import {
  circumstanceOf,
  defaultDialogState,
  sourcesOf,
  stateFromForm,
} from "../../../../src/games/four-colors/dice/dialog-state";
import { BEPPE, SAMPLE_SOURCES } from "../../../../src/games/four-colors/dice/samples";

describe("reading the form", () => {
  it("a checkbox sent as the text 'true' counts as ticked; anything else does not", () => {
    const state = stateFromForm({ "favored.known": "true", "opposed.lost": "yes", "favored.passion": 1 });
    expect(state.favored).toEqual(["known"]);
    expect(state.opposed).toEqual([]);
  });

  it("a die size typed as text is read as a number; a size that is no number means no die", () => {
    const state = stateFromForm({ "benefit.faces": "8", "hindrance.faces": "d8" });
    expect(state.benefit.faces).toBe(8);
    expect(state.hindrance.faces).toBeNull();
    expect(stateFromForm({}).benefit.faces).toBeNull();
  });

  it("a partner, a source or a Trait that is not an id is no choice", () => {
    const state = stateFromForm({ partner: 7, "benefit.source": 3, "benefit.trait": "t1", "hindrance.source": "" });
    expect(state.partner).toBeNull();
    expect(state.benefit).toEqual({ faces: null, major: false, source: null, trait: null });
    expect(state.hindrance.source).toBeNull();
    const traitless = stateFromForm({ "benefit.source": BEPPE.uuid, "benefit.trait": 5 });
    expect(traitless.benefit).toMatchObject({ source: BEPPE.uuid, trait: null });
  });
});

describe("what the roll keeps", () => {
  it("no opponents: no Hindrance dice of theirs, and no dice at all when none is set", () => {
    expect(circumstanceOf(defaultDialogState())).toEqual({});
    const state = { ...defaultDialogState(), hindrance: { faces: 8, major: true, source: null, trait: null } };
    expect(circumstanceOf(state)).toEqual({ hindrance: { faces: 8, major: true } });
  });

  it("a die's source is kept only when that character is still offered", () => {
    const state = {
      ...defaultDialogState(),
      benefit: { faces: 6, major: true, source: "Actor.gone", trait: null },
      hindrance: { faces: 8, major: false, source: BEPPE.uuid, trait: null },
    };
    expect(sourcesOf(state, SAMPLE_SOURCES)).toEqual({
      hindrance: { name: "Beppe", uuid: BEPPE.uuid, trait: null },
    });
  });
});
