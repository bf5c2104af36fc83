/**
 * When a character may use "Coming back" (Foundry side, read-only): in the
 * chapter it returns in — written on that chapter's story sheet as
 * recurring — once. The sheet offers it by this, and the GM side of the
 * parallel sheet checks it again by this.
 */
import { readCampaignSetting } from "../campaign/campaign-store";
import { journalOf, storyOf } from "../campaign/story-store";
import { CHARACTER_TYPE } from "../data/common";
import { mayComeBack } from "../data/holding";

const num = (v: unknown): number => (typeof v === "number" ? v : 0);

/** The chapter a character may come back in now, or 0. */
export function comeBackChapter(actor: Actor): number {
  if (actor.type !== CHARACTER_TYPE) return 0;
  const campaign = readCampaignSetting();
  const story = storyOf(journalOf(campaign.storyUuid));
  const returning = story?.recurring.some((r) => r.actorUuid === actor.uuid) ?? false;
  const may = mayComeBack(campaign.chapter, num(actor.system.firstChapter), num(actor.system.cameBack), returning);
  return may ? campaign.chapter : 0;
}
