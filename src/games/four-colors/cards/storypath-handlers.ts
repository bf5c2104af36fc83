/**
 * Storypath Cards, GM side: the handlers of the card queries (registered in
 * module-part.ts, which resolves the asking user first) and the GM's marking
 * of a spend. Each handler re-checks what the asking user may do, asks the
 * pure card-flow rules (cards-rules.ts) what is allowed, then moves the
 * cards, updates the Title or Omega and posts the spend chat card.
 *
 * They run one at a time in the GM queue (src/core/gm-queue.ts: registerGame
 * queues the handlers, storypath-hooks.ts the marking), and each reads the
 * stacks, the Title and the Omega when its turn comes, so a request never
 * writes back a Title's slots or a deck it read before another request
 * changed them.
 */
import { SYSTEM_ID } from "../../../core/game-definition";
import {
  canGiveToTitle,
  canMarkSpend,
  canSpendTitleCard,
  drawPlan,
  filledSlots,
  handUserFor,
  isBlankCard,
  isMainOf,
  replacementAfterGive,
  replacementAfterSpend,
  slotsAfterGive,
  slotsAfterSpend,
  startingDraw,
  traitNameProblem,
  type SpendMarking,
  type SpendSource,
} from "./cards-rules";
import { parseSpendState, spendCardContext, type SpendState } from "./cards-context";
import {
  actorFrom,
  cardFace,
  DESCRIPTOR_TYPE,
  findDeck,
  findDiscard,
  findHand,
  findTitlePile,
  FLAGS,
  OMEGA_TYPE,
  playerOwnerIds,
  SPEND_TEMPLATE,
  stackFrom,
  TITLE_TYPE,
  titleCardsOf,
  type CardsResult,
} from "./storypath";
import { readPlanets } from "../data/omega";

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

async function postSpend(actor: Actor | null, state: SpendState): Promise<void> {
  const content = await foundry.applications.handlebars.renderTemplate(SPEND_TEMPLATE, spendCardContext(state, true));
  await ChatMessage.create({
    content,
    speaker: ChatMessage.getSpeaker({ actor }),
    flags: { [SYSTEM_ID]: { [FLAGS.spend]: state } },
  });
}

function baseState(actor: Actor | null, card: { name: string; img: string }, source: SpendSource): SpendState {
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
  };
}

/** The hand the user acts with: one they own (a GM owns every hand). */
function ownedHand(user: User, handId: unknown): Cards | null {
  const hand = stackFrom(handId, "hand");
  return hand && hand.testUserPermission(user, "OWNER") ? hand : null;
}

function handOwnerName(hand: Cards): string {
  const userId = hand.getFlag(SYSTEM_ID, FLAGS.handFor);
  return (typeof userId === "string" ? game.users.get(userId)?.name : undefined) ?? hand.name;
}

export async function gmDrawStartingCards(user: User, data: Record<string, unknown>): Promise<CardsResult> {
  const actor = await actorFrom(data.actorUuid, OMEGA_TYPE);
  if (!actor || !actor.testUserPermission(user, "OWNER")) return refuse("notOwner");
  const drawn = actor.getFlag(SYSTEM_ID, FLAGS.startingDrawn) === true;
  const count = startingDraw(readPlanets(actor.system.planets), drawn);
  if (drawn) return refuse("alreadyDrawn");
  const handUserId = handUserFor({ id: user.id, isGM: user.isGM }, playerOwnerIds(actor));
  const hand = handUserId ? findHand(handUserId) : undefined;
  if (!hand) return refuse("noHand");
  if (!findDeck()) return refuse("noDeck");
  // Mark the Omega first: the draw takes several round trips, and nothing may deal its hand twice.
  await actor.setFlag(SYSTEM_ID, FLAGS.startingDrawn, true);
  try {
    const cards = await drawInto(hand, count);
    return { ok: true, count: cards.length };
  } catch (error) {
    await actor.setFlag(SYSTEM_ID, FLAGS.startingDrawn, false);
    throw error;
  }
}

export async function gmSpendCard(user: User, data: Record<string, unknown>): Promise<CardsResult> {
  const hand = ownedHand(user, data.handId);
  if (!hand) return refuse("notOwner");
  const card = hand.cards.get(String(data.cardId ?? ""));
  if (!card) return refuse("noCard");
  const actor = await actorFrom(data.actorUuid, OMEGA_TYPE);
  if (actor && !actor.testUserPermission(user, "OWNER")) return refuse("notOwner");
  const discard = findDiscard();
  if (!discard) return refuse("noDeck");
  const state: SpendState = {
    ...baseState(actor, cardFace(card), "hand"),
    handId: hand.id ?? "",
    handUserName: handOwnerName(hand),
  };
  await hand.pass(discard, [card.id ?? ""], { chatNotification: false });
  await postSpend(actor, state);
  return { ok: true };
}

