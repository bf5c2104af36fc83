/**
 * Who plays which side, read off the world (Foundry side, thin): the
 * recorded chapter GM when a player runs the chapter, and whether a user
 * holds the chapter GM's controls or may act for an actor's side (sides.ts).
 */
import { playerOwnerIds } from "../../../core/owners";
import { CHARACTER_TYPE } from "../data/common";
import type { CampaignState } from "./campaign";
import { readCampaignSetting } from "./campaign-store";
import { holdsChapterGM, mayActForSide } from "./sides";

/** The player recorded as this chapter's GM, or "" when a Foundry GM runs it. */
export function playerGmOf(campaign: CampaignState = readCampaignSetting()): string {
  const user = campaign.gm ? game.users.get(campaign.gm) : undefined;
  return user && !user.isGM ? user.id : "";
}

export function isChapterGM(user: User, campaign: CampaignState = readCampaignSetting()): boolean {
  return holdsChapterGM(user, playerGmOf(campaign));
}

export function mayActFor(
  user: User,
  actor: Actor | null | undefined,
  campaign: CampaignState = readCampaignSetting(),
): boolean {
  if (!actor) return false;
  const owners = { players: playerOwnerIds(actor), character: actor.type === CHARACTER_TYPE };
  return mayActForSide(user, owners, playerGmOf(campaign));
}
