/**
 * Storypath Cards in Foundry (thin adapter): finds the world's stacks by flag,
 * moves cards, and asks the pure card-flow rules (cards-rules.ts) what is
 * allowed. Stacks, by flag under `flags.story-engines`:
 *
 * - `storypathDeck: true`        the deck (imported from the compendium);
 * - `storypathDiscard: true`     the discard pile;
 * - `storypathHandFor: <userId>` a player's hand (OWNER for that user);
 * - `storypathTitlePile: <uuid>` the pile holding a Title's slotted cards.
 *
 * An Omega gets `storypathStartingDrawn: true` once it drew its starting
 * cards; a spend chat message keeps its state in `storypathSpend`.
 *
 * Decks and piles are GM-owned, so every move goes through `askGM` (run
 * locally when the user is the active GM); the handlers in module-part.ts
 * call the `gm*` functions here after re-checking the asking user.
 */
import { SYSTEM_ID, templatePath } from "../../game-definition";
import { askGM } from "../../../core/gm-query";
import {
  canGiveToTitle,
  canMarkSpend,
  canSpendTitleCard,
  drawPlan,
  filledSlots,
  handUserFor,
  isBlankCard,
  isMainOf,
  mainOmegaOf,
  replacementAfterGive,
  replacementAfterSpend,
  setupPlan,
  slotsAfterGive,
  slotsAfterSpend,
  startingDraw,
  traitNameProblem,
  type SpendMarking,
  type SpendSource,
  type TitleCards,
} from "./cards-rules";
import {
  giveChoices,
  handPanelContext,
  parseSpendState,
  spendCardContext,
  titleSlotsContext,
  type CardFace,
  type HandPanelContext,
  type SpendState,
  type TitleChoice,
  type TitleSlotsContext,
} from "./cards-context";
import { startingStorypathCards } from "../../../rules/four-colors/storypath";
import { readPlanets } from "../data/omega";
import { readSlots } from "../data/title";

export const FLAGS = {
  deck: "storypathDeck",
  discard: "storypathDiscard",
  handFor: "storypathHandFor",
  titlePile: "storypathTitlePile",
  startingDrawn: "storypathStartingDrawn",
  spend: "storypathSpend",
} as const;

/** Sub-types of the data engineer's models. */
export const OMEGA_TYPE = "fourColorsOmega";
export const TITLE_TYPE = "fourColorsTitle";
export const DESCRIPTOR_TYPE = "fourColorsDescriptor";

/** The compendium shipping the blank deck. */
export const STORYPATH_PACK = `${SYSTEM_ID}.four-colors-storypath`;

/** World setting: offer to import the deck at start-up (turned off when the GM declines). */
export const OFFER_SETTING = "fourColorsCardsOffer";

export const SPEND_TEMPLATE = templatePath("four-colors/cards/spend-card.hbs");

/** Foundry's OWNER ownership level (CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER). */
const OWNER_LEVEL = 3;

const L = "STORY_ENGINES.FourColors.Cards";

/** What a query handler answers: ok, or a lang key saying why not. */
export type CardsResult = { ok: true; count?: number } | { ok: false; reason: string };

const refuse = (reason: string): CardsResult => ({ ok: false, reason: `${L}.Problems.${reason}` });

// ---------------------------------------------------------------- look-ups

function stackWithFlag(key: string, value: unknown, type?: Cards["type"]): Cards | undefined {
  return game.cards.find((stack) => (!type || stack.type === type) && stack.getFlag(SYSTEM_ID, key) === value);
}

export function findDeck(): Cards | undefined {
  return stackWithFlag(FLAGS.deck, true, "deck");
}

export function findDiscard(): Cards | undefined {
  return stackWithFlag(FLAGS.discard, true, "pile");
}

export function findHand(userId: string): Cards | undefined {
  return stackWithFlag(FLAGS.handFor, userId, "hand");
}

function findTitlePile(titleUuid: string): Cards | undefined {
  return stackWithFlag(FLAGS.titlePile, titleUuid, "pile");
}

/** A card's current face as plain data. */
export function cardFace(card: Card): CardFace {
  const face = card.faces?.[card.face ?? 0];
  return { id: card.id ?? "", name: card.name, img: card.img, text: face?.text ?? card.description ?? "" };
}

/** The Title's data the card flow reads (the slots with the data folder's own reader). */
export function titleCardsOf(title: Actor): TitleCards {
  const system = title.system;
  const mains = Array.isArray(system.mains) ? system.mains.filter((m): m is string => typeof m === "string") : [];
  return { mains, slots: readSlots(system.slots) };
}

/** Players (not GMs) who own the actor. */
function playerOwnerIds(actor: Actor): string[] {
  return game.users.filter((u) => !u.isGM && actor.testUserPermission(u, "OWNER")).map((u) => u.id);
}

function titles(): Actor[] {
  return game.actors.filter((a) => a.type === TITLE_TYPE);
}

function titleChoices(): TitleChoice[] {
  return titles().map((t) => ({ uuid: t.uuid, name: t.name, title: titleCardsOf(t) }));
}

