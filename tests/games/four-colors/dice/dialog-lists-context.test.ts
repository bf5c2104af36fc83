// The roll dialog's lists beyond dialog-context.test.ts: a Force both Favored
// and Opposed flagged as a conflict, the difficulties and combined-roll modes
// with the chosen one selected, the partner chosen, the circumstance dice's
// labels, the note under a combined roll's odds, and the opponents' choices
// under the several-Hindrance-dice rule (one die per opponent).
import { describe, it, expect } from "vitest";
import en from "../../../../lang/en.json";
import { buildDialogContext } from "../../../../src/games/four-colors/dice/dialog-context";
import {
  defaultDialogState,
  type DialogState,
  type PartnerOption,
} from "../../../../src/games/four-colors/dice/dialog-state";
import { CARDINAL, RENAISSANCE_MAN, SAMPLE_SOURCES } from "../../../../src/games/four-colors/dice/samples";
import { translatorFor } from "../../../../src/games/four-colors/dice/translate";

const t = translatorFor(en);
const R = "STORY_ENGINES.FourColors.Roll";
const partners: PartnerOption[] = [
  { ...RENAISSANCE_MAN, uuid: "Actor.rm" },
  { ...RENAISSANCE_MAN, name: "Beppe", uuid: "Actor.beppe" },
];
const context = (state: Partial<DialogState>, extra: Record<string, unknown> = {}) =>
  buildDialogContext({
    omega: CARDINAL,
    state: { ...defaultDialogState(), ...state },
    partners,
    sources: SAMPLE_SOURCES,
    readOnly: false,
    t,
    ...extra,
  });

describe("the roll dialog's lists", () => {
  it("a Force both Favored and Opposed is a conflict; one only Favored is not", () => {
    const c = context({ favored: ["known", "passion"], opposed: ["passion", "lost"] });
    expect(c.forces.map((f) => [f.force, f.favored, f.opposed, f.conflict])).toEqual([
      ["known", true, false, false],
      ["passion", true, true, true],
      ["dynamic", false, false, false],
      ["static", false, false, false],
      ["lost", false, true, false],
    ]);
  });

  it("difficulties, circumstance dice and modes carry their labels; the chosen ones are selected", () => {
    const c = context({ difficulty: "hard", partner: "Actor.beppe", mode: "together" });
    expect(c.difficulties).toEqual(
      ["automatic", "simple", "moderate", "hard", "impossible"].map((value) => ({
        value,
        labelKey: `${R}.Difficulty.${value}`,
        selected: value === "hard",
      })),
    );
    expect(c.circumstance.map((k) => [k.kind, k.labelKey])).toEqual([
      ["benefit", `${R}.benefit`],
      ["hindrance", `${R}.hindrance`],
    ]);
    expect(c.modes).toEqual([
      { value: "opposed", labelKey: `${R}.Mode.opposed`, selected: false },
      { value: "together", labelKey: `${R}.Mode.together`, selected: true },
    ]);
    expect(c.partners).toEqual([
      { uuid: "Actor.rm", name: "Renaissance Man", selected: false },
      { uuid: "Actor.beppe", name: "Beppe", selected: true },
    ]);
    expect(c.combined).toBe(true);
    expect(c.oddsNoteKey).toBe(`${R}.oddsTogether`);
    expect(c.odds.map((o) => o.name)).toEqual(["The Cardinal", "Beppe"]);
  });

  it("a combined roll against each other notes it under the odds; alone, no note and no partner", () => {
    expect(context({ partner: "Actor.rm", mode: "opposed" }).oddsNoteKey).toBe(`${R}.oddsOpposed`);
    const alone = context({ partner: "Actor.gone" });
    expect(alone).toMatchObject({ combined: false, oddsNoteKey: null });
    expect(alone.partners.every((p) => !p.selected)).toBe(true);
    expect(alone.modes.map((m) => m.selected)).toEqual([true, false]);
  });

  it("several Hindrance dice: each opponent row offers the characters, the chosen one selected", () => {
    const options = [
      { uuid: "Actor.x", name: "Il Corvo" },
      { uuid: "Actor.y", name: "Messer Bruno" },
    ];
    const c = context(
      {
        opponents: [
          { faces: 8, major: false, actor: "Actor.y", name: "" },
          { faces: 6, major: true, actor: null, name: "The guards" },
        ],
      },
      { severalHindrances: true, opponentOptions: options },
    );
    expect(c.several).toBe(true);
    expect(c.opponents.map((o) => o.actors.map((a) => a.selected))).toEqual([
      [false, true],
      [false, false],
    ]);
    expect(c.opponents[0]?.actors[0]).toEqual({ uuid: "Actor.x", name: "Il Corvo", selected: false });
    expect(c.opponents.map((o) => [o.index, o.label, o.faces, o.major])).toEqual([
      [0, "Messer Bruno", 8, false],
      [1, "The guards", 6, true],
    ]);
    const none = context(
      { opponents: [{ faces: 8, major: false, actor: null, name: "" }] },
      { severalHindrances: true },
    );
    expect(none.opponents[0]?.actors).toEqual([]);
  });
});
