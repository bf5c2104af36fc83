import type { ModulePart } from "../../../core/game-module";
import { personaeModelClasses } from "../data/models";
import { IDENTITY_TYPE, PERSONAE_ITEM_TYPES } from "../data/common";
import { registerIdentityHooks } from "../data/identity-hooks";
import { PersonaeIdentitySheet } from "./identity-sheet";
import { PersonaeItemSheet } from "./item-sheet";

/** Personae in Foundry, sheets side: the data models, the identity and item sheets, token bars. */
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
  init: () => registerIdentityHooks(),
};
