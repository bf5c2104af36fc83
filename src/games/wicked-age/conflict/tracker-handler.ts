/**
 * The conflict tracker, GM side: the handler of the `wicked-age.conflict` query
 * (run one request at a time in the GM queue). It reads the Combat and its
 * combatants afresh, refuses a request that saw another version as stale,
 * checks who is asking (a player acts for their characters, the chapter's
 * GM for the NPCs),
 * runs the pure transition, writes the combatants and the combat, and does
 * what the transition asks: the exchange's chat card, the owe list after
 * round 1, an advantage die bought off the owe list, a settled consequence
 * applied to the loser's sheet.
 */
import { plainItems } from "../../../core/sheets/sheet-support";
import { askingUser, type LocalQueryOptions } from "../../../core/gm-query";
import { STALE_KEY } from "../../../core/versioned-state";
import { readCampaignSetting, writeCampaign } from "../campaign/campaign-store";
import { addToOweList, scratch } from "../campaign/campaign";
import { playsOwnCharacter } from "../campaign/table-sides";
import { conflictWrites } from "./documents";
import { readCombatState, requesterOf, wickedConflictOf } from "./combat-docs";
import { applyRequest, parseRequest } from "./requests";
import type { ConflictState, Effect } from "./state";
import { conflictOptions } from "./options";
import { applyConsequence, postConflictCard } from "./effects";
import { diceChoiceFrom } from "./dice-choice";

export type ConflictAnswer = { ok: true } | { ok: false; reason: string; stale?: boolean };

const fail = (reason: string): ConflictAnswer => ({ ok: false, reason });

/** Write the state the transition produced: combatants first, then the combat (its version last). */
export async function writeState(combat: Combat, before: ConflictState, after: ConflictState): Promise<void> {
  const writes = conflictWrites(before, after);
  if (writes.combatants.length) await combat.updateEmbeddedDocuments("Combatant", writes.combatants);
  await combat.update(writes.combat);
}

/** Carry out what a transition asks of the world: chat cards, the owe list, a loser's sheet. */
export async function runEffects(combat: Combat, state: ConflictState, effects: readonly Effect[]): Promise<void> {
  for (const effect of effects) {
    if (effect.kind === "exchange") await postConflictCard(combat, state, { kind: "exchange", index: effect.index });
    if (effect.kind === "owe") {
      const entries = effect.ids.flatMap((id) => {
        // The world's actor, never a token's copy: the owe list outlives the token (the sheet is the character).
        const combatant = combat.combatants.get(id);
        const actor = (combatant?.actorId ? game.actors.get(combatant.actorId) : undefined) ?? combatant?.actor;
        return actor ? [{ actorUuid: actor.uuid, name: actor.name }] : [];
      });
      const added = addToOweList(readCampaignSetting(), entries);
      if (added.ok) await writeCampaign(added.state);
      await postConflictCard(combat, state, { kind: "owe", names: entries.map((e) => e.name) });
    }
    if (effect.kind === "consequence") {
      const after = await applyConsequence(combat, state, effect.index);
      await postConflictCard(combat, state, { kind: "consequence", index: effect.index, after });
    }
  }
}

/** GM side of every tracker button. */
export async function gmConflictRequest(
  data: Record<string, unknown>,
  options: LocalQueryOptions,
): Promise<ConflictAnswer> {
  const user = askingUser(data, options);
  if (!user) return fail("STORY_ENGINES.Notifications.notAllowed");
  const combat = wickedConflictOf(data.combatId);
  if (!combat) return fail("STORY_ENGINES.Wicked.Conflict.Problems.noConflict");
  const request = parseRequest(data);
  if (!request) return fail("STORY_ENGINES.Wicked.Conflict.Problems.badRequest");
  const before = readCombatState(combat);
  if (request.version !== before.version) return { ok: false, reason: STALE_KEY, stale: true };
  const who = requesterOf(user, combat);
  // The dice come from the sheet, not from the request: the GM reads the forms and strength chosen off the actor.
  if (request.action === "chooseDice") {
    const actor = combat.combatants.get(request.participant)?.actor;
    if (!actor) return fail("STORY_ENGINES.Wicked.Conflict.Problems.notWicked");
    const forms = Array.isArray(data.forms) ? data.forms.filter((f): f is string => typeof f === "string") : [];
    const strengthId = typeof data.strengthId === "string" ? data.strengthId : "";
    const chosen = diceChoiceFrom(
      { type: actor.type, system: actor.system, items: plainItems(actor) },
      forms,
      strengthId,
    );
    if (!chosen.ok) return fail(chosen.problem);
    request.choice = chosen.choice;
  }
  const transition = applyRequest(before, request, who, conflictOptions());
  if (!transition.ok) return fail(transition.problem);
  // An advantage die bought: scratch one of the asking player's characters off the owe list first.
  if (transition.effects.some((e) => e.kind === "scratch")) {
    const scratchUuid = typeof data.scratchUuid === "string" ? data.scratchUuid : "";
    // The buyer's own character's name: never another player's, and the GM only its own character's.
    const named = fromUuidSync(scratchUuid) as Actor | null;
    if (!playsOwnCharacter(user, named)) return fail("STORY_ENGINES.Wicked.Conflict.Problems.notYours");
    const scratched = scratch(readCampaignSetting(), scratchUuid);
    if (!scratched.ok) return fail(scratched.problem);
    await writeCampaign(scratched.state);
  }
  await writeState(combat, before, transition.state);
  await runEffects(combat, transition.state, transition.effects);
  return { ok: true };
}
