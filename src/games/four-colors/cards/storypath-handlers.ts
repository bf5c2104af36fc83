/**
 * Storypath Cards, GM side: the handlers of the card queries (declared with
 * who may ask in gm-handlers.ts, which core checks first) and the GM's
 * marking of a spend. Each handler asks the pure card-flow rules
 * (cards-rules.ts) what the state allows, then moves the cards, updates the
 * Title or Omega and posts the spend chat card.
 *
 * They run one at a time in the GM queue (src/core/gm-queue.ts: registerGame
 * queues the handlers, storypath-hooks.ts the marking), and each reads the
 * stacks, the Title and the Omega when its turn comes, so a request never
 * writes back a Title's slots or a deck it read before another request
 * changed them.
 */
import { SYSTEM_ID } from "../../../core/game-definition";
import { connectedUserIds } from "../../../core/acting-as";
import { applyPlayDecision, isPlayDecision, playOutcome, vetoersOf } from "./card-play";
import {
  canGiveToTitle,
  canSpendTitleCard,
  drawPlan,
  filledSlots,
  handUserFor,
  isMainOf,
  isBlankCard,
  replacementAfterGive,
  slotsAfterGive,
  slotsAfterSpend,
  traitNameProblem,
  type SpendSource,
} from "./cards-rules";
import { parseSpendState, spendCardContext, type SpendState } from "./cards-context";
import { isStoryguide, storyguides } from "../storyguide";
import { createTitlePile } from "./storypath-owners";
import { issueCharacterOf, runningIndex, titleCardsProblem } from "./title-issues";
import { logSpendOn, titleIssues, userCharacters } from "./title-issue-handlers";
import { settleBlocker } from "./storypath-writer";
import {
  actorFrom,
  cardFace,
  cardHolderFrom,
  DESCRIPTOR_TYPE,
  findDeck,
  findDiscard,
  findHand,
  findTitlePile,
  FLAGS,
  inPlayIds,
  markStartingDrawn,
  playerOwnerIds,
  setInPlay,
  SPEND_TEMPLATE,
  stackFrom,
  startingCountOf,
  startingDrawnOf,
  TITLE_TYPE,
  titleCardsOf,
  type CardsResult,
} from "./storypath";

const L = "STORY_ENGINES.FourColors.Cards";

const refuse = (reason: string): CardsResult => ({ ok: false, reason: `${L}.Problems.${reason}` });

/** Draw `wanted` cards into `hand`, shuffling the discard pile back into the deck when it runs short. */
async function drawInto(hand: Cards, wanted: number): Promise<Card[]> {
  const deck = findDeck();
  if (!deck || wanted <= 0) return [];
  const discard = findDiscard();
  const plan = drawPlan(deck.availableCards.length, discard?.cards.size ?? 0, wanted);
  if (plan.reshuffle && discard) {
    await discard.pass(
      deck,
      discard.cards.map((c) => c.id ?? ""),
      { chatNotification: false },
    );
    await deck.shuffle({ chatNotification: false });
  }
  if (plan.draw === 0) return [];
  return hand.draw(deck, plan.draw, { chatNotification: false });
}

/**
 * Post the play's chat card. Its decisions rewrite it, which only its author
 * (or a GM) may: a GM writer makes a player Storyguide its author, so the
 * play can still be settled once no GM is connected (storypath-writer.ts).
 */
async function postSpend(actor: Actor | null, state: SpendState): Promise<void> {
  const content = await foundry.applications.handlebars.renderTemplate(SPEND_TEMPLATE, spendCardContext(state, true));
  const sg = game.user.isGM ? storyguides().find((u) => !u.isGM) : undefined;
  await ChatMessage.create({
    content,
    speaker: ChatMessage.getSpeaker({ actor }),
    ...(sg ? { author: sg.id } : {}),
    flags: { [SYSTEM_ID]: { [FLAGS.spend]: state } },
  });
}

/** The user's name when they spend for a character a player plays (a GM acting for them), else "". */
function actingFor(user: User, actor: Actor | null): string {
  const players = actor ? playerOwnerIds(actor) : [];
  return players.length > 0 && !players.includes(user.id) ? user.name : "";
}

function baseState(
  user: User,
  actor: Actor | null,
  card: { name: string; img: string },
  source: SpendSource,
): SpendState {
  return {
    source,
    marking: "pending",
    actorName: actor?.name ?? "",
    actorImg: actor?.img ?? "",
    cardName: card.name,
    cardImg: card.img,
    handId: "",
    handUserName: "",
    titleName: "",
    traitName: "",
    replacementDrawn: false,
    byUserName: actingFor(user, actor),
  };
}

