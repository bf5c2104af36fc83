/**
 * Rolling a table procedure from a sheet: only an owner of the document the
 * result is written to may roll (others get a notification); the dice are
 * real (Dice So Nice, manual entry unless the roll is blind), the result is
 * written from the document's data as it stands when the dice land, and the
 * card is posted with the user's message mode.
 */
import { allowInteractiveRoll, messageModeOptions } from "../../../core/compat";
import { tableOutcome, tableUpdate, type TableRollData } from "./table-data";
import { TABLES_LANG } from "./table-card";
import { VenusTableRoll } from "./venus-table-roll";

/** The document the result is written to, as the roller uses it. */
export interface TableTarget {
  readonly isOwner: boolean;
  readonly system: Record<string, unknown>;
  update(data: Record<string, unknown>): Promise<unknown>;
}

/**
 * Roll `data`'s procedure for `target` (the character, or the asset or
 * lifepath), write the result and post the card. Returns the roll, or null
 * when the user may not roll it.
 */
export async function rollTableProcedure(
  target: TableTarget,
  speaker: Actor | null,
  data: TableRollData,
): Promise<VenusTableRoll | null> {
  if (!target.isOwner) {
    ui.notifications.warn(`${TABLES_LANG}.notOwner`, { localize: true });
    return null;
  }
  const roll = VenusTableRoll.build(data);
  await roll.evaluate({ allowInteractive: allowInteractiveRoll() });
  const update = tableUpdate(data, tableOutcome(data, roll.faces), target.system);
  if (update) await target.update(update);
  await roll.toMessage({ speaker: ChatMessage.getSpeaker({ actor: speaker }) }, messageModeOptions());
  return roll;
}

/** Refuse a roll that cannot apply (a sturdy or broken tool, a missing VINPC row): warn with `key`. */
export function refuse(key: string): null {
  ui.notifications.warn(`${TABLES_LANG}.${key}`, { localize: true });
  return null;
}