function ownedOmegaUuids(): string[] {
  return game.actors.filter((a) => a.type === OMEGA_TYPE && a.isOwner).map((a) => a.uuid);
}

async function actorFrom(uuid: unknown, type: string): Promise<Actor | null> {
  if (typeof uuid !== "string" || uuid === "") return null;
  const doc = await fromUuid(uuid);
  return doc && doc.documentName === "Actor" && (doc as Actor).type === type ? (doc as Actor) : null;
}

function stackFrom(id: unknown, type: Cards["type"]): Cards | null {
  if (typeof id !== "string") return null;
  const stack = game.cards.get(id);
  return stack && stack.type === type ? stack : null;
}

// ---------------------------------------------------------------- sheet contexts

/** Context of the hand panel on an Omega sheet (templates/four-colors/cards/hand-panel.hbs). */
export function storypathPanelContext(actor: Actor): HandPanelContext {
  const handUserId = handUserFor({ id: game.user.id, isGM: game.user.isGM }, playerOwnerIds(actor));
  const hand = handUserId ? findHand(handUserId) : undefined;
  const handUser = handUserId ? game.users.get(handUserId) : undefined;
  return handPanelContext({
    hasDeck: findDeck() !== undefined,
    hand: hand ? { id: hand.id ?? "", name: hand.name, cards: hand.cards.map(cardFace) } : null,
    handUserName: game.user.isGM ? (handUser?.name ?? "") : "",
    canAct: Boolean(hand && actor.isOwner && hand.testUserPermission(game.user, "OWNER")),
    titles: titleChoices(),
    startingCount: startingStorypathCards(readPlanets(actor.system.planets)),
    startingDrawn: actor.getFlag(SYSTEM_ID, FLAGS.startingDrawn) === true,
  });
}

/** Context of the slots partial on a Title sheet (templates/four-colors/cards/title-slots.hbs). */
export function titleSlotsPanelContext(title: Actor): TitleSlotsContext {
  const cards = titleCardsOf(title);
  return titleSlotsContext({ title: cards, viewerIsMain: mainOmegaOf(cards, ownedOmegaUuids()) !== null });
}

// ---------------------------------------------------------------- moving cards (GM side)

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
  const cards = await drawInto(hand, count);
  await actor.setFlag(SYSTEM_ID, FLAGS.startingDrawn, true);
  return { ok: true, count: cards.length };
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

// ---------------------------------------------------------------- player-side actions

async function run(name: string, data: Record<string, unknown>): Promise<CardsResult | null> {
  try {
    const result = (await askGM(name, data)) as CardsResult | undefined;
    if (result && !result.ok) ui.notifications.warn(result.reason, { localize: true });
    return result ?? null;
  } catch (error) {
    console.warn("Story Engines | Storypath card action failed:", error);
    return null;
  }
}

/**
 * Draw an Omega's starting Storypath cards (one per diced Planet) into its
 * player's hand, once per Omega. Goes through the GM (decks are GM-owned).
 */
export async function drawStartingCards(actor: Actor): Promise<void> {
  const result = await run("four-colors.drawStartingCards", { actorUuid: actor.uuid });
  if (result?.ok)
    ui.notifications.info(`${L}.Notifications.drewStarting`, { localize: true, format: { count: result.count ?? 0 } });
}

/** Spend a card from a hand: it goes to the discard pile and a chat card asks the GM to mark it. */
export async function spendCard(actor: Actor, handId: string, cardId: string): Promise<void> {
  await run("four-colors.spendCard", { actorUuid: actor.uuid, handId, cardId });
}

/** Give a card from a hand to a Title with an open slot (chosen in a dialog); the giver draws a replacement. */
export async function giveCardToTitle(handId: string, cardId: string): Promise<void> {
  const choices = giveChoices(titleChoices());
  if (choices.length === 0) {
    ui.notifications.warn(`${L}.Problems.noOpenSlot`, { localize: true });
    return;
  }
  const picked = await foundry.applications.api.DialogV2.wait({
    window: { title: game.i18n.localize(`${L}.Dialogs.giveTitle`) },
    content: `<p>${game.i18n.localize(`${L}.Dialogs.giveContent`)}</p>`,
    buttons: choices.map((c) => ({
      action: c.uuid,
      label: game.i18n.format(`${L}.Dialogs.giveChoice`, { title: c.name, open: c.open }),
    })),
    rejectClose: false,
  });
  if (typeof picked !== "string" || !choices.some((c) => c.uuid === picked)) return;
  await run("four-colors.giveCardToTitle", { handId, cardId, titleUuid: picked });
}