/** The hand the request names (its declared rule has checked the user owns it). */
function namedHand(handId: unknown): Cards | null {
  return stackFrom(handId, "hand");
}

function handOwnerName(hand: Cards): string {
  const userId = hand.getFlag(SYSTEM_ID, FLAGS.handFor);
  return (typeof userId === "string" ? game.users.get(userId)?.name : undefined) ?? hand.name;
}

export async function gmDrawStartingCards(user: User, data: Record<string, unknown>): Promise<CardsResult> {
  const actor = await cardHolderFrom(data.actorUuid);
  if (!actor) return refuse("badRequest");
  const count = startingCountOf(actor);
  const handUserId = handUserFor({ id: user.id, isGM: user.isGM }, playerOwnerIds(actor));
  const hand = handUserId ? findHand(handUserId) : undefined;
  if (hand && startingDrawnOf(actor, hand)) return refuse("alreadyDrawn");
  if (!hand) return refuse("noHand");
  if (!findDeck()) return refuse("noDeck");
  // Mark the Omega first: the draw takes several round trips, and nothing may deal its hand twice.
  await markStartingDrawn(actor, hand, true);
  try {
    const cards = await drawInto(hand, count);
    return { ok: true, count: cards.length };
  } catch (error) {
    await markStartingDrawn(actor, hand, false);
    throw error;
  }
}

/**
 * The character a card is played on (`data.targetUuid`, an Omega or a
 * Diceless character; none when the request names none) and who may veto
 * it: that character's players, but not the players of the character who
 * played it, nor the user who played it.
 */
async function targetOf(
  user: User,
  actor: Actor | null,
  data: Record<string, unknown>,
): Promise<Pick<SpendState, "targetUuid" | "targetName" | "vetoers">> {
  const target = data.targetUuid ? await cardHolderFrom(data.targetUuid) : null;
  if (!target) return { targetUuid: "", targetName: "", vetoers: [] };
  const spenders = actor ? playerOwnerIds(actor) : [];
  const players = playerOwnerIds(target).filter((id) => !spenders.includes(id));
  return { targetUuid: target.uuid, targetName: target.name, vetoers: vetoersOf(players, user.id) };
}

/**
 * A card of a hand played: it stays in the hand, in play, and a chat card
 * asks the Storyguide to settle it (the players of the character it was
 * played on may veto it): nothing is discarded before (card-play.ts).
 */
export async function gmSpendCard(user: User, data: Record<string, unknown>): Promise<CardsResult> {
  const hand = namedHand(data.handId);
  if (!hand) return refuse("noCard");
  const card = hand.cards.get(String(data.cardId ?? ""));
  if (!card) return refuse("noCard");
  if (inPlayIds(hand).includes(card.id ?? "")) return refuse("inPlay");
  const actor = await cardHolderFrom(data.actorUuid);
  if (!findDiscard()) return refuse("noDeck");
  const state: SpendState = {
    ...baseState(user, actor, cardFace(card), "hand"),
    handId: hand.id ?? "",
    handUserName: handOwnerName(hand),
    cardId: card.id ?? "",
    stackId: hand.id ?? "",
    ...(actor ? { actorUuid: actor.uuid } : {}),
    ...(await targetOf(user, actor, data)),
  };
  await setInPlay(hand, card.id ?? "", true);
  await postSpend(actor, state);
  return { ok: true };
}

/**
 * A hand card spent by a character of a running Issue goes into that Title's log. A Title this client may
 * not write is never reached: such a play waits for a GM (settleBlocker, checked before any card moves).
 */
async function logHandSpend(actor: Actor, card: string): Promise<void> {
  for (const title of game.actors.filter((a) => a.type === TITLE_TYPE)) {
    const issues = titleIssues(title);
    if (issueCharacterOf(issues, [actor.uuid])) await logSpendOn(title, { card, by: actor.name, source: "hand" });
  }
}

/** The Title's pile; with none yet, a GM writer makes it (a player cannot create a stack: noTitlePile). */
async function ensureTitlePile(title: Actor): Promise<Cards | undefined> {
  const existing = findTitlePile(title.uuid);
  if (existing || !game.user.isGM) return existing;
  return createTitlePile(title);
}

