import { venus } from "../../../rules";
import { notifyKeys } from "../../../core/notify";
import { SYSTEM_ID, templatePath } from "../../../core/game-definition";
import { readCharacter } from "./actor-view";
import { CHECK_FLAG, renderNeutralCheckCard } from "./check-card-message";
import { proposeCheckCard } from "./check-card-state";
import { cardVisibility } from "./card-visibility";
import { isFacilitator, presentDeciders } from "./roles";
import {
  checkDialogContext,
  DEFAULT_CHECK_CHOICES,
  planCheck,
  readCheckChoices,
  type CheckChoices,
  type CheckRollOptions,
} from "./check-context";
import { runDialog } from "./dialog-runner";
import { problemKeys } from "./problems";
import { modifierSourcesOf } from "./roll-modifiers";

export const CHECK_DIALOG_TEMPLATE = templatePath("venus/dice/check-dialog.hbs");
export const CHECK_DIALOG_LIVE_TEMPLATE = templatePath("venus/dice/check-dialog-live.hbs");

/** The source value for an ability id ("fin") or a full source ("capability:0"). */
function initialSource(ability: string | undefined): string {
  if (!ability) return DEFAULT_CHECK_CHOICES.source;
  if (ability.includes(":")) return ability;
  return venus.isAbilityId(ability) ? `ability:${ability}` : DEFAULT_CHECK_CHOICES.source;
}

/**
 * Ask for a check's difficulty, bonus factors and the roll's Limits and
 * Gambits, showing the exact odds as they change, then post the check card
 * before any die is rolled: the FC sets the factors and flat bonus there,
 * then the roller rolls the d20 on it, and it offers the bonus step and the
 * Lot re-roll when they can matter (check-card-state.ts). Refused choices are explained and the
 * dialog opens again with them, so nothing typed is lost.
 */
export async function runCheckDialog(actor: Actor, ability?: string): Promise<void> {
  let choices: CheckChoices = { ...DEFAULT_CHECK_CHOICES, source: initialSource(ability) };
  for (;;) {
    const character = readCharacter(actor.system);
    const sources = modifierSourcesOf(actor.items.contents);
    const form = await runDialog({
      title: game.i18n.format("STORY_ENGINES.Venus.Check.Dialog.title", { name: actor.name }),
      template: CHECK_DIALOG_TEMPLATE,
      liveTemplate: CHECK_DIALOG_LIVE_TEMPLATE,
      rollLabel: game.i18n.localize("STORY_ENGINES.Venus.Check.Dialog.roll"),
      context: (values) => checkDialogContext(actor.name, character, readCheckChoices(values, choices), sources),
      initial: { ...choices },
    });
    if (!form) return;
    choices = readCheckChoices(form, choices);
    const plan = planCheck(character, choices, sources);
    if (plan.problems.length > 0 || !plan.source || !plan.modifiers || plan.target === null) {
      notifyKeys(problemKeys(plan.problems));
      continue;
    }
    const options: CheckRollOptions = {
      actorName: actor.name,
      actorUuid: actor.uuid,
      img: actor.img,
      label: plan.source.label,
      caliber: plan.modifiers.caliber,
      score: plan.source.score,
      flatBonus: choices.flatBonus,
      difficulty: choices.difficulty,
      factors: choices.factors,
      target: plan.target,
      bonusFactors: choices.bonusFactors,
      lotsPlanned: choices.lots,
      modifiers: plan.modifiers,
    };
    // The card opens before the roll: the FC decides first (unless the FC rolls or none is connected).
    const state = proposeCheckCard(options, { awaitFC: !isFacilitator(game.user) && presentDeciders(actor).fc });
    await ChatMessage.create({
      speaker: ChatMessage.getSpeaker({ actor }),
      content: await renderNeutralCheckCard(state),
      flags: { [SYSTEM_ID]: { [CHECK_FLAG]: state } },
      // The bonus step, after the roll, awaits the Peers: a whispered card is whispered to them too.
      ...cardVisibility(actor, { fc: state.fcAwaited === true, peers: true }),
    });
    return;
  }
}
