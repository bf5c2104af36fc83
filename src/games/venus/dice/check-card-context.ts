/**
 * Context for the interactive check card (templates/venus/dice/check-card.hbs),
 * pure: built from the card's state, who is looking at it, and the Lots the
 * roller holds. The same builder feeds the chat message and the gallery.
 */

import { venus } from "../../../rules";
import { CALIBER_LABEL_PREFIX, DIFFICULTY_LABEL_PREFIX, labelView, MAX_FLAT_BONUS } from "./check-context";
import { bonusAwaitedNow, bonusStepPending, fcAwaitedNow, isCheckPeer } from "./check-card-table";
import {
  bonusApplies,
  bonusOpen,
  checkResult,
  checkRolled,
  checkSettled,
  highestBonusDie,
  maxBonusLots,
  rerollOpen,
  type CheckCardState,
  type CheckHistoryEntry,
} from "./check-card-state";
import { awaitsViewer } from "../../../core/awaits-viewer";
import { modifierView } from "./roll-modifiers";
import { canActAsRoller, isFCUser, type CardRoles, type CardUser } from "./task-card-state";

const CARD = "STORY_ENGINES.Venus.Check.Card.";

function historyLine(entry: CheckHistoryEntry): { key: string; data: Record<string, string | number> } {
  switch (entry.kind) {
    case "rolled":
      return { key: `${CARD}History.rolled`, data: { d20: entry.d20 } };
    case "proposed":
      return { key: `${CARD}History.proposed`, data: {} };
    case "bonus":
      return { key: `${CARD}History.bonus`, data: { dice: entry.dice.join(", "), lots: entry.lots } };
    case "declined":
      return { key: `${CARD}History.declined`, data: {} };
    case "rerolled":
      return { key: `${CARD}History.rerolled.${entry.die}`, data: { from: entry.from, to: entry.to } };
    case "accepted":
      return { key: `${CARD}History.accepted`, data: {} };
    case "fc":
      return { key: `${CARD}History.fc`, data: { from: entry.factors, to: entry.flatBonus } };
    case "bonusApproved":
    case "bonusRefused":
      return { key: `${CARD}History.${entry.kind}`, data: {} };
  }
}

/** Why the bonus dice count or not, as things stand (null: no note). */
function bonusNoteKey(state: CheckCardState, open: boolean, auto: venus.AutoResult, base: number): string | null {
  if (state.bonus === null) {
    if (open) return `${CARD}bonusOffered`;
    if (auto !== null || base >= state.target) return null;
    return bonusApplies(state) ? null : `${CARD}bonusSkipped`;
  }
  if (auto !== null) return `${CARD}bonusAuto`;
  if (base >= state.target) return `${CARD}bonusNotNeeded`;
  if (!bonusApplies(state)) return `${CARD}bonusOutOfReach`;
  return `${CARD}bonusHighest`;
}

/**
 * Context of the check card for one viewer; `resources.lots`: what the
 * roller holds now; `roles`: what the viewer sees of the FC and the roller's
 * Peers (null: the awaited approval names no one).
 */
