/**
 * The world's Storypath stacks at `ready`, for the active GM, or when a GM
 * asks from the Table tools: the deck (the offer in deck-offer.ts), the
 * discard pile and one hand per player who lacks one. What is missing is worked out by the pure setupPlan.
 */
import { SYSTEM_ID } from "../../../core/game-definition";
import { setupPlan } from "./cards-rules";
import { offerDeck } from "./deck-offer";
import { findDeck, findDiscard, findHand, FLAGS, OWNER_LEVEL } from "./storypath";

const L = "STORY_ENGINES.FourColors.Cards";

/**
 * At `ready`, for the active GM: offer to import the deck when the world has
 * none (declining turns the offer setting off), then create the discard pile
 * and one hand per player who lacks one. `requested`: a GM asked from the
 * Table tools (any GM; says so when everything is already in place).
 */
export async function setupStorypath(requested = false): Promise<void> {
  if (!game.user.isGM || (!requested && game.users.activeGM?.id !== game.user.id)) return;
  const players = game.users.filter((u) => !u.isGM);
  const plan = setupPlan({
    hasDeck: findDeck() !== undefined,
    hasDiscard: findDiscard() !== undefined,
    players: players.map((u) => ({ id: u.id, hasHand: findHand(u.id) !== undefined })),
  });
  if (requested && !plan.offerDeck && !plan.createDiscard && !plan.handsFor.length) {
    ui.notifications.info(`${L}.Setup.done`, { localize: true });
    return;
  }
  if (plan.offerDeck && !(await offerDeck(requested))) return;
  if (plan.createDiscard) {
    await game.cards.documentClass.create({
      name: game.i18n.localize(`${L}.Setup.discardName`),
      type: "pile",
      ownership: { default: 0 },
      flags: { [SYSTEM_ID]: { [FLAGS.discard]: true } },
    });
  }
  for (const userId of plan.handsFor) {
    const user = game.users.get(userId);
    if (!user) continue;
    await game.cards.documentClass.create({
      name: game.i18n.format(`${L}.Setup.handName`, { name: user.name }),
      type: "hand",
      ownership: { default: 0, [user.id]: OWNER_LEVEL },
      flags: { [SYSTEM_ID]: { [FLAGS.handFor]: user.id } },
    });
  }
}
