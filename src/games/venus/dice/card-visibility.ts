/**
 * Who sees a Venus check or task card posted before its roll, in Foundry:
 * the whisper and blind of the user's roll (message) mode, as Foundry's own
 * roll modes whisper — and, when the mode whispers the card, also to
 * everyone the card awaits, so that nobody it waits on is left blind: the
 * roller's user, the FC when the FC's factors are awaited, each ally's
 * player (the FC for an ally no player owns), and the roller's Peers, who
 * approve a check's bonus factors and a task's Insights and Specialties
 * after the roll (the dialogs always pass them, as the card may await them
 * then). A public card is seen by all anyway.
 */

import { currentMessageMode } from "../../../core/compat";
import { roleHolderIds } from "../../../core/table-roles";
import { hasPlayer } from "./roles";

/** Who a card awaits when it is posted. */
export interface CardAwaits {
  /** The FC's factors (and, for a check, flat bonus) are awaited. */
  fc: boolean;
  /** The allies asked for aid. */
  allies?: readonly (Actor | null)[];
  /** The Peers may approve bonus factors, Insights or Specialties after the roll. */
  peers?: boolean;
}

/** The users a card awaits (ids), besides the GMs. */
function awaitedUsers(roller: Actor, awaits: CardAwaits): string[] {
  const ids = new Set<string>([game.user.id ?? ""]);
  const fcIds = roleHolderIds("venus", "fc");
  if (awaits.fc) fcIds.forEach((id) => ids.add(id));
  for (const ally of awaits.allies ?? []) {
    if (!hasPlayer(ally)) fcIds.forEach((id) => ids.add(id));
    else
      game.users
        .filter((u) => !u.isGM && ally?.testUserPermission(u, "OWNER") === true)
        .forEach((u) => ids.add(u.id ?? ""));
  }
  if (awaits.peers) roleHolderIds("venus", "peer", { actor: roller }).forEach((id) => ids.add(id));
  return [...ids].filter((id) => id !== "");
}

/** Whisper and blind of a card posted without a roll, from the user's roll mode and who the card awaits. */
export function cardVisibility(roller: Actor, awaits: CardAwaits): { whisper: string[]; blind: boolean } {
  const mode = currentMessageMode();
  const gms = game.users.filter((u) => u.isGM).map((u) => u.id ?? "");
  if (mode === "self" || mode === "selfroll") return { whisper: awaitedUsers(roller, awaits), blind: false };
  const blind = mode === "blind" || mode === "blindroll";
  if (mode === "gm" || mode === "gmroll" || blind)
    return { whisper: [...new Set([...gms, ...awaitedUsers(roller, awaits)])], blind };
  return { whisper: [], blind: false };
}
