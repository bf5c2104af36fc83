/**
 * Venus Engine's table roles: the FC, who makes the decisions the book gives
 * the FC (relative factors, leave for more than one Platinum, flat bonuses,
 * stunt vetoes; the Foundry GM unless the world says otherwise), and the
 * Peers of a roll, who approve bonus factors and Insight/Specialty KISS
 * sources: every user at the table but the rolling character's player, plus
 * the FC. The Peers change from card to card, so they are a `fromGame` role
 * resolved from each card's roller (dice/roles.ts), never handed out.
 * Declared here, resolved by src/core/table-roles.ts.
 */
import type { DefinitionPart } from "../../core/game-definition";

export const rolesDefinition: DefinitionPart = {
  roles: [
    // The FC decides relative factors, leave for a second Platinum, flat bonuses and stunt vetoes.
    { id: "fc", labelKey: "STORY_ENGINES.Venus.Roles.fc", fallback: "gm", assignable: true },
    // The Peers of a roll ("the other players"): resolved per card from its roller; nobody outside a card.
    { id: "peer", labelKey: "STORY_ENGINES.Venus.Roles.peer", fallback: "none", assignable: false, fromGame: true },
  ],
};