async function ensureTitlePile(title: Actor): Promise<Cards | undefined> {
  const existing = findTitlePile(title.uuid);
  if (existing) return existing;
  return game.cards.documentClass.create({
    name: game.i18n.format(`${L}.Setup.titlePileName`, { title: title.name }),
    type: "pile",
    ownership: { default: 0 },
    flags: { [SYSTEM_ID]: { [FLAGS.titlePile]: title.uuid } },
  });
}

export async function gmGiveToTitle(user: User, data: Record<string, unknown>): Promise<CardsResult> {
  const hand = ownedHand(user, data.handId);
  if (!hand) return refuse("notOwner");
  const card = hand.cards.get(String(data.cardId ?? ""));
  if (!card) return refuse("noCard");
  const title = await actorFrom(data.titleUuid, TITLE_TYPE);
  if (!title) return refuse("noTitle");
  const cards = titleCardsOf(title);
  if (!canGiveToTitle(cards)) return refuse("noOpenSlot");
  const pile = await ensureTitlePile(title);
  if (!pile) return refuse("noTitle");
  const [moved] = await hand.pass(pile, [card.id ?? ""], { chatNotification: false });
  if (!moved) return refuse("noCard");
  await title.update({ "system.slots": slotsAfterGive(cards, { cardUuid: moved.uuid, name: moved.name }) });
  const replacements = await drawInto(hand, replacementAfterGive());
  return { ok: true, count: replacements.length };
}

export async function gmSpendTitleCard(user: User, data: Record<string, unknown>): Promise<CardsResult> {
  const title = await actorFrom(data.titleUuid, TITLE_TYPE);
  if (!title) return refuse("noTitle");
  const actor = await actorFrom(data.actorUuid, OMEGA_TYPE);
  if (!actor || !actor.testUserPermission(user, "OWNER")) return refuse("notOwner");
  const cards = titleCardsOf(title);
  const cardUuid = String(data.cardUuid ?? "");
  if (!isMainOf(cards, actor.uuid)) return refuse("notMain");
  if (!canSpendTitleCard({ isMain: true }, cards, cardUuid)) return refuse("noCard");
  const discard = findDiscard();
  if (!discard) return refuse("noDeck");
  const doc = (await fromUuid(cardUuid)) as Card | null;
  const slot = filledSlots(cards.slots).find((s) => s.cardUuid === cardUuid);
  if (doc?.parent) await doc.parent.pass(discard, [doc.id ?? ""], { chatNotification: false });
  await title.update({ "system.slots": slotsAfterSpend(cards, cardUuid) });
  const face = doc ? cardFace(doc) : { name: slot?.name ?? "", img: "" };
  const state: SpendState = { ...baseState(actor, face, "title"), titleName: title.name };
  await postSpend(actor, state);
  return { ok: true };
}

export async function gmSpendForTrait(user: User, data: Record<string, unknown>): Promise<CardsResult> {
  const hand = ownedHand(user, data.handId);
  if (!hand) return refuse("notOwner");
  const card = hand.cards.get(String(data.cardId ?? ""));
  if (!card) return refuse("noCard");
  if (!isBlankCard(cardFace(card))) return refuse("notBlank");
  const actor = await actorFrom(data.actorUuid, OMEGA_TYPE);
  if (!actor || !actor.testUserPermission(user, "OWNER")) return refuse("notOwner");
  const traitName = String(data.traitName ?? "").trim();
  const problem = traitNameProblem(traitName);
  if (problem) return { ok: false, reason: problem };
  const discard = findDiscard();
  if (!discard) return refuse("noDeck");
  const state: SpendState = { ...baseState(actor, cardFace(card), "trait"), traitName };
  await hand.pass(discard, [card.id ?? ""], { chatNotification: false });
  await actor.createEmbeddedDocuments("Item", [{ name: traitName, type: DESCRIPTOR_TYPE, system: { kind: "trait" } }]);
  await postSpend(actor, state);
  return { ok: true };
}

/** GM marks a pending hand spend: detrimental → a replacement at once into that hand; beneficial → none. */
export async function markSpend(message: ChatMessage, marking: SpendMarking): Promise<void> {
  const state = parseSpendState(message.getFlag(SYSTEM_ID, FLAGS.spend));
  if (!state || !canMarkSpend(state, game.user.isGM)) return;
  let replacementDrawn = false;
  const wanted = replacementAfterSpend(marking, state.source);
  if (wanted > 0) {
    const hand = stackFrom(state.handId, "hand");
    if (hand) replacementDrawn = (await drawInto(hand, wanted)).length > 0;
  }
  const next: SpendState = { ...state, marking, replacementDrawn };
  const content = await foundry.applications.handlebars.renderTemplate(SPEND_TEMPLATE, spendCardContext(next, true));
  await message.update({ content, [`flags.${SYSTEM_ID}.${FLAGS.spend}`]: next });
}
