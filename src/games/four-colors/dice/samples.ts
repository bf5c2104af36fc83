/**
 * Sample Omegas and roll data (pure): the seed's worked example of a
 * combined roll (The Cardinal and Renaissance Man), used by the gallery, the
 * in-Foundry self-test and the tests; and two Diceless characters to name
 * as the source of a circumstance die.
 */
import type { Planets } from "../../../rules/four-colors";
import type { SourceOption } from "./dialog-state";
import { planRoll, type HierarchyRollData, type RollActor } from "./roll-data";
import { sourceOption } from "./source-input";

export const CARDINAL_PLANETS: Planets = { known: 8, passion: null, dynamic: 6, static: 6, lost: 20 };
export const RENAISSANCE_MAN_PLANETS: Planets = { known: 4, passion: 8, dynamic: 4, static: null, lost: 10 };

export const CARDINAL: RollActor = {
  name: "The Cardinal",
  uuid: null,
  img: "icons/svg/mystery-man.svg",
  planets: CARDINAL_PLANETS,
};
export const RENAISSANCE_MAN: RollActor = { name: "Renaissance Man", uuid: null, planets: RENAISSANCE_MAN_PLANETS };

/** A single Omega's roll: Known Favored, Lost Opposed, a Major Benefit d6 and a Minor Hindrance d8. */
export function sampleRollData(): HierarchyRollData {
  return planRoll({
    stakes: { favored: ["known"], opposed: ["lost"] },
    difficulty: "moderate",
    actor: CARDINAL,
    circumstance: { benefit: { faces: 6, major: true }, hindrance: { faces: 8, major: false } },
    degrees: true,
  });
}

/** Several dice for one Force (2d8 Known, the lowest counts) and one Major Hindrance die per opponent. */
export function sampleSeveralRollData(): HierarchyRollData {
  return planRoll({
    stakes: { favored: ["known"], opposed: ["lost"] },
    difficulty: "hard",
    actor: CARDINAL,
    circumstance: { benefit: { faces: 6, major: true } },
    degrees: true,
    counts: { known: 2 },
    opponents: [
      { name: "Messer Bruno", uuid: null, faces: 12, major: true },
      { name: "A Murano glassblower", uuid: null, faces: 8, major: true },
    ],
  });
}

function trait(id: string, name: string, kind: string) {
  return { id, name, type: "fourColorsDescriptor", system: { kind, planet: "", description: "" } };
}

/** A Walk-on porter: two Traits and a Flaw (and a Power, which a Diceless character cannot have: never offered). */
export const BEPPE: SourceOption = sourceOption("Actor.beppeThePorter1", {
  name: "Beppe",
  system: { rank: "walkOn" },
  items: [
    trait("beppeTrait000001", "Strong as an ox", "trait"),
    trait("beppeTrait000002", "Knows every alley", "trait"),
    trait("beppeTrait000003", "Cannot keep a secret", "flaw"),
    trait("beppeTrait000004", "Stray power", "power"),
  ],
});

/** A Recurring rival. */
export const MESSER_BRUNO: SourceOption = sourceOption("Actor.messerBruno00001", {
  name: "Messer Bruno",
  system: { rank: "recurring" },
  items: [trait("brunoTrait000001", "Feared on Murano", "trait"), trait("brunoTrait000002", "Greedy", "flaw")],
});

export const SAMPLE_SOURCES: SourceOption[] = [BEPPE, MESSER_BRUNO];
