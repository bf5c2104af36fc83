/**
 * The Omega sheet's parts and what they show of other documents. The sheet
 * (omega-sheet.ts) has three parts: `sheet` (header, Planets, descriptors),
 * `hand` (the linked Title and the Storypath hand) and `text` (concept and
 * notes, whose editors must survive changes made elsewhere). A change
 * re-renders only the parts it touches:
 *
 * - the Omega's own changes, by OMEGA_ROUTES (src/core/part-render.ts);
 * - a hand's cards or a Title changing elsewhere: the Storypath hooks
 *   compare `omegaHandPart` (and the Title list the header's select shows)
 *   with what each open sheet last rendered, and re-render that part only
 *   there (src/core/sheets/part-refresh.ts).
 */
import type { PartRoutes } from "../../../core/part-render";
import { SYSTEM_ID } from "../../../core/game-definition";
import { readSlots, deriveTitle } from "../data/title";
import { storypathPanelContext } from "../cards/storypath-panels";
import type { HandPanelContext } from "../cards/cards-context";
import type { LinkedTitle } from "./omega-context";

export const OMEGA_PARTS = ["sheet", "hand", "text"];

/** Which parts the Omega's own changes touch; any other change renders them all. */
export const OMEGA_ROUTES: PartRoutes = {
  paths: {
    "system.concept": ["text"],
    "system.notes": ["text"],
    [`flags.${SYSTEM_ID}.storypathStartingDrawn`]: ["hand"],
  },
  // Descriptors are listed in the sheet part only.
  embedded: { Item: ["sheet"] },
};

/** The linked Title's name and slots, when it is a loaded Title actor. */
export function linkedTitle(uuid: unknown): LinkedTitle | null {
  if (typeof uuid !== "string" || uuid === "") return null;
  const doc = fromUuidSync(uuid);
  if (!(doc instanceof Actor) || doc.type !== "fourColorsTitle") return null;
  const slots = readSlots(doc.system.slots);
  return {
    uuid,
    name: doc.name,
    slotCount: deriveTitle(doc.system).slotCount,
    cards: slots.map((s) => s.name || s.cardUuid),
  };
}

export interface OmegaHandPart {
  title: LinkedTitle | null;
  storypath: HandPanelContext | null;
}

/** What the `hand` part shows: the linked Title and the viewer's Storypath hand. */
export function omegaHandPart(actor: Actor): OmegaHandPart {
  return { title: linkedTitle(actor.system.title), storypath: storypathPanelContext(actor) };
}

/** The world's Titles, for the header's select (the `sheet` part shows them). */
export function titleList(): { uuid: string; name: string }[] {
  return game.actors.filter((a) => a.type === "fourColorsTitle").map((a) => ({ uuid: a.uuid, name: a.name }));
}
