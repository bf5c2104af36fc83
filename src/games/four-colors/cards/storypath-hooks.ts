/**
 * Storypath Cards' hook listeners: the GM's marking buttons on a spend chat
 * card, and keeping the open Omega and Diceless sheets current when a
 * Storypath stack or a Title changed — only the part that shows it, only on the sheets where
 * it shows something different. module-part.ts registers them at init.
 */
import { SYSTEM_ID } from "../../../core/game-definition";
import { AWAITS_VIEWER_ATTRIBUTE } from "../../../core/awaits-viewer";
import { askGMReporting } from "../../../core/gm-query";
import { pendingRequests, whilePending } from "../../../core/pending";
import { afterBurst, openSheetsOf, refreshPart } from "../../../core/sheets/part-refresh";
import { awaitsMarking } from "./cards-rules";
import { playDecisionsFor, type PlayDecision } from "./card-play";
import { parseSpendState } from "./cards-context";
import { DICELESS_TYPE, FLAGS, OMEGA_TYPE } from "./storypath";
import { isStoryguide, storyguideView } from "../storyguide";
import type { CardsResult } from "./storypath";
import { omegaHandPart, titleList } from "../sheets/omega-parts";
import { dicelessHandPart } from "../sheets/diceless-parts";

/**
 * renderChatMessageHTML: on a pending play, each viewer keeps the decisions
 * they may take (card-play.ts) — the Storyguide settles it or vetoes it, a
 * player of the character it was played on vetoes it — and everyone else
 * is told whose decision it awaits. A decision moves cards like the
 * players' requests, so it goes to the active GM's queue (askGM: run there
 * even when clicked on another GM's client); the buttons stay disabled until
 * it is answered.
 */
export function onRenderChatMessage(message: ChatMessage, html: HTMLElement): void {
  const state = parseSpendState(message.getFlag(SYSTEM_ID, FLAGS.spend));
  if (!state) return;
  const sg = isStoryguide(game.user);
  const decisions: string[] = playDecisionsFor(
    { ...state, vetoers: state.vetoers ?? [] },
    { id: game.user.id, isStoryguide: sg },
  );
  // The play awaits this viewer only for its marking; a veto is an offer (src/core/awaits-viewer.ts).
  if (!decisions.some((d) => d !== "veto"))
    html.querySelector(`[${AWAITS_VIEWER_ATTRIBUTE}]`)?.removeAttribute(AWAITS_VIEWER_ATTRIBUTE);
  if (decisions.length === 0) {
    html.querySelectorAll(".se-gm-only").forEach((el) => el.remove());
    if (awaitsMarking(state)) showAwaited(html, state.vetoers ?? []);
    return;
  }
  html.querySelectorAll<HTMLElement>("[data-storypath-mark]").forEach((button) => {
    if (!decisions.includes(button.dataset.storypathMark ?? "")) button.remove();
  });
  if (!sg) html.querySelectorAll(".se-sg-only").forEach((el) => el.remove());
  const key = `storypath:mark:${message.id ?? ""}`;
  const buttons = html.querySelectorAll<HTMLButtonElement>("[data-storypath-mark]");
  if (pendingRequests.isPending(key)) buttons.forEach((b) => pendingRequests.attach(key, b));
  buttons.forEach((button) => {
    button.addEventListener("click", (event) => {
      event.preventDefault();
      const mark = button.dataset.storypathMark;
      let marking: PlayDecision;
      switch (mark) {
        case "detrimental":
        case "beneficial":
        case "stands":
        case "veto":
          marking = mark;
          break;
        default:
          return;
      }
      void whilePending(key, button, () => {
        buttons.forEach((b) => pendingRequests.attach(key, b));
        return askMarking(message, marking);
      });
    });
  });
}

/** Tell the others whose decision the play awaits: the Storyguide (and when away), and who may veto it. */
function showAwaited(html: HTMLElement, vetoers: readonly string[]): void {
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
  const names = vetoers.map((id) => game.users.get(id)?.name ?? "").filter((n) => n !== "");
  if (names.length === 0) return;
  const veto = outcome.ownerDocument.createElement("p");
  veto.className = "se-role-awaited";
  veto.textContent = game.i18n.format("STORY_ENGINES.FourColors.Cards.Chat.awaitedVeto", { name: names.join(", ") });
  outcome.before(veto);
}

async function askMarking(message: ChatMessage, marking: PlayDecision): Promise<void> {
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
