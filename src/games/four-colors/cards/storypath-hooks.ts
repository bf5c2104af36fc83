/**
 * Storypath Cards' hook listeners: the GM's marking buttons on a spend chat
 * card, and keeping the open Omega and Diceless sheets current when a
 * Storypath stack or a Title changed — only the part that shows it, only on the sheets where
 * it shows something different. module-part.ts registers them at init.
 */
import { SYSTEM_ID } from "../../../core/game-definition";
import { askGMReporting } from "../../../core/gm-query";
import { pendingRequests, whilePending } from "../../../core/pending";
import { afterBurst, openSheetsOf, refreshPart } from "../../../core/sheets/part-refresh";
import { awaitsMarking, canMarkSpend, type SpendMarking } from "./cards-rules";
import { parseSpendState } from "./cards-context";
import { DICELESS_TYPE, FLAGS, OMEGA_TYPE } from "./storypath";
import { isStoryguide, storyguideView } from "../storyguide";
import type { CardsResult } from "./storypath";
import { omegaHandPart, titleList } from "../sheets/omega-parts";
import { dicelessHandPart } from "../sheets/diceless-parts";

/**
 * renderChatMessageHTML: the Storyguide's marking buttons on pending spend
 * cards; hidden from everyone else. A marking draws from the deck like the
 * players' requests, so it goes to the active GM's queue (askGM: run there
 * even when clicked on another GM's client); the buttons stay disabled until
 * it is answered.
 */
export function onRenderChatMessage(message: ChatMessage, html: HTMLElement): void {
  const state = parseSpendState(message.getFlag(SYSTEM_ID, FLAGS.spend));
  if (!state) return;
  if (!canMarkSpend(state, isStoryguide(game.user))) {
    html.querySelectorAll(".se-gm-only").forEach((el) => el.remove());
    if (awaitsMarking(state)) showAwaited(html);
    return;
  }
  const key = `storypath:mark:${message.id ?? ""}`;
  const buttons = html.querySelectorAll<HTMLButtonElement>("[data-storypath-mark]");
  if (pendingRequests.isPending(key)) buttons.forEach((b) => pendingRequests.attach(key, b));
  buttons.forEach((button) => {
    button.addEventListener("click", (event) => {
      event.preventDefault();
      const marking = button.dataset.storypathMark;
      if (marking !== "detrimental" && marking !== "beneficial") return;
      void whilePending(key, button, () => {
        buttons.forEach((b) => pendingRequests.attach(key, b));
        return askMarking(message, marking);
      });
    });
  });
}

/** Tell everyone but the Storyguide whose judgment the spend awaits (and when they are away). */
function showAwaited(html: HTMLElement): void {
  const role = storyguideView();
  const outcome = html.querySelector(".se-card__outcome");
  if (!outcome) return;
  const note = outcome.ownerDocument.createElement("p");
  note.className = "se-role-awaited";
  note.textContent = game.i18n.format(`STORY_ENGINES.Core.Roles.${role.absent ? "awaitedAway" : "awaited"}`, {
    role: game.i18n.localize(role.labelKey),
    names: role.holders,
  });
  outcome.before(note);
}

async function askMarking(message: ChatMessage, marking: SpendMarking): Promise<void> {
  const result = (await askGMReporting("four-colors.markSpend", { messageUuid: message.uuid, marking })) as
    CardsResult | undefined;
  if (result && !result.ok) ui.notifications.warn(result.reason, { localize: true });
}

function isOmega(doc: FoundryDocument): doc is Actor {
  return doc.documentName === "Actor" && (doc as Actor).type === OMEGA_TYPE;
}

function isDiceless(doc: FoundryDocument): doc is Actor {
  return doc.documentName === "Actor" && (doc as Actor).type === DICELESS_TYPE;
}

/**
 * After a Storypath stack or a Title changed: on each open Omega sheet
 * (token actors' too), re-render the hand part if the hand or the linked
 * Title it shows changed, and the sheet part if the Titles its select
 * offers changed. A draw of several cards fires one hook per card: the
 * sheets are refreshed once after the burst.
 */
export function refreshOmegaSheets(): void {
  afterBurst("storypath-omega-sheets", () => {
    const titles = titleList();
    for (const { app, document } of openSheetsOf(isOmega)) {
      if (document.limited) continue;
      refreshPart(app, "hand", omegaHandPart(document));
      refreshPart(app, "sheet", titles);
    }
    for (const { app, document } of openSheetsOf(isDiceless)) {
      if (!document.limited) refreshPart(app, "hand", dicelessHandPart(document));
    }
  });
}
