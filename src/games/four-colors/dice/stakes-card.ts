/**
 * The stakes card in Foundry: the Storyguide sends a prepared roll (the roll
 * dialog's "Send to the player"), a chat message whispered to the
 * character's player(s), a combined roll's partner's and the Storyguide(s),
 * whose flags (`flags.story-engines.fourColorsStakes`) keep the card's state
 * (stakes-state.ts). The card has one writer, the active GM's queue: the
 * "four-colors.stakesCard" query re-checks the asking user against the
 * documents (who plays which character, who holds the Storyguide's role),
 * refuses a request made on an older version, and saves the next state.
 * The chat hook and the player's roll are in stakes-listeners.ts.
 */
import { SYSTEM_ID, templatePath } from "../../../core/game-definition";
import { applyIfCurrent, STALE_KEY } from "../../../core/versioned-state";
import { isStoryguide, storyguides, storyguideView } from "../storyguide";
import { noGMWriterOf } from "../../../core/request-writer";
import type { RoleView } from "../../../core/roles";
import type { HierarchyRollData } from "./roll-data";
import { stakesCardContext, type StakesPlayers } from "./stakes-context";
import {
  applyStakesAction,
  newStakesCard,
  parseStakesCard,
  stakesFlag,
  type StakesAction,
  type StakesCardState,
  type StakesUser,
} from "./stakes-state";

export const STAKES_FLAG = "fourColorsStakes";
export const STAKES_QUERY = "four-colors.stakesCard";
export const STAKES_TEMPLATE = templatePath("four-colors/dice/stakes-card.hbs");

const PROBLEMS = "STORY_ENGINES.FourColors.Stakes.Problems";

export type StakesAnswer = { ok: true } | { ok: false; reason: string };

/** The card's state, or null for any other message. */
export function readStakes(message: ChatMessage): StakesCardState | null {
  return parseStakesCard(message.getFlag(SYSTEM_ID, STAKES_FLAG));
}

function actorAt(uuid: string | null | undefined): Actor | null {
  const doc = uuid ? fromUuidSync(uuid) : null;
  return doc && doc.documentName === "Actor" ? (doc as Actor) : null;
}

/** Players (not GMs) who own the actor. */
function players(actor: Actor | null): User[] {
  return actor ? game.users.filter((u) => !u.isGM && actor.testUserPermission(u, "OWNER")) : [];
}

/** Does the user play this character: one of its players, or a GM for a character no player plays? */
function plays(user: User, actor: Actor | null): boolean {
  if (!actor) return false;
  const own = players(actor);
  return own.length > 0 ? own.some((u) => u.id === user.id) : user.isGM;
}

/** The user's rights on the card, from the documents (never from the request). */
export function stakesUserFor(user: User, state: StakesCardState): StakesUser {
  const [actor, partner] = state.plan.actors.map((a) => actorAt(a.uuid));
  return {
    id: user.id,
    name: user.name,
    isStoryguide: isStoryguide(user),
    playsActor: plays(user, actor ?? null),
    playsPartner: state.plan.combined !== null && plays(user, partner ?? null),
  };
}

/** Who the card waits for, by name. */
export function stakesPlayers(state: StakesCardState): StakesPlayers {
  const [actor, partner] = state.plan.actors.map((a) => actorAt(a.uuid));
  const names = (actor: Actor | null | undefined) =>
    players(actor ?? null)
      .map((u) => u.name)
      .join(", ");
  return { actor: names(actor), partner: names(partner) };
}

/**
 * With no GM connected, who the card waits for when its writer — its author,
 * the Storyguide who set the stakes (askGM's `writerOf`) — is not connected
 * either: the Storyguide role, named by that author; null when someone
 * connected writes it.
 */
export function stakesWriterAway(message: ChatMessage, state: StakesCardState): RoleView | null {
  if (game.users.activeGM || noGMWriterOf(message.uuid)) return null;
  return {
    labelKey: storyguideView().labelKey,
    holders: message.author?.name ?? state.setBy.name,
    mine: false,
    absent: true,
  };
}

/** The card as rendered for a user (`writerAway`: stakesWriterAway, for the viewer's render). */
export async function renderStakesCard(
  state: StakesCardState,
  user: StakesUser,
  writerAway: RoleView | null = null,
): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(
    STAKES_TEMPLATE,
    stakesCardContext(state, user, stakesPlayers(state), writerAway),
  );
}

/** The content the message stores: the card as someone with no controls sees it. */
function neutralContent(state: StakesCardState): Promise<string> {
  return renderStakesCard(state, {
    id: "",
    name: "",
    isStoryguide: false,
    playsActor: false,
    playsPartner: false,
  });
}

/**
 * Send the stakes the Storyguide set (the roll dialog's plan) to the
 * character's player: a card whispered to its players, the partner's and
 * the Storyguides. A combined roll with a character another player plays
 * asks that player first.
 */
export async function sendStakes(plan: HierarchyRollData): Promise<void> {
  const [actor, partner] = plan.actors.map((a) => actorAt(a.uuid));
  const actorPlayers = players(actor ?? null);
  const partnerPlayers = plan.combined ? players(partner ?? null) : [];
  const partnerMustAgree = partnerPlayers.length > 0 && !partnerPlayers.some((p) => actorPlayers.includes(p));
  const state = newStakesCard(plan, { id: game.user.id, name: game.user.name }, partnerMustAgree);
  const whisper = [...new Set([...actorPlayers, ...partnerPlayers, ...storyguides()].map((u) => u.id))];
  await ChatMessage.create({
    content: await neutralContent(state),
    whisper,
    speaker: ChatMessage.getSpeaker({ actor: actor ?? null }),
    flags: { [SYSTEM_ID]: { [STAKES_FLAG]: stakesFlag(state) } },
  });
}

function readAction(value: unknown): StakesAction | null {
  const type = value && typeof value === "object" ? (value as { type?: unknown }).type : undefined;
  return type === "agree" || type === "claim" || type === "rolled" || type === "cancel" ? { type } : null;
}

/**
 * GM side of "four-colors.stakesCard" (queued by registerGame): apply a
 * user's action to the card they saw, with their rights rebuilt from the
 * documents; a stale request is refused and nothing changes.
 */
export async function gmStakesCard(user: User, data: Record<string, unknown>): Promise<StakesAnswer> {
  const doc = typeof data.messageUuid === "string" ? await fromUuid(data.messageUuid) : null;
  const action = readAction(data.action);
  if (!doc || doc.documentName !== "ChatMessage" || !action) return { ok: false, reason: `${PROBLEMS}.badRequest` };
  const message = doc as ChatMessage;
  const outcome = await applyIfCurrent({
    read: () => readStakes(message),
    version: (state) => state.version,
    seen: data.version,
    apply: async (state): Promise<StakesAnswer> => {
      const result = applyStakesAction(state, action, stakesUserFor(user, state));
      if (!result.ok) return { ok: false, reason: `${PROBLEMS}.${result.reason}` };
      await message.update({
        content: await neutralContent(result.state),
        [`flags.${SYSTEM_ID}.${STAKES_FLAG}`]: stakesFlag(result.state),
      });
      return { ok: true };
    },
  });
  if (outcome.ok) return outcome.result;
  return { ok: false, reason: outcome.reason === "stale" ? STALE_KEY : `${PROBLEMS}.badRequest` };
}
