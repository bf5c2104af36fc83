/**
 * Who plays which side, read off the world (Foundry side, thin): the
 * chapter's GM (core's table role, resolved from the campaign), the sides
 * of a conflict for core's acting-for (sides.ts says who owns each), and
 * whether a user plays a character (the owe list's names are its players').
 */
import { mayActForHere } from "../../../core/acting-as";
import type { Side } from "../../../core/acting-for";
import { playerOwnerIds } from "../../../core/owners";
import { holdsRole } from "../../../core/table-roles";
import { CHARACTER_TYPE, NPC_TYPE } from "../data/common";
import type { CampaignState } from "./campaign";
import { readCampaignSetting } from "./campaign-store";
import { playsCharacter, sideOwnerIds } from "./sides";

/** The player recorded as this chapter's GM, or "" when a Foundry GM runs it. */
export function playerGmOf(campaign: CampaignState = readCampaignSetting()): string {
  const user = campaign.gm ? game.users.get(campaign.gm) : undefined;
  return user && !user.isGM ? user.id : "";
}

/** The chapter GM role's holders from the campaign: the recorded player, else null (the Foundry GMs). */
export function chapterGmHolders(): string[] | null {
  const player = playerGmOf();
  return player ? [player] : null;
}

/** Whether `user` holds the chapter GM's controls (core's table role). */
export function isChapterGM(user: User): boolean {
  return holdsRole(user, "wicked-age", "chapterGm");
}

/**
 * "GM, don't choose, deal or read – have your friends do those": whether
 * `user` runs the chapter while someone else connected could deal instead.
 */
export function leavesDealToFriends(user: User): boolean {
  return isChapterGM(user) && game.users.contents.some((u) => u.active && u.id !== user.id && !isChapterGM(u));
}

/** Whether `user` plays the owe list's topper (chooses the next oracle and its element): its player's only. */
export function playsTopper(user: User, topperUuid: string): boolean {
  return topperUuid !== "" && playsOwnCharacter(user, fromUuidSync(topperUuid) as Actor | null);
}

/** An actor's side in a flow: its id there, its name, and who plays it. */
export function actorSide(id: string, name: string, actor: Actor | null | undefined, playerGm = playerGmOf()): Side {
  const players = actor ? playerOwnerIds(actor) : [];
  const foundryGms = game.users.filter((u) => u.isGM).map((u) => u.id);
  return { id, name, ownerIds: sideOwnerIds(players, actor?.type === NPC_TYPE, playerGm, foundryGms) };
}

/**
 * Whether `user` may act for an actor's side (core's rule, with the chapter's
 * GM as the table's GM: a player their own; the chapter's GM the NPCs and the
 * sides no present player plays).
 */
export function mayActFor(user: User, actor: Actor | null | undefined): boolean {
  if (!actor) return false;
  const side = actorSide(actor.uuid, actor.name, actor);
  return mayActForHere(user, side.id, [side], isChapterGM);
}

/** Whether `user` plays this character (scratches its name, buys it in). */
export function playsOwnCharacter(user: User, actor: Actor | null | undefined): boolean {
  return actor?.type === CHARACTER_TYPE && playsCharacter(user, playerOwnerIds(actor));
}
