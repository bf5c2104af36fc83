import type { ModulePart } from "../../../core/game-module";
import { personaeModelClasses } from "../data/models";
import { IDENTITY_TYPE, PERSONAE_ITEM_TYPES } from "../data/common";
import { registerIdentityHooks } from "../data/identity-hooks";
import { PersonaeIdentitySheet } from "./identity-sheet";
import { PersonaeItemSheet } from "./item-sheet";
import { GIVE_CRITICAL_QUERY, giveCriticalQuery } from "./give-critical";

/** Personae in Foundry, sheets side: the data models, the identity and item sheets, token bars, and their self-tests. */
export const sheetsPart: ModulePart = {
  modelClasses: personaeModelClasses,
  sheets: [
    {
      documentName: "Actor",
      sheetClass: PersonaeIdentitySheet,
      types: [IDENTITY_TYPE],
      label: "STORY_ENGINES.Personae.Sheet.identitySheet",
    },
    {
      documentName: "Item",
      sheetClass: PersonaeItemSheet,
      types: [...PERSONAE_ITEM_TYPES],
      label: "STORY_ENGINES.Personae.Sheet.itemSheet",
    },
  ],
  queries: { [GIVE_CRITICAL_QUERY]: giveCriticalQuery },
  init: () => registerIdentityHooks(),
  selfTests: {
    // system-relative nested updates, as updateSource({ system: update }) takes them
    invalidUpdates: {
      [IDENTITY_TYPE]: [
        { attributes: { com: -1 } },
        { attributes: { com: 0 } },
        { criticals: 9 },
        { shock: 5 },
        { mode: "play", attributes: { res: 5 } },
      ],
      personaeSkill: [{ rating: 0 }, { attribute: "luck" }],
      personaeEnhancement: [{ exceptional: true, superior: false }],
      personaePreternae: [{ duration: "X" }],
      personaeSphere: [{ used: 5, uses: 1 }],
    },
    validUpdates: {
      [IDENTITY_TYPE]: { attributes: { com: 3 }, hits: 1, criticals: 2 },
      personaeSkill: { rating: 3 },
      personaeEnhancement: { superior: true, upgrades: 1 },
      personaePreternae: { duration: "M", targets: 2 },
      personaeSphere: { kind: "language", native: true },
    },
    // The button of the identity sheet the interaction batch clicks (a new character's default priorities hold).
    sheetActions: {
      [IDENTITY_TYPE]: { action: "beginPlay", done: (doc) => doc.system.mode === "play" },
    },
    sampleRolls: () => [],
  },
};
