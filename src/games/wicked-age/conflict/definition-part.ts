import type { DefinitionPart } from "../../../core/game-definition";

/** The conflict tracker's templates: the window's four parts, its dialogs, its chat cards. */
export const conflictDefinition: DefinitionPart = {
  templates: [
    "wicked-age/conflict/tracker-head.hbs",
    "wicked-age/conflict/tracker-participants.hbs",
    "wicked-age/conflict/tracker-consequences.hbs",
    "wicked-age/conflict/tracker-log.hbs",
    "wicked-age/conflict/dice-dialog.hbs",
    "wicked-age/conflict/terms-dialog.hbs",
    "wicked-age/conflict/join-dialog.hbs",
    "wicked-age/conflict/exchange-card.hbs",
    "wicked-age/conflict/consequence-card.hbs",
    "wicked-age/conflict/owe-card.hbs",
  ],
};
