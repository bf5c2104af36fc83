/**
 * The Storyguide hands out a reward card (Table tools → "Hand out a reward
 * card"): "the SG may hand out more cards as rewards for success and/or
 * good roleplaying", usually right after an Issue ends. A dialog lists the
 * players' hands; the chosen one draws a card from the deck through the
 * cards' writer — the active GM, or with none connected the player
 * Storyguide's own client (storypath-writer.ts; the request's declared
 * rule: the Storyguide).
 */
import { SYSTEM_ID } from "../../../core/game-definition";
import { FLAGS } from "./storypath";
import { askCards } from "./storypath-writer";

const L = "STORY_ENGINES.FourColors.Cards.Reward";

/** The players' hands, by their player's name. */
function hands(): { id: string; name: string }[] {
  return game.cards
    .filter((s) => s.type === "hand" && typeof s.getFlag(SYSTEM_ID, FLAGS.handFor) === "string")
    .map((s) => {
      const userId = String(s.getFlag(SYSTEM_ID, FLAGS.handFor));
      return { id: s.id ?? "", name: game.users.get(userId)?.name ?? s.name };
    });
}

/** Ask whose hand gets the reward card, then have it drawn. */
export async function openReward(): Promise<void> {
  const choices = hands();
  if (choices.length === 0) {
    ui.notifications.warn("STORY_ENGINES.FourColors.Cards.Problems.noDeck", { localize: true });
    return;
  }
  const picked = await foundry.applications.api.DialogV2.wait({
    window: { title: game.i18n.localize(`${L}.title`) },
    content: `<p>${game.i18n.localize(`${L}.content`)}</p>`,
    buttons: choices.map((c) => ({ action: c.id, label: c.name })),
    rejectClose: false,
  });
  if (typeof picked !== "string" || !choices.some((c) => c.id === picked)) return;
  const result = await askCards("four-colors.rewardCard", { handId: picked });
  if (result?.ok) {
    const name = choices.find((c) => c.id === picked)?.name ?? "";
    ui.notifications.info(game.i18n.format(`${L}.done`, { name }));
  }
}