export function checkCardContext(
  state: CheckCardState,
  user: CardUser,
  resources: { lots: number },
  roles: CardRoles | null = null,
): Record<string, unknown> {
  const result = checkResult(state);
  const base = state.d20 + state.score + state.flatBonus;
  const open = bonusOpen(state, resources.lots);
  const rerollable = rerollOpen(state, resources.lots);
  const settled = checkSettled(state, resources.lots);
  // While the FC's factors (or, for the bonus step, a Peer's approval) are awaited, the roller waits.
  const fcHeld = fcAwaitedNow(state, user);
  const roller = canActAsRoller(user) && !fcHeld;
  // A check settled on its d20 (passed, or out of reach even with the bonus step) awaits no approval any more.
  const untouched = bonusStepPending(state) && !settled;
  // Before the roll the card shows the proposal and the FC's decision; no die, total or outcome yet.
  const rolled = checkRolled(state);
  // The highest bonus die counts while the bonus step applies to the d20 as it stands.
  const counts = bonusApplies(state);
  const top = highestBonusDie(state.bonus?.dice ?? []);
  const bonusDice = (state.bonus?.dice ?? []).map((value, i) => ({
    value,
    counted: counts && i === top,
    // Only an exploding die's chain goes past 6.
    exploded: value > 6,
    rerolled: state.reroll?.die === "bonus" && i === top,
  }));
  const maxLots = maxBonusLots(state, resources.lots);
  const lotsChoices = Array.from({ length: maxLots + 1 }, (_, n) => ({
    value: n,
    selected: n === Math.min(state.lotsPlanned ?? 0, maxLots),
  }));
  const lotsSpent = (state.bonus?.lots ?? 0) + (state.reroll ? 1 : 0);
  const rule = venus.CHECK_AUTO_RULES[state.caliber];
  const outcomeKey = result.passed ? `${CARD}passed` : settled ? `${CARD}failed` : `${CARD}failing`;
  // The decisions the card waits on that are this viewer's now (a Lot's re-roll is an offer: Accept ends it).
  const fcControl = isFCUser(user) && !rolled && state.fcAwaited !== undefined;
  const canApproveBonus = state.bonusApproval === "asked" && untouched && isCheckPeer(user);
  const bonusStep = roller && open && !bonusAwaitedNow(state, user);
  // Accepting ends a rolled check: before the d20 there is nothing to accept.
  const canAccept = roller && rolled && !settled;
  return {
    actorName: state.actorName,
    img: state.img,
    label: labelView(state.label),
    caliberKey: `${CALIBER_LABEL_PREFIX}${state.caliber}`,
    difficultyKey: `${DIFFICULTY_LABEL_PREFIX}${state.difficulty}`,
    factors: state.factors,
    ...modifierView(state.modifiers),
    rolled,
    canRoll: !rolled && roller,
    d20: state.d20,
    d20Tone: result.auto === "pass" ? "good" : result.auto === "fail" ? "bad" : "neutral",
    d20Rerolled: state.reroll?.die === "d20" ? state.reroll.from : null,
    bonusRerolled: state.reroll?.die === "bonus" ? state.reroll.from : null,
    autoKey: result.auto === "pass" ? `${CARD}autoPass` : result.auto === "fail" ? `${CARD}autoFail` : null,
    autoPassFaces: rule.autoPass.join(", ") || "—",
    autoFailFaces: rule.autoFail.join(", ") || "—",
    score: state.score,
    flatBonus: state.flatBonus,
    bonusDice,
    bonusNoteKey: bonusNoteKey(state, open, result.auto, base),
    short: Math.max(0, state.target - base),
    lotsSpent,
    total: result.total,
    target: state.target,
    passed: result.passed,
    settled,
    outcomeKey: rolled ? outcomeKey : `${CARD}proposed`,
    outcomeTone: result.passed ? "good" : settled ? "bad" : "neutral",
    // What the roller may do now (the roller's owner or the GM).
    bonusOpen: bonusStep,
    bonusFactors: state.bonusFactors,
    lotsChoices,
    rerollOpen: roller && rerollable,
    canRerollBonus: roller && rerollable && (state.bonus?.dice.length ?? 0) > 0,
    canAccept,
    lotsHeld: resources.lots,
    // What the others see while the roller decides.
    waitingKey:
      !canActAsRoller(user) && !settled
        ? !rolled
          ? `${CARD}waitingRoll`
          : open
            ? `${CARD}waitingBonus`
            : `${CARD}waitingReroll`
        : null,
    history: state.history.map(historyLine),
    // The FC's and the Peers' decisions (check-card-table.ts), shown to whoever makes them and to the roller.
    fcAwaited: fcHeld,
    // The FC decides before the d20 is rolled, never after.
    fcControl,
    factorChoices: Array.from({ length: venus.MAX_RELATIVE_FACTORS + 1 }, (_, n) => ({
      value: n,
      selected: n === state.factors,
    })),
    maxFlatBonus: MAX_FLAT_BONUS,
    bonusAwaited: bonusAwaitedNow(state, user) && !settled,
    /** The Peers awaited by name, for those who do not approve. */
    peerRole: bonusAwaitedNow(state, user) && !settled && roles ? roles.peer : null,
    canApproveBonus,
    // A Peer's approval is written on the roller's card by a GM's client: with none connected, it waits.
    waitsForGM: state.bonusApproval === "asked" && untouched && user.present?.gm === false,
    awaitsViewer: awaitsViewer({
      setTarget: fcControl,
      roll: !rolled && roller,
      approveBonus: canApproveBonus,
      bonusStep,
      accept: canAccept,
    }),
  };
}
