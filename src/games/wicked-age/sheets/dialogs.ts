/**
 * The sheets' dialogs (Foundry side, thin): assign a character's form dice
 * or an NPC's pairs, and the returning character's one choice. The contexts
 * and the parsing are pure (dialog-context.ts); a refused choice is named
 * in a warning and nothing is saved.
 */
import { plainItems } from "../../../core/sheets/sheet-support";
import { askDialog, textOf } from "../dialog";
import { characterSpec, deriveCharacter } from "../data/character";
import { ASSIGNING, REASSIGNING, RETURN_NEW, RETURN_RAISE } from "../data/holding";
import { deriveNpc, npcSpec } from "../data/npc";
import { STRENGTH_TYPE } from "../data/common";
import { strengthSpec } from "../data/strength";
import { assignDiceContext, parseAssignment, raiseSignificance, returningContext } from "./dialog-context";
import { saveValidated } from "./save";
import { askGMReporting } from "../../../core/gm-query";
import { QUERIES } from "../queries";
import { L } from "./labels";

/** Warn and say nothing was saved. */
function refused(key: string): false {
  ui.notifications.warn(key, { localize: true });
  return false;
}

/**
 * Assign the dice of a character's forms or an NPC's pairs: once, when the
 * sheet is made (an NPC's never again), or a returning character's afresh.
 */
export async function assignDice(actor: Actor, returning = false): Promise<boolean> {
  const kind = actor.type === "wickedNpc" ? "npc" : "character";
  const assigned = (kind === "npc" ? deriveNpc : deriveCharacter)(actor.system as never).assigned;
  if (assigned && !(returning && kind === "character")) return refused(`${L}.Validation.diceAssignedOnce`);
  const values = await askDialog(
    `${L}.Assign.title`,
    "wicked-age/sheets/assign-dice.hbs",
    assignDiceContext(kind, actor.system),
  );
  if (!values) return false;
  const parsed = parseAssignment(kind, values);
  if (!parsed.ok) {
    ui.notifications.warn(parsed.problem, { localize: true });
    return false;
  }
  const spec = kind === "npc" ? npcSpec : characterSpec;
  const how = returning && assigned ? REASSIGNING : ASSIGNING;
  return saveValidated(null, actor, spec, { system: { forms: parsed.forms } }, { [how]: true });
}

/** The world's library of particular strengths: world items not unique (or unique and held by no one). */
function library(): { uuid: string; name: string }[] {
  return game.items
    .filter((i) => i.type === STRENGTH_TYPE)
    .map((i) => ({ uuid: i.uuid, name: i.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * A returning character's one choice, once per chapter it comes back in:
 * re-assign dice, +1 significance, a new strength, or a parallel sheet.
 */
export async function comeBack(actor: Actor, chapter: number): Promise<void> {
  const done = await chooseComeBack(actor);
  // The parallel sheet's GM side records the coming back itself.
  if (done === true) await saveValidated(null, actor, characterSpec, { system: { cameBack: chapter } });
}

async function chooseComeBack(actor: Actor): Promise<boolean | "recorded"> {
  const context = returningContext(
    actor.system,
    plainItems(actor),
    library(),
    `${actor.name} (${game.i18n.localize(`${L}.Return.parallelSuffix`)})`,
  );
  const values = await askDialog(`${L}.Return.title`, "wicked-age/sheets/returning.hbs", context);
  if (!values) return false;
  switch (textOf(values, "choice")) {
    case "reassign":
      return assignDice(actor, true);
    case "significance": {
      const item = actor.items.get(textOf(values, "strength"));
      if (!item) return refused(`${L}.Return.pickStrength`);
      const raised = raiseSignificance(
        (item.system.options ?? {}) as Record<string, unknown>,
        textOf(values, "option"),
      );
      if (!raised.ok) return refused(raised.problem);
      return saveValidated(null, item, strengthSpec, { system: { options: raised.options } }, { [RETURN_RAISE]: true });
    }
    case "newStrength": {
      const library = textOf(values, "library");
      const source = library ? ((await fromUuid(library)) as Item | null) : null;
      const data = source
        ? { ...source.toObject(), _id: undefined, folder: null }
        : {
            name: game.i18n.localize(`${L}.Sheet.newStrengthName`),
            type: STRENGTH_TYPE,
            system: { options: { potent: false } },
          };
      const [created] = await actor.createEmbeddedDocuments("Item", [data], { [RETURN_NEW]: true });
      await created?.sheet?.render({ force: true });
      return created !== undefined;
    }
    case "parallel":
      return (await askParallel(actor, textOf(values, "parallelName") || actor.name)) ? "recorded" : false;
    default:
      return false;
  }
}

/**
 * A parallel sheet: the same character at another age, its dice to assign
 * afresh, linked both ways. Players may not create actors, so the GM's
 * client makes it (sheets/parallel-handler.ts); with no GM connected the
 * player is told that a GM must be there, and nothing changes.
 */
export async function askParallel(actor: Actor, name: string): Promise<Actor | undefined> {
  if (!game.users.activeGM) return void refused(`${L}.Return.needsGm`);
  const answer = (await askGMReporting(QUERIES.parallel, { actorUuid: actor.uuid, name })) as
    { ok: boolean; uuid?: string; reason?: string } | undefined;
  if (!answer) return undefined;
  if (!answer.ok || !answer.uuid) return void refused(answer.reason ?? `${L}.Return.Problems.noCharacter`);
  const created = (await fromUuid(answer.uuid)) as Actor | null;
  await created?.sheet?.render({ force: true });
  return created ?? undefined;
}
