/**
 * The task dialog, in Foundry: the character's jobs and the allies offered
 * (characters the roller can see and the character's VINPCs), the pure plan
 * (task-context.ts), then the task card posted before any die is rolled:
 * the FC sets the relative factors and may veto a declared stunt, the allies
 * answer, then the roller rolls the pool on the card (task-card-table.ts).
 */
import { notifyKeys } from "../../../core/notify";
import { SYSTEM_ID, templatePath } from "../../../core/game-definition";
import { readCharacter, readJobForTask, type JobView } from "./actor-view";
import { runDialog } from "./dialog-runner";
import { problemKeys } from "./problems";
import { modifierSourcesOf } from "./roll-modifiers";
import {
  defaultTaskChoices,
  offeredAsAlly,
  planTask,
  readTaskChoices,
  taskDialogContext,
  vinpcLinks,
  type AllyCandidate,
  type TaskChoices,
} from "./task-context";
import { createGatheringCard, type TaskCardSetup } from "./task-card-state";
import { cardVisibility } from "./card-visibility";
import { worldActorUuid } from "../world-links";
import { isFacilitator, presentDeciders } from "./roles";
import { actorFrom as actorFromUuid, renderNeutralCard, TASK_FLAG } from "./task-card-message";

export const TASK_DIALOG_TEMPLATE = templatePath("venus/dice/task-dialog.hbs");
export const TASK_DIALOG_LIVE_TEMPLATE = templatePath("venus/dice/task-dialog-live.hbs");
export const JOB_TYPE = "venusJob";

function jobsOf(actor: Actor): JobView[] {
  // A task rolls a job's effective level (its boost from an attribute of the character included).
  const attributes = actor.items.filter((i) => i.type === "venusAttribute").map((i) => i.name);
  return actor.items
    .filter((i) => i.type === JOB_TYPE)
    .map((i) => readJobForTask(i.id ?? "", i.name, i.system, attributes));
}

/**
 * Other characters of the same kind who could hand over a die, with their
 * jobs: those the roller can see (LIMITED or more) and the VINPCs on the
 * character's sheet. A token's synthetic actor shares its world actor's id,
 * so the roller is left out whether the sheet is the world actor's or a
 * token's.
 */
function allyCandidates(actor: Actor): AllyCandidate[] {
  // A VINPC linked in a compendium (the shipped cast) is offered as its world copy once imported.
  const kin = new Set([...vinpcLinks(actor.system)].map(worldActorUuid));
  return game.actors
    .filter((a) => a.type === actor.type && a.uuid !== actor.uuid && a.id !== actor.id)
    .filter((a) => offeredAsAlly({ uuid: a.uuid, seen: a.testUserPermission(game.user, "LIMITED") }, kin))
    .map((a) => ({ actorUuid: a.uuid, name: a.name, character: readCharacter(a.system), jobs: jobsOf(a) }))
    .filter((c) => c.jobs.length > 0);
}

/**
 * Ask for a task's job, ability, threshold, aid and the roll's Limits and
 * Gambits, showing the exact odds of buying the primary consequence as they
 * change, and post the interactive task card before the roll (the pool is
 * rolled for real on the card, exploding under a Gambit). Refused choices
 * are explained and the dialog opens again with them.
 */
export async function runTaskDialog(actor: Actor, jobItemId?: string): Promise<void> {
  let choices: TaskChoices = defaultTaskChoices(jobsOf(actor), jobItemId);
  for (;;) {
    const character = readCharacter(actor.system);
    const jobs = jobsOf(actor);
    const candidates = allyCandidates(actor);
    const sources = modifierSourcesOf(actor.items.contents);
    const form = await runDialog({
      title: game.i18n.format("STORY_ENGINES.Venus.Task.Dialog.title", { name: actor.name }),
      template: TASK_DIALOG_TEMPLATE,
      liveTemplate: TASK_DIALOG_LIVE_TEMPLATE,
      rollLabel: game.i18n.localize("STORY_ENGINES.Venus.Task.Dialog.roll"),
      context: (values) =>
        taskDialogContext(actor.name, character, jobs, candidates, readTaskChoices(values, choices), sources),
      initial: { ...choices, ...Object.fromEntries(choices.allies.map((a, i) => [`ally${i}`, a])) },
    });
    if (!form) return;
    choices = readTaskChoices(form, choices);
    const plan = planTask(character, jobs, candidates, choices, sources);
    if (plan.problems.length > 0 || plan.threshold === null) {
      notifyKeys(problemKeys(plan.problems));
      continue;
    }
    let jobId = plan.job?.id ?? "";
    if (!plan.job) {
      const [created] = await actor.createEmbeddedDocuments("Item", [
        { name: plan.jobName, type: JOB_TYPE, system: { ability: plan.ability, level: 0, exp: 0 } },
      ]);
      jobId = created?.id ?? "";
    }
    const setup: TaskCardSetup = {
      actorUuid: actor.uuid,
      actorName: actor.name,
      img: actor.img,
      jobId,
      jobName: plan.jobName,
      jobLevel: plan.job?.level ?? 0,
      learning: plan.learning,
      ability: plan.ability,
      caliber: plan.caliber,
      threshold: plan.threshold,
      allies: plan.allies,
      pool: plan.pool,
      modifiers: plan.modifiers,
      // The FC sets the relative factors on the card, unless the FC is rolling or no FC is connected.
      awaitFC: !isFacilitator(game.user) && presentDeciders(actor).fc,
      stunt: choices.stunt,
    };
    // The card opens before the roll: the FC's factors and stunt veto, the allies' answers, then the roll.
    const state = createGatheringCard(setup);
    const allies = plan.allies.map((a) => actorFromUuid(a.actorUuid));
    await ChatMessage.create({
      speaker: ChatMessage.getSpeaker({ actor }),
      content: await renderNeutralCard(state),
      flags: { [SYSTEM_ID]: { [TASK_FLAG]: state } },
      // Insights and Specialties, after the roll, await the Peers: a whispered card is whispered to them too.
      ...cardVisibility(actor, { fc: state.fcFactors === null || state.stunt === "declared", allies, peers: true }),
    });
    return;
  }
}
