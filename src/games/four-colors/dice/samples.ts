/**
 * Sample Omegas and roll data (pure): the seed's worked example of a
 * combined roll (The Cardinal and Renaissance Man), used by the gallery, the
 * in-Foundry self-test and the tests.
 */
import type { Planets } from "../../../rules/four-colors";
import { planRoll, type HierarchyRollData, type RollActor } from "./roll-data";

export const CARDINAL_PLANETS: Planets = { known: 8, passion: null, dynamic: 6, static: 6, lost: 20 };
export const RENAISSANCE_MAN_PLANETS: Planets = { known: 4, passion: 8, dynamic: 4, static: null, lost: 10 };

export const CARDINAL: RollActor = { name: "The Cardinal", uuid: null, planets: CARDINAL_PLANETS };
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
