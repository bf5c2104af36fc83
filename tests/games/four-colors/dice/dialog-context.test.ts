import { describe, it, expect } from "vitest";
import en from "../../../../lang/en.json";
import { hierarchyOdds } from "../../../../src/rules/four-colors";
import { buildDialogContext } from "../../../../src/games/four-colors/dice/dialog-context";
import {
  chosenSource,
  circumstanceOf,
  defaultDialogState,
  sourcesOf,
  stateFromForm,
  withSourceChanges,
  type DialogState,
  type PartnerOption,
} from "../../../../src/games/four-colors/dice/dialog-state";
import { parseRollData, planRoll, rollOptions, type RollActor } from "../../../../src/games/four-colors/dice/roll-data";
import {
  BEPPE,
  CARDINAL,
  MESSER_BRUNO,
  RENAISSANCE_MAN,
  SAMPLE_SOURCES,
} from "../../../../src/games/four-colors/dice/samples";
import { translatorFor } from "../../../../src/games/four-colors/dice/translate";

const t = translatorFor(en);
const partners: PartnerOption[] = [{ ...RENAISSANCE_MAN, uuid: "Actor.rm" }];

function context(state: Partial<DialogState>, readOnly = false, sources = SAMPLE_SOURCES) {
  return buildDialogContext({
    omega: CARDINAL,
    state: { ...defaultDialogState(), ...state },
    partners,
    sources,
    readOnly,
    t,
  });
}

const die = (faces: number | null, source: string | null = null, trait: string | null = null) => ({
  faces,
  major: false,
  source,
  trait,
});

describe("Roll dialog: odds", () => {
  it("shows exactly hierarchyOdds for the Omega's dice, stakes and circumstance dice", () => {
    const ctx = context({ favored: ["known"], opposed: ["lost"], benefit: { ...die(6), major: true } });
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
    const ctx = context({ favored: ["known"], hindrance: { ...die(faces), major: true } });
    expect(ctx.problems).toEqual([`The Hindrance die needs at least 2 faces (got ${faces}).`]);
    expect(ctx.canRoll).toBe(false);
  });

  it("warnings (no rolled Force at stake, an unusual die) are shown but do not block", () => {
    const ctx = context({ favored: ["passion"], benefit: die(30) });
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
      benefit: { faces: 6, major: true, source: null, trait: null },
      hindrance: { faces: null, major: false, source: null, trait: null },
      partner: "Actor.rm",
      mode: "together",
      counts: {},
      opponents: [],
    });
  });

  it("falls back to the defaults for unknown values", () => {
    expect(stateFromForm({ difficulty: "legendary", mode: "sideways", partner: "", "benefit.faces": "" })).toEqual(
      defaultDialogState(),
    );
  });
});