export async function gmGiveToTitle(user: User, data: Record<string, unknown>): Promise<CardsResult> {
  const hand = namedHand(data.handId);
  if (!hand) return refuse("noCard");
  const card = hand.cards.get(String(data.cardId ?? ""));
  if (!card) return refuse("noCard");
  if (inPlayIds(hand).includes(card.id ?? "")) return refuse("inPlay");
  const title = await actorFrom(data.titleUuid, TITLE_TYPE);
  if (!title) return refuse("noTitle");
  // Only a player with a character in a running Issue of the Title gives to it.
  const problem = titleCardsProblem(titleIssues(title), userCharacters(user));
  if (problem) return refuse(problem);
  const cards = titleCardsOf(title);
  if (!canGiveToTitle(cards)) return refuse("noOpenSlot");
  const pile = await ensureTitlePile(title);
  if (!pile) return refuse("noTitlePile");
  const [moved] = await hand.pass(pile, [card.id ?? ""], { chatNotification: false });
  if (!moved) return refuse("noCard");
  await title.update({ "system.slots": slotsAfterGive(cards, { cardUuid: moved.uuid, name: moved.name }) });
  const replacements = await drawInto(hand, replacementAfterGive());
  return { ok: true, count: replacements.length };
}

export async function gmSpendTitleCard(user: User, data: Record<string, unknown>): Promise<CardsResult> {
  const title = await actorFrom(data.titleUuid, TITLE_TYPE);
  if (!title) return refuse("noTitle");
  const actor = await cardHolderFrom(data.actorUuid);
  if (!actor) return refuse("badRequest");
  const cards = titleCardsOf(title);
  const cardUuid = String(data.cardUuid ?? "");
  // Only a character taking part in a running Issue of the Title spends its cards.
  const issues = titleIssues(title);
  if (runningIndex(issues) < 0) return refuse("noRunningIssue");
  if (!issueCharacterOf(issues, [actor.uuid])) return refuse("notInIssue");
  // "Only the Main characters of that Title may use these Storypath cards": a guest of the Issue never does.
  if (!isMainOf(cards, actor.uuid)) return refuse("notMain");
  if (!canSpendTitleCard({ isMain: true }, cards, cardUuid)) return refuse("noCard");
  if (!findDiscard()) return refuse("noDeck");
  // The card in the Title's pile (its UUID ends in ".Card.<id>").
  const pile = findTitlePile(title.uuid) ?? null;
  const doc = pile?.cards.get(cardUuid.split(".Card.").pop() ?? "") ?? null;
  const slot = filledSlots(cards.slots).find((s) => s.cardUuid === cardUuid);
  if (pile && inPlayIds(pile).includes(doc?.id ?? "")) return refuse("inPlay");
  const face = doc ? cardFace(doc) : { name: slot?.name ?? "", img: "" };
  // The card stays in its slot, in play, until the Storyguide lets it stand (or someone vetoes it).
  const state: SpendState = {
    ...baseState(user, actor, face, "title"),
    titleName: title.name,
    titleUuid: title.uuid,
    cardId: doc?.id ?? "",
    stackId: pile?.id ?? "",
    actorUuid: actor.uuid,
    ...(await targetOf(user, actor, data)),
  };
  if (pile && doc) await setInPlay(pile, doc.id ?? "", true);
  await postSpend(actor, state);
  return { ok: true };
}

export async function gmSpendForTrait(user: User, data: Record<string, unknown>): Promise<CardsResult> {
  const hand = namedHand(data.handId);
  if (!hand) return refuse("noCard");
  const card = hand.cards.get(String(data.cardId ?? ""));
  if (!card) return refuse("noCard");
  if (!isBlankCard(cardFace(card))) return refuse("notBlank");
  const actor = await cardHolderFrom(data.actorUuid);
  if (!actor) return refuse("badRequest");
  const traitName = String(data.traitName ?? "").trim();
  const problem = traitNameProblem(traitName);
  if (problem) return { ok: false, reason: problem };
  if (inPlayIds(hand).includes(card.id ?? "")) return refuse("inPlay");
  if (!findDiscard()) return refuse("noDeck");
  // The Trait is added when the Storyguide lets the play stand; a veto gives the blank card back.
  const state: SpendState = {
    ...baseState(user, actor, cardFace(card), "trait"),
    traitName,
    handId: hand.id ?? "",
    handUserName: handOwnerName(hand),
    cardId: card.id ?? "",
    stackId: hand.id ?? "",
    actorUuid: actor.uuid,
  };
  await setInPlay(hand, card.id ?? "", true);
  await postSpend(actor, state);
  return { ok: true };
}

/**
 * A decision on a pending play (query "four-colors.markSpend"): a player of
 * the character it was played on accepts it (it stays pending) or vetoes
 * it; once none of them connected is still to decide, the Storyguide settles it — a hand card Detrimental (discarded, a replacement
 * drawn at once into that hand) or Beneficial (discarded); a Title card or a
 * Trait stands (discarded; the Title's slot freed, or the Trait added) — or
 * the Storyguide or a player of the character it was played on vetoes it:
 * the card is no longer in play and stays in the hand or the Title's slot
 * it came from (card-play.ts; a marking out of turn is refused,
 * "awaitsVetoer"). Run in the active GM's queue, whichever client the click
 * came from, so two decisions never race; a play settled already is refused.
 */
