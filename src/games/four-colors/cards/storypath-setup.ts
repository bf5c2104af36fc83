/**
 * The world's Storypath stacks at `ready`, for the active GM, or when a GM
 * asks from the Table tools: the deck (the offer in deck-offer.ts), the
 * discard pile and one hand per player who lacks one. What is missing is
 * worked out by the pure setupPlan. A player who connects later (a new user,
 * or one who joins mid-session) gets their hand when the active GM's client
 * sees them connect (`userConnected`). A player who holds the Storyguide
 * role owns every stack too (storypath-owners.ts).
 */
import { SYSTEM_ID } from "../../../core/game-definition";
import { setupPlan } from "./cards-rules";
import { offerDeck } from "./deck-offer";
import { findDeck, findDiscard, findHand, FLAGS, OWNER_LEVEL } from "./storypath";
import { runQueued } from "../../../core/gm-queue";
import { GRANTED_FLAG, storyguideOwnership, syncStoryguideOwnership } from "./storypath-owners";

function isActiveGM(): boolean {
  return game.user.isGM && game.users.activeGM?.id === game.user.id;
}

/** A player's hand: theirs, and a player Storyguide's too (storypath-owners.ts). */
async function createHand(user: User): Promise<void> {
  const sg = storyguideOwnership(user.id);
  await game.cards.documentClass.create({
    name: game.i18n.format(`${L}.Setup.handName`, { name: user.name }),
    type: "hand",
    ownership: { default: 0, ...sg.ownership, [user.id]: OWNER_LEVEL },
    flags: { [SYSTEM_ID]: { [FLAGS.handFor]: user.id, [GRANTED_FLAG]: sg.granted } },
  });
}

/**
 * userConnected: a player connecting to a world that uses the Storypath deck
 * gets a hand if they lack one, made by the active GM's client in its queue
 * (so two connection events, or the ready setup, never make two).
 */
export async function onUserConnected(user: User, connected: boolean): Promise<void> {
  if (!connected || user.isGM || !isActiveGM()) return;
  await runQueued(async () => {
    if (findDeck() && !findHand(user.id)) await createHand(user);
  });
}

const L = "STORY_ENGINES.FourColors.Cards";

/**
 * At `ready`, for the active GM: offer to import the deck when the world has
 * none (declining turns the offer setting off), then create the discard pile
 * and one hand per player who lacks one. `requested`: a GM asked from the
 * Table tools (any GM; says so when everything is already in place).
 */
export async function setupStorypath(requested = false): Promise<void> {
  if (!game.user.isGM || (!requested && !isActiveGM())) return;
  const players = game.users.filter((u) => !u.isGM);
  const plan = setupPlan({
    hasDeck: findDeck() !== undefined,
    hasDiscard: findDiscard() !== undefined,
    players: players.map((u) => ({ id: u.id, hasHand: findHand(u.id) !== undefined })),
  });
  if (requested && !plan.offerDeck && !plan.createDiscard && !plan.handsFor.length) {
    await syncStoryguideOwnership();
    ui.notifications.info(`${L}.Setup.done`, { localize: true });
    return;
  }
  if (plan.offerDeck && !(await offerDeck(requested))) return;
  if (plan.createDiscard) {
    const sg = storyguideOwnership();
    await game.cards.documentClass.create({
      name: game.i18n.localize(`${L}.Setup.discardName`),
      type: "pile",
      ownership: { default: 0, ...sg.ownership },
      flags: { [SYSTEM_ID]: { [FLAGS.discard]: true, [GRANTED_FLAG]: sg.granted } },
    });
  }
  for (const userId of plan.handsFor) {
    const user = game.users.get(userId);
    if (user) await runQueued(async () => (findHand(user.id) ? undefined : createHand(user)));
  }
  // The imported deck (and anything made before the role was handed out): the player Storyguides own it.
  await syncStoryguideOwnership();
}
