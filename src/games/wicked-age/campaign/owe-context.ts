/**
 * Pure context for the owe list window: the names in order (repeats and
 * all), the top one marked (it comes back in the next chapter), which lines
 * this viewer may scratch to buy a character into the chapter, and the
 * GM's tools (take a line off, end the chapter).
 */
import type { CampaignState } from "./campaign";

export interface OweViewer {
  isGM: boolean;
  /** Holds the chapter GM's controls (ends the chapter); the Foundry GM's when absent. */
  runsChapter?: boolean;
  /** Actor uuids of the characters this viewer plays (the only names they may scratch). */
  owns: ReadonlySet<string>;
  /** Owners' names by actor uuid, for the list ("" unknown). */
  players: Record<string, string>;
}

const O = "STORY_ENGINES.Wicked.Owe";

export function buildOweContext(
  campaign: CampaignState,
  viewer: OweViewer,
  storyOpen: boolean,
): Record<string, unknown> {
  const counts = new Map<string, number>();
  const lines = campaign.owe.map((entry, index) => {
    const seen = (counts.get(entry.actorUuid) ?? 0) + 1;
    counts.set(entry.actorUuid, seen);
    const mine = viewer.owns.has(entry.actorUuid);
    return {
      index,
      position: index + 1,
      name: entry.name,
      actorUuid: entry.actorUuid,
      player: viewer.players[entry.actorUuid] ?? "",
      top: index === 0,
      repeat: seen > 1,
      canBuyIn: mine && storyOpen,
      canRemove: viewer.isGM,
    };
  });
  return {
    version: campaign.version,
    chapter: campaign.chapter,
    chapterKey: campaign.chapter > 0 ? `${O}.chapter` : `${O}.noChapter`,
    lines,
    empty: lines.length === 0,
    topName: lines[0]?.name ?? "",
    isGM: viewer.isGM,
    canEndChapter: (viewer.runsChapter ?? viewer.isGM) && campaign.chapter > 0,
  };
}
