/**
 * The Diceless sheet's parts and what they show of other documents: `sheet`
 * (header, Traits, description, notes) and `hand` (the Storypath hand of a
 * Diceless Main character, i.e. one a player owns). A hand's cards changing
 * elsewhere re-renders only the `hand` part, where it differs
 * (storypath-hooks.ts, src/core/sheets/part-refresh.ts).
 */
import type { PartRoutes } from "../../../core/part-render";
import { SYSTEM_ID } from "../../../core/game-definition";
import { storypathPanelContext } from "../cards/storypath-panels";
import { playerOwnerIds } from "../cards/storypath";
import type { HandPanelContext } from "../cards/cards-context";

export const DICELESS_PARTS = ["sheet", "hand"];

/** Which parts the Diceless character's own changes touch; any other change renders them all. */
export const DICELESS_ROUTES: PartRoutes = {
  paths: {
    "system.startingCards": ["sheet", "hand"],
    [`flags.${SYSTEM_ID}.storypathStartingDrawn`]: ["hand"],
  },
  embedded: { Item: ["sheet"] },
};

export interface DicelessHandPart {
  /** The viewer's Storypath hand; null unless a player plays the character (a Main character). */
  storypath: HandPanelContext | null;
}

/** What the `hand` part shows. */
export function dicelessHandPart(actor: Actor): DicelessHandPart {
  return { storypath: playerOwnerIds(actor).length > 0 ? storypathPanelContext(actor) : null };
}
