/**
 * Storypath Cards, player side: what a click on a sheet does. Each action
 * asks for anything it needs (a Title, a Trait's name) in a dialog, then asks
 * the GM to move the cards (askGM, run locally when the user is the active
 * GM; the handlers are in storypath-handlers.ts, run one at a time in the
 * GM queue) and reports a refusal, or the GM side failing. The sheets'
 * button handlers (actions.ts) call these and keep their button disabled
 * until the returned promise settles.
 */
import { askCards } from "./storypath-writer";
import { pluralKey } from "../../../core/plural";
import { giveChoices } from "./cards-context";
import { isMainOf, traitNameProblem } from "./cards-rules";
import { CARD_HOLDER_TYPES, ownedCharacterUuids, titleCardsOf, usableTitleChoices } from "./storypath";
import { issueCharactersOf, readIssues, titleCardsProblem } from "./title-issues";

const L = "STORY_ENGINES.FourColors.Cards";

/** Ask the cards' writer: the active GM, or with none connected a player Storyguide (storypath-writer.ts). */
const run = askCards;

/**
 * Draw an Omega's starting Storypath cards (one per diced Planet) into its
 * player's hand, once per Omega. Goes through the GM (decks are GM-owned).
 */
export async function drawStartingCards(actor: Actor): Promise<void> {
  const result = await run("four-colors.drawStartingCards", { actorUuid: actor.uuid });
  if (result?.ok)
    ui.notifications.info(pluralKey(`${L}.Notifications.drewStarting`, result.count ?? 0), {
      localize: true,
      format: { count: result.count ?? 0 },
    });
}

/** The card holders this user can see, other than `actor`: whom a card may be played on. */
function otherCharacters(actor: Actor): Actor[] {
  return game.actors.filter(
    (a) => CARD_HOLDER_TYPES.includes(a.type) && a.uuid !== actor.uuid && a.testUserPermission(game.user, "LIMITED"),
  );
}

/**
 * Whom the card is used on: asked in a dialog when another character could
 * be the one (this character first; "no character in particular" last);
 * the character's own UUID when there is no other; "" for none; null when
 * cancelled. A card played on another player's character can be vetoed by
 * that player (card-play.ts).
 */
async function chooseTarget(actor: Actor): Promise<string | null> {
  const others = otherCharacters(actor);
  if (others.length === 0) return actor.uuid;
  const option = (uuid: string, label: string) => `<option value="${escapeHtml(uuid)}">${escapeHtml(label)}</option>`;
  const options = [
    option(actor.uuid, game.i18n.format(`${L}.Panel.targetOwn`, { name: actor.name })),
    ...others.map((a) => option(a.uuid, a.name)),
    option("", game.i18n.localize(`${L}.Panel.targetNone`)),
  ].join("");
  const picked = await foundry.applications.api.DialogV2.prompt({
    window: { title: game.i18n.localize(`${L}.Dialogs.targetTitle`) },
    content: `<p>${game.i18n.localize(`${L}.Dialogs.targetContent`)}</p><label class="se-storypath__prompt">${game.i18n.localize(`${L}.Panel.targetLabel`)} <select name="target">${options}</select></label>`,
    ok: {
      label: game.i18n.localize(`${L}.Dialogs.targetOk`),
      callback: (_event, button) => {
        return button.form?.querySelector<HTMLSelectElement>('select[name="target"]')?.value ?? actor.uuid;
      },
    },
    rejectClose: false,
  });
  return typeof picked === "string" ? picked : null;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Play a card from a hand on a character (chosen in a dialog): it stays in
 * the hand, in play, and a chat card asks the Storyguide to settle it; the
 * player of the character it was played on may veto it.
 */
export async function spendCard(actor: Actor, handId: string, cardId: string): Promise<void> {
  const targetUuid = await chooseTarget(actor);
  if (targetUuid === null) return;
  await run("four-colors.spendCard", { actorUuid: actor.uuid, handId, cardId, targetUuid });
}

/**
 * Give a card from a hand to a Title with an open slot (chosen in a dialog);
 * the giver draws a replacement. Only Titles with a running Issue in which
 * one of the user's characters takes part are offered.
 */
export async function giveCardToTitle(handId: string, cardId: string): Promise<void> {
  const usable = usableTitleChoices();
  const choices = giveChoices(usable);
  if (choices.length === 0) {
    ui.notifications.warn(`${L}.Problems.${usable.length ? "noOpenSlot" : "notInIssue"}`, { localize: true });
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

/**
 * Spend a card of the Title for one of the characters taking part in its
 * running Issue (not replaced). From the Title sheet: the user's character in
 * the Issue; with several (a player with two characters, or a GM, who plays
 * every one), the user says for whom.
 */
export async function spendTitleCard(title: Actor, cardUuid: string): Promise<void> {
  const issues = readIssues(title.system.issues);
  const mine = ownedCharacterUuids();
  const cards = titleCardsOf(title);
  const inIssue = issueCharactersOf(issues, mine);
  const candidates = inIssue.filter((uuid) => isMainOf(cards, uuid));
  if (candidates.length === 0) {
    const problem = titleCardsProblem(issues, mine) ?? "notMain";
    ui.notifications.warn(`${L}.Problems.${problem}`, { localize: true });
    return;
  }
  const actorUuid = candidates.length === 1 ? candidates[0] : await chooseCharacter(candidates);
  const actor = actorUuid ? fromUuidSync(actorUuid) : null;
  if (!actorUuid || !actor || actor.documentName !== "Actor") return;
  const targetUuid = await chooseTarget(actor as Actor);
  if (targetUuid === null) return;
  await run("four-colors.spendTitleCard", { titleUuid: title.uuid, cardUuid, actorUuid, targetUuid });
}

/** Spend a card of the Title for this character (its sheet's Storypath panel), on a character chosen in a dialog. */
export async function spendTitleCardFor(actor: Actor, titleUuid: string, cardUuid: string): Promise<void> {
  const targetUuid = await chooseTarget(actor);
  if (targetUuid === null) return;
  await run("four-colors.spendTitleCard", { titleUuid, cardUuid, actorUuid: actor.uuid, targetUuid });
}

/** Which of these characters spends: asked in a dialog; null when cancelled. */
async function chooseCharacter(uuids: readonly string[]): Promise<string | null> {
  const choices = uuids.map((uuid) => ({ uuid, name: fromUuidSync(uuid)?.name ?? uuid }));
  const picked = await foundry.applications.api.DialogV2.wait({
    window: { title: game.i18n.localize(`${L}.Dialogs.spendForTitle`) },
    content: `<p>${game.i18n.localize(`${L}.Dialogs.spendForContent`)}</p>`,
    buttons: choices.map((c) => ({ action: c.uuid, label: c.name })),
    rejectClose: false,
  });
  return typeof picked === "string" && uuids.includes(picked) ? picked : null;
}