describe("Roll dialog: the Diceless source of a circumstance die", () => {
  const strong = BEPPE.traits[0]?.id ?? "";

  it("lists the Diceless characters the user can see, and only Traits, Flaws and Power Stunts of the chosen one", () => {
    const ctx = context({ benefit: die(6, BEPPE.uuid, strong) });
    expect(ctx.hasSources).toBe(true);
    const [benefit, hindrance] = ctx.circumstance;
    expect(benefit?.sources).toEqual([
      { uuid: BEPPE.uuid, name: "Beppe", selected: true },
      { uuid: MESSER_BRUNO.uuid, name: "Messer Bruno", selected: false },
    ]);
    // Beppe's Power is not a Trait: a Diceless character never offers it.
    expect(benefit?.traits.map((tr) => [tr.name, t(tr.kindKey), tr.selected])).toEqual([
      ["Strong as an ox", "Trait", true],
      ["Knows every alley", "Trait", false],
      ["Cannot keep a secret", "Flaw", false],
    ]);
    expect(benefit?.traitDisabled).toBe(false);
    // No character chosen for the Hindrance die: no Traits, the Trait select is disabled.
    expect(hindrance?.sources.every((s) => !s.selected)).toBe(true);
    expect(hindrance?.traits).toEqual([]);
    expect(hindrance?.traitDisabled).toBe(true);
  });

  it("without any Diceless character there is nothing to choose", () => {
    const ctx = context({ benefit: die(6) }, false, []);
    expect(ctx.hasSources).toBe(false);
    expect(ctx.circumstance[0]?.sources).toEqual([]);
  });

  it("read-only: the Trait select stays disabled", () => {
    const ctx = context({ benefit: die(6, BEPPE.uuid) }, true);
    expect(ctx.circumstance[0]?.traitDisabled).toBe(true);
  });

  it("a character no longer offered, or a Trait not theirs, is not kept", () => {
    expect(chosenSource(die(6, "Actor.gone", strong), SAMPLE_SOURCES)).toBeNull();
    expect(chosenSource(die(6, MESSER_BRUNO.uuid, strong), SAMPLE_SOURCES)).toEqual({
      name: "Messer Bruno",
      uuid: MESSER_BRUNO.uuid,
      trait: null,
    });
    const ctx = context({ benefit: die(6, "Actor.gone") });
    expect(ctx.circumstance[0]?.sources.some((s) => s.selected)).toBe(false);
  });

  it("a source on a die that is not set is dropped", () => {
    const state = {
      ...defaultDialogState(),
      benefit: die(null, BEPPE.uuid, strong),
      hindrance: die(8, MESSER_BRUNO.uuid),
    };
    expect(sourcesOf(state, SAMPLE_SOURCES)).toEqual({
      hindrance: { name: "Messer Bruno", uuid: MESSER_BRUNO.uuid, trait: null },
    });
  });

  it("reads the source and Trait from the form; no character means no Trait", () => {
    const state = stateFromForm({
      "benefit.faces": "6",
      "benefit.source": BEPPE.uuid,
      "benefit.trait": strong,
      "hindrance.faces": "8",
      "hindrance.source": "",
      "hindrance.trait": "brunoTrait000001",
    });
    expect(state.benefit).toEqual({ faces: 6, major: false, source: BEPPE.uuid, trait: strong });
    expect(state.hindrance).toEqual({ faces: 8, major: false, source: null, trait: null });
  });

  it("choosing another character starts again from any Trait and asks for the form to be rebuilt", () => {
    const before = { ...defaultDialogState(), benefit: die(6, BEPPE.uuid, strong) };
    const same = withSourceChanges(before, { ...before, benefit: die(8, BEPPE.uuid, strong) });
    expect(same.sourceChanged).toBe(false);
    expect(same.state.benefit.trait).toBe(strong);
    const changed = withSourceChanges(before, { ...before, benefit: die(6, MESSER_BRUNO.uuid, strong) });
    expect(changed.sourceChanged).toBe(true);
    expect(changed.state.benefit).toEqual(die(6, MESSER_BRUNO.uuid, null));
  });

  it("the dialog's choice round-trips through the roll options (names and UUIDs, no actor needed)", () => {
    const state = stateFromForm({
      "favored.known": true,
      "benefit.faces": "6",
      "benefit.major": "major",
      "benefit.source": BEPPE.uuid,
      "benefit.trait": strong,
      "hindrance.faces": "10",
      "hindrance.source": MESSER_BRUNO.uuid,
    });
    const actor: RollActor = { ...CARDINAL, uuid: "Actor.cardinal" };
    const data = planRoll({
      stakes: { favored: state.favored, opposed: state.opposed },
      difficulty: state.difficulty,
      actor,
      circumstance: circumstanceOf(state),
      sources: sourcesOf(state, SAMPLE_SOURCES),
      degrees: false,
    });
    const parsed = parseRollData(JSON.parse(JSON.stringify(rollOptions(data))));
    expect(parsed?.sources).toEqual({
      benefit: {
        name: "Beppe",
        uuid: BEPPE.uuid,
        trait: { name: "Strong as an ox", uuid: `${BEPPE.uuid}.Item.${strong}` },
      },
      hindrance: { name: "Messer Bruno", uuid: MESSER_BRUNO.uuid, trait: null },
    });
    expect(parsed?.circumstance).toEqual({
      benefit: { faces: 6, major: true },
      hindrance: { faces: 10, major: false },
    });
  });
});
