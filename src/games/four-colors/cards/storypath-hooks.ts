/**
 * Storypath Cards' hook listeners: the decisions on a spend chat card (its
 * target's player's veto or acceptance, the Storyguide's marking), and keeping the open Omega and Diceless sheets current when a
 * Storypath stack or a Title changed — only the part that shows it, only on the sheets where
 * it shows something different. module-part.ts registers them at init.
 */
import { SYSTEM_ID } from "../../../core/game-definition";
import { AWAITS_VIEWER_ATTRIBUTE } from "../../../core/awaits-viewer";
import { pendingRequests, whilePending } from "../../../core/pending";
import { afterBurst, openSheetsOf, refreshPart } from "../../../core/sheets/part-refresh";
import { awaitsMarking } from "./cards-rules";
import { connectedUserIds } from "../../../core/acting-as";
import { absentVetoers, awaitedVetoers, playDecisionsFor, type PlayDecision, type PlayState } from "./card-play";
import { parseSpendState } from "./cards-context";
import { DICELESS_TYPE, FLAGS, OMEGA_TYPE } from "./storypath";
import { isStoryguide, storyguideView } from "../storyguide";
import { askCards, settleBlocker } from "./storypath-writer";
import { omegaHandPart, titleList } from "../sheets/omega-parts";
import { dicelessHandPart } from "../sheets/diceless-parts";

/**
 * renderChatMessageHTML: on a pending play, each viewer keeps the decisions
 * they may take now (card-play.ts) — a player of the character it was played
 * on vetoes it or lets it stand on their character; once none of them
 * connected is still to decide, the Storyguide settles it (the Storyguide's
 * veto stays offered throughout) — and the card tells each viewer whose
 * decision it awaits. A decision moves cards like the players' requests, so
 * it goes to the active GM's queue (askGM: run there even when clicked on
 * another GM's client), or with no GM connected to a player Storyguide's
 * (storypath-writer.ts); a decision nobody connected can write is not
 * offered, and the card says who must connect. The buttons stay disabled
 * until it is answered.
 */
export function onRenderChatMessage(message: ChatMessage, html: HTMLElement): void {
  const state = parseSpendState(message.getFlag(SYSTEM_ID, FLAGS.spend));
  if (!state) return;
  const sg = isStoryguide(game.user);
  const play = { ...state, vetoers: state.vetoers ?? [] };
  const connected = [...connectedUserIds()];
  const decisions: string[] = playDecisionsFor(play, { id: game.user.id, isStoryguide: sg }, connected);
  // The play awaits this viewer for a marking or their acceptance; a veto alone is an offer (src/core/awaits-viewer.ts).
  if (!decisions.some((d) => d !== "veto"))
    html.querySelector(`[${AWAITS_VIEWER_ATTRIBUTE}]`)?.removeAttribute(AWAITS_VIEWER_ATTRIBUTE);
  if (awaitsMarking(state)) showVetoers(html, play, connected);
  if (decisions.length === 0) {
    html.querySelectorAll(".se-gm-only").forEach((el) => el.remove());
    if (awaitsMarking(state)) showAwaited(html);
    return;
  }
  // With no GM connected, a decision nobody connected can write is not offered: the card says who it waits for.
  let blocker: string | null = null;
  html.querySelectorAll<HTMLElement>("[data-storypath-mark]").forEach((button) => {
    const decision = button.dataset.storypathMark ?? "";
    const blocked = decisions.includes(decision) ? settleBlocker(message, state, decision) : null;
    blocker ??= blocked;
    if (!decisions.includes(decision) || blocked !== null) button.remove();
  });
  if (blocker !== null) {
    showBlocked(html, blocker);
    // A decision nobody connected can write does not await this viewer either.
    if (!html.querySelector('[data-storypath-mark]:not([data-storypath-mark="veto"])'))
      html.querySelector(`[${AWAITS_VIEWER_ATTRIBUTE}]`)?.removeAttribute(AWAITS_VIEWER_ATTRIBUTE);
  }
  // The Storyguide's question goes with the markings: not shown while the play awaits its target's player.
  if (!html.querySelector(MARKING_BUTTONS)) html.querySelectorAll(".se-sg-only").forEach((el) => el.remove());
  const key = `storypath:mark:${message.id ?? ""}`;
  const buttons = html.querySelectorAll<HTMLButtonElement>("[data-storypath-mark]");
  if (pendingRequests.isPending(key)) buttons.forEach((b) => pendingRequests.attach(key, b));
  buttons.forEach((button) => {
    button.addEventListener("click", (event) => {
      event.preventDefault();
      const mark = button.dataset.storypathMark;
      // Each decision a card button may name (tools/checks/actions.mjs reads these cases against the template).
      switch (mark) {
        case "detrimental":
        case "beneficial":
        case "stands":
        case "accept":
        case "veto":
          break;
        default:
          return;
      }
      void whilePending(key, button, () => {
        buttons.forEach((b) => pendingRequests.attach(key, b));
        return askMarking(message, mark);
      });
    });
  });
}

/** The Storyguide's marking buttons (a veto or an acceptance is not a marking). */
const MARKING_BUTTONS = ["detrimental", "beneficial", "stands"].map((d) => `[data-storypath-mark="${d}"]`).join(",");

/**
 * Say what a decision nobody connected can write waits for: the Storyguide,
 * who is not connected (nor is a GM), or with `key` a GM.
 */
function showBlocked(html: HTMLElement, key: string): void {
  const controls = html.querySelector(".se-storypath-spend__controls");
  if (!controls) return;
  const note = controls.ownerDocument.createElement("p");
  note.className = "se-role-awaited";
  note.dataset.storypathBlocked = "";
  const role = storyguideView();
  note.textContent = key
    ? game.i18n.localize(key)
    : game.i18n.format("STORY_ENGINES.Core.Roles.awaitedAway", {
        role: game.i18n.localize(role.labelKey),
        names: role.holders,
      });
  controls.append(note);
}

/** Tell the others the play awaits the Storyguide (and when away). */
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

/**
 * Tell everyone but the players concerned where the veto stands: whose
 * decision comes before the Storyguide's marking, who is not connected (so
 * the Storyguide need not wait), and who let it stand.
 */
function showVetoers(html: HTMLElement, play: PlayState, connected: readonly string[]): void {
  const outcome = html.querySelector(".se-card__outcome");
  if (!outcome) return;
  const others = (ids: readonly string[]): string =>
    ids
      .filter((id) => id !== game.user.id)
      .map((id) => game.users.get(id)?.name ?? "")
      .filter((n) => n !== "")
      .join(", ");
  const C = "STORY_ENGINES.FourColors.Cards.Chat";
  const notes: [string, string][] = [
    [`${C}.awaitedVeto`, others(awaitedVetoers(play, connected))],
    [`${C}.absentVeto`, others(absentVetoers(play, connected))],
    [`${C}.acceptedBy`, others(play.accepted ?? [])],
  ];
  for (const [key, name] of notes) {
    if (name === "") continue;
    const note = outcome.ownerDocument.createElement("p");
    note.className = "se-role-awaited";
    note.textContent = game.i18n.format(key, { name });
    outcome.before(note);
  }
}

async function askMarking(message: ChatMessage, marking: PlayDecision): Promise<void> {
  await askCards("four-colors.markSpend", { messageUuid: message.uuid, marking });
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
