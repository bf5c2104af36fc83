/**
 * Applying a task card action and saving everything it changes, in Foundry:
 * the message (state and neutral content), the roller's Lots and Ego it
 * costs, and on close the bookkeeping (exp on the jobs, Lots, a Lot past 10
 * as exp on the job the player picked) worked out by planBookkeeping. Runs on the acting client when it may save it all, else
 * on the GM (task-card-query.ts decides).
 */

import { venus } from "../../../rules";
import { SYSTEM_ID } from "../../../core/game-definition";
import { readCharacter, readJob } from "./actor-view";
import { cardProblem, type CardProblem } from "./problems";
import type { CardAction, CardUser } from "./task-card-state";
import { applyCardAction } from "./task-card-action";
import { planBookkeeping, type JobSnapshot } from "./task-card-bookkeeping";
import { askAllyExp } from "./ally-exp";
import {
  actorFrom,
  GRADUATION_SETTING,
  readTaskState,
  renderNeutralCard,
  rollerResources,
  TASK_FLAG,
} from "./task-card-message";

function graduationRule(): venus.GraduationRule {
  const value = game.settings.get(SYSTEM_ID, GRADUATION_SETTING);
  return value === "lower-inherited-score" ? "lower-inherited-score" : "minimum-job-level";
}

/** A character's job as the bookkeeping reads it, with its item (null when either is gone). */
export function jobSnapshot(actor: Actor | null, jobId: string): { item: Item; snapshot: JobSnapshot } | null {
  const item = actor?.items.get(jobId);
  if (!actor || !item) return null;
  const character = readCharacter(actor.system);
  const job = readJob(item.id ?? "", item.name, item.system);
  const inherited = [job.ability, ...(job.secondAbility ? [job.secondAbility] : [])].map(
    (id) => character.abilities[id].score,
  );
  return {
    item,
    snapshot: {
      name: job.name,
      level: job.level,
      exp: job.exp,
      expOptions: {
        graduationRule: graduationRule(),
        minimumJobLevel: character.minimumJobLevel,
        inheritedScores: inherited,
      },
    },
  };
}

/**
 * Apply an action with the rights of `user` and save everything it changes.
 * Runs on the acting client when it may save it all, else on the GM.
 */
export async function executeCardAction(
  message: ChatMessage,
  action: CardAction,
  user: CardUser,
): Promise<CardProblem[]> {
  const state = readTaskState(message);
  if (!state) return [{ code: "unknown-purchase", message: "This message is not a task card." }];
  const roller = actorFrom(state.actorUuid);
  // Resources always come from the sheet, never from the request.
  const fresh: CardAction =
    action.type === "kiss"
      ? { ...action, resources: rollerResources(state) }
      : action.type === "egoSixes"
        ? { ...action, resources: { ego: rollerResources(state).ego } }
        : action;
  let result = applyCardAction(state, fresh, user);
  if (result.problems.length > 0) return result.problems;

  if (fresh.type === "close") {
    const own = jobSnapshot(roller, state.jobId);
    const allies = state.allies.map((a) => jobSnapshot(actorFrom(a.actorUuid), a.jobId));
    const lots = roller ? readCharacter(roller.system).lots : 0;
    const picked =
      fresh.overflowJob && fresh.overflowJob !== state.jobId ? jobSnapshot(roller, fresh.overflowJob) : null;
    if (fresh.overflowJob && fresh.overflowJob !== state.jobId && !picked)
      return [cardProblem("unknown-job", `There is no job ${fresh.overflowJob} on the roller's sheet.`)];
    const plan = planBookkeeping(state, {
      job: own?.snapshot ?? null,
      lots,
      allyJobs: allies.map((a) => a?.snapshot ?? null),
      overflowJob: picked ? { ...picked.snapshot, id: picked.item.id ?? "" } : null,
    });
    result = applyCardAction(state, { type: "close", bookkeeping: plan.lines }, user);
    // Close the card first, so a second click cannot mark the exp twice.
    await message.update({
      [`flags.${SYSTEM_ID}.${TASK_FLAG}`]: result.state,
      content: await renderNeutralCard(result.state),
    });
    if (own && plan.job)
      await own.item.update({ "system.level": plan.job.after.level, "system.exp": plan.job.after.exp });
    if (picked && plan.overflow)
      await picked.item.update({ "system.level": plan.overflow.after.level, "system.exp": plan.overflow.after.exp });
    if (roller && plan.lots !== null) await roller.update({ "system.kismet.lots": plan.lots });
    for (const [i, change] of plan.allies.entries()) {
      const ally = allies[i];
      if (!ally || !change) continue;
      // With no GM, an ally this writer does not own marks their exp on their own writer's client (ally-exp.ts).
      const allyUuid = state.allies[i]?.actorUuid ?? "";
      if (actorFrom(allyUuid)?.testUserPermission(game.user, "OWNER") === false) askAllyExp(message, i, allyUuid);
      else await ally.item.update({ "system.level": change.after.level, "system.exp": change.after.exp });
    }
    return [];
  }

  if (roller && (result.costs.lots > 0 || result.costs.ego)) {
    const held = readCharacter(roller.system);
    await roller.update({
      "system.kismet.lots": Math.max(0, held.lots - result.costs.lots),
      ...(result.costs.ego ? { "system.kismet.ego": false } : {}),
    });
  }
  await message.update({
    [`flags.${SYSTEM_ID}.${TASK_FLAG}`]: result.state,
    content: await renderNeutralCard(result.state),
  });
  return [];
}
