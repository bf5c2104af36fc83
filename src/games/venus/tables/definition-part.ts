// The Venus table procedures' part of the game definition (pure): their Roll class name and templates.
import type { DefinitionPart } from "../../../core/game-definition";

/**
 * The Venus table procedures (starting Lots, Ego, favour, free attribute,
 * uses, break check, worth calculator): one Roll class and their templates.
 */
export const tablesDefinition: DefinitionPart = {
  rollClassNames: ["VenusTableRoll"],
  templates: ["venus/tables/table-card.hbs", "venus/tables/worth-dialog.hbs"],
};
