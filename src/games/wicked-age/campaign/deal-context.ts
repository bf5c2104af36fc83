/**
 * Pure context for the Deal the oracle dialog and the chat card it posts:
 * which oracle (chosen freely in the first chapter, or by the owe list's
 * topper at the end of the last — no deal until they have), how many cards
 * to deal, whether this viewer leaves the deal to a friend (the chapter's GM,
 * "don't choose, deal or read"), and the cards dealt with their entries.
 */
import { ORACLES, type OracleId } from "../../../rules/wicked";
import { awaitsTopperChoice, cardsToDeal, type StoryState } from "./story";

export function buildDealContext(story: StoryState | null, leavesDeal = false): Record<string, unknown> {
  const fixed = story?.oracle ?? "";
  const chosen = story?.elements.find((e) => e.chosen) ?? null;
  return {
    oracles: ORACLES.map((id, i) => ({
      id,
      labelKey: `STORY_ENGINES.Wicked.Oracle.${id}`,
      checked: fixed ? id === fixed : i === 0,
      disabled: fixed !== "" && id !== fixed,
    })),
    fixed: fixed !== "",
    count: story ? cardsToDeal(story) : 4,
    chosen: chosen ? { card: chosen.card, text: chosen.text } : null,
    dealt: story?.dealt ?? false,
    waiting: story ? awaitsTopperChoice(story) : false,
    chapter: story?.chapter ?? 1,
    leavesDeal,
  };
}

export function dealCardContext(
  oracle: OracleId,
  chapter: number,
  cards: readonly { card: string; text: string }[],
): Record<string, unknown> {
  return { oracleKey: `STORY_ENGINES.Wicked.Oracle.${oracle}`, chapter, cards: cards.map((c) => ({ ...c })) };
}