export async function gmMarkSpend(user: User, data: Record<string, unknown>): Promise<CardsResult> {
  const decision = data.marking;
  if (!isPlayDecision(decision)) return refuse("badRequest");
  const doc = typeof data.messageUuid === "string" ? await fromUuid(data.messageUuid) : null;
  if (!doc || doc.documentName !== "ChatMessage") return refuse("noCard");
  const message = doc as ChatMessage;
  const state = parseSpendState(message.getFlag(SYSTEM_ID, FLAGS.spend));
  if (!state) return refuse("noCard");
  const viewer = { id: user.id, name: user.name, isStoryguide: isStoryguide(user) };
  const decided = applyPlayDecision({ ...state, vetoers: state.vetoers ?? [] }, decision, viewer, [
    ...connectedUserIds(),
  ]);
  if (!decided.ok) return refuse(decided.reason);
  // What this client may not carry out whole (a Title it may not write, with no GM) is refused before a card moves.
  const blocked = settleBlocker(message, state, decision);
  if (blocked) return { ok: false, reason: blocked };
  // An acceptance settles nothing: the card stays in play, now awaiting the Storyguide's marking.
  const next: SpendState =
    decision === "accept" ? decided.state : { ...decided.state, replacementDrawn: await settleCards(decided.state) };
  const content = await foundry.applications.handlebars.renderTemplate(SPEND_TEMPLATE, spendCardContext(next, true));
  await message.update({ content, [`flags.${SYSTEM_ID}.${FLAGS.spend}`]: next });
  return { ok: true };
}

/** Carry out a settled play on the cards (playOutcome); true when a replacement was drawn. */
async function settleCards(state: SpendState): Promise<boolean> {
  const outcome = playOutcome(state);
  const stack = stackFrom(state.stackId, state.source === "title" ? "pile" : "hand");
  const card = stack?.cards.get(state.cardId ?? "");
  if (stack && card) await setInPlay(stack, card.id ?? "", false);
  const discard = findDiscard();
  if (outcome.discard && stack && card && discard)
    await stack.pass(discard, [card.id ?? ""], { chatNotification: false });
  const actor = await cardHolderFrom(state.actorUuid);
  if (outcome.freeSlot) await freeTitleSlot(state, actor);
  else if (outcome.log && actor) await logHandSpend(actor, state.cardName);
  if (outcome.addTrait && actor)
    await actor.createEmbeddedDocuments("Item", [
      { name: state.traitName, type: DESCRIPTOR_TYPE, system: { kind: "trait" } },
    ]);
  if (outcome.replacement === 0) return false;
  const hand = stackFrom(state.handId, "hand");
  return hand ? (await drawInto(hand, outcome.replacement)).length > 0 : false;
}

/** A Title card that stands leaves its slot, and the spend goes into the Title's log. */
async function freeTitleSlot(state: SpendState, actor: Actor | null): Promise<void> {
  const title = await actorFrom(state.titleUuid, TITLE_TYPE);
  if (!title) return;
  const cards = titleCardsOf(title);
  const slot = filledSlots(cards.slots).find((s) => s.cardUuid.endsWith(`.Card.${state.cardId ?? ""}`));
  const slots = slot ? { "system.slots": slotsAfterSpend(cards, slot.cardUuid) } : {};
  await logSpendOn(title, { card: state.cardName, by: actor?.name ?? state.actorName, source: "title" }, slots);
}

/**
 * A reward card (query "four-colors.rewardCard", the Storyguide's): "the SG
 * may hand out more cards as rewards for success and/or good roleplaying".
 * One card is drawn from the deck into the named player's hand (the discard
 * pile shuffled back in when the deck is empty) and a chat card says so.
 */
export async function gmRewardCard(user: User, data: Record<string, unknown>): Promise<CardsResult> {
  const hand = namedHand(data.handId);
  if (!hand || typeof hand.getFlag(SYSTEM_ID, FLAGS.handFor) !== "string") return refuse("noCard");
  if (!findDeck()) return refuse("noDeck");
  const drawn = await drawInto(hand, 1);
  if (drawn.length === 0) return refuse("deckEmpty");
  const content = `<p class="se-storypath-reward">${escapeText(
    game.i18n.format(`${L}.Reward.chat`, { holder: user.name, name: handOwnerName(hand) }),
  )}</p>`;
  await ChatMessage.create({ content, speaker: { alias: user.name } });
  return { ok: true, count: drawn.length };
}

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