/** Spend a blank card to give the Omega a new Trait (its name asked in a dialog). */
export async function spendCardForTrait(actor: Actor, handId: string, cardId: string): Promise<void> {
  const name = await foundry.applications.api.DialogV2.prompt({
    window: { title: game.i18n.localize(`${L}.Dialogs.traitTitle`) },
    content: `<label class="se-storypath__prompt">${game.i18n.localize(`${L}.Dialogs.traitLabel`)} <input type="text" name="traitName" maxlength="80" autofocus></label>`,
    ok: {
      label: game.i18n.localize(`${L}.Dialogs.traitOk`),
      callback: (_event, button) => {
        const input = button.form?.elements.namedItem("traitName");
        return input instanceof HTMLInputElement ? input.value : "";
      },
    },
    rejectClose: false,
  });
  if (typeof name !== "string") return;
  const problem = traitNameProblem(name);
  if (problem) {
    ui.notifications.warn(problem, { localize: true });
    return;
  }
  await run("four-colors.spendCardForTrait", { actorUuid: actor.uuid, handId, cardId, traitName: name.trim() });
}

/** A Main character of the Title spends one of its cards (not replaced). */
export async function spendTitleCard(title: Actor, cardUuid: string): Promise<void> {
  const main = mainOmegaOf(titleCardsOf(title), ownedOmegaUuids());
  if (!main) {
    ui.notifications.warn(`${L}.Problems.notMain`, { localize: true });
    return;
  }
  await run("four-colors.spendTitleCard", { titleUuid: title.uuid, cardUuid, actorUuid: main });
}

// ---------------------------------------------------------------- world setup (ready, active GM)

async function importDeck(): Promise<Cards | undefined> {
  const pack = game.packs.get(STORYPATH_PACK);
  if (!pack) return undefined;
  const [entry] = [...(await pack.getIndex())];
  if (!entry) return undefined;
  const deck = await game.cards.importFromCompendium(pack, entry._id, {
    flags: { [SYSTEM_ID]: { [FLAGS.deck]: true } },
  });
  await deck.shuffle({ chatNotification: false });
  return deck;
}

/**
 * At `ready`, for the active GM: offer to import the deck when the world has
 * none (declining turns the offer setting off), then create the discard pile
 * and one hand per player who lacks one.
 */
export async function setupStorypath(): Promise<void> {
  if (!game.user.isGM || game.users.activeGM?.id !== game.user.id) return;
  const players = game.users.filter((u) => !u.isGM);
  const plan = setupPlan({
    hasDeck: findDeck() !== undefined,
    hasDiscard: findDiscard() !== undefined,
    players: players.map((u) => ({ id: u.id, hasHand: findHand(u.id) !== undefined })),
  });
  if (plan.offerDeck) {
    if (game.settings.get(SYSTEM_ID, OFFER_SETTING) === false) return;
    const yes = await foundry.applications.api.DialogV2.confirm({
      window: { title: game.i18n.localize(`${L}.Setup.offerTitle`) },
      content: `<p>${game.i18n.localize(`${L}.Setup.offerContent`)}</p>`,
      rejectClose: false,
    });
    if (!yes) {
      await game.settings.set(SYSTEM_ID, OFFER_SETTING, false);
      ui.notifications.info(`${L}.Setup.declined`, { localize: true });
      return;
    }
    if (!(await importDeck())) {
      ui.notifications.error(`${L}.Setup.importFailed`, { localize: true });
      return;
    }
  }
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

// ---------------------------------------------------------------- chat card and re-rendering

/** renderChatMessageHTML: GM marking buttons on pending spend cards; hidden from everyone else. */
export function onRenderChatMessage(message: ChatMessage, html: HTMLElement): void {
  const state = parseSpendState(message.getFlag(SYSTEM_ID, FLAGS.spend));
  if (!state) return;
  if (!canMarkSpend(state, game.user.isGM)) {
    html.querySelectorAll(".se-gm-only").forEach((el) => el.remove());
    return;
  }
  html.querySelectorAll<HTMLButtonElement>("[data-storypath-mark]").forEach((button) => {
    button.addEventListener("click", (event) => {
      event.preventDefault();
      const marking = button.dataset.storypathMark;
      if (marking !== "detrimental" && marking !== "beneficial") return;
      html.querySelectorAll<HTMLButtonElement>("[data-storypath-mark]").forEach((b) => (b.disabled = true));
      void markSpend(message, marking);
    });
  });
}

let rerenderPending = false;

/**
 * Re-render open Omega sheets (their hand panel shows the cards) after a
 * Storypath stack or a Title changed. Every open sheet, not only the world
 * actors': an unlinked token's synthetic actor has a sheet of its own. A
 * draw of several cards fires one hook per card: they are re-rendered once.
 */
export function rerenderOmegaSheets(): void {
  if (rerenderPending) return;
  rerenderPending = true;
  setTimeout(() => {
    rerenderPending = false;
    for (const app of foundry.applications.instances.values()) {
      const doc = (app as { document?: FoundryDocument }).document;
      if (app.rendered && doc?.documentName === "Actor" && (doc as Actor).type === OMEGA_TYPE) void app.render();
    }
  }, 50);
}

/** Is this stack one of ours (deck, pile, hand or Title pile)? */
export function isStorypathStack(stack: Cards | null): boolean {
  if (!stack) return false;
  return Object.values(FLAGS).some((key) => stack.getFlag(SYSTEM_ID, key) !== undefined);
}
