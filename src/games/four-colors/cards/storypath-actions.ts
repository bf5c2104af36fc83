/**
 * Storypath Cards, player side: what a click on a sheet does. Each action
 * asks for anything it needs (a Title, a Trait's name) in a dialog, then asks
 * the GM to move the cards (askGM, run locally when the user is the active
 * GM; the handlers are in storypath-handlers.ts, run one at a time in the
 * GM queue) and reports a refusal, or the GM side failing. The sheets'
 * button handlers (actions.ts) call these and keep their button disabled
 * until the returned promise settles.
 */
import { askGMReporting } from "../../../core/gm-query";
import { pluralKey } from "../../../core/plural";
import { giveChoices } from "./cards-context";
import { isMainOf, traitNameProblem } from "./cards-rules";
import { ownedCharacterUuids, titleCardsOf, usableTitleChoices, type CardsResult } from "./storypath";
import { issueCharactersOf, readIssues, titleCardsProblem } from "./title-issues";

const L = "STORY_ENGINES.FourColors.Cards";

async function run(name: string, data: Record<string, unknown>): Promise<CardsResult | null> {
  const result = (await askGMReporting(name, data)) as CardsResult | undefined;
  if (result && !result.ok) ui.notifications.warn(result.reason, { localize: true });
  return result ?? null;
}

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

/** Spend a card from a hand: it goes to the discard pile and a chat card asks the GM to mark it. */
export async function spendCard(actor: Actor, handId: string, cardId: string): Promise<void> {
  await run("four-colors.spendCard", { actorUuid: actor.uuid, handId, cardId });
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
  if (!actorUuid) return;
  await run("four-colors.spendTitleCard", { titleUuid: title.uuid, cardUuid, actorUuid });
}

/** Spend a card of the Title for this character (its sheet's Storypath panel). */
export async function spendTitleCardFor(actor: Actor, titleUuid: string, cardUuid: string): Promise<void> {
  await run("four-colors.spendTitleCard", { titleUuid, cardUuid, actorUuid: actor.uuid });
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
