/**
 * Unique particular strengths across the world (Foundry side): gather every
 * actor's strengths and parallel links, ask the pure rule (data/unique.ts),
 * and warn naming the sheet that already holds it. Used when a strength is
 * dropped on a sheet and by the preCreateItem/preUpdateItem hooks, so no
 * route (a drop, a copy, a macro) writes a unique strength on a second sheet.
 */
import { STRENGTH_TYPE, stringList } from "../data/common";
import { uniqueHolder, type StrengthHolder } from "../data/unique";
import { L } from "./labels";

function holders(): StrengthHolder[] {
  return game.actors.map((a) => ({
    actorId: a.id ?? "",
    actorName: a.name,
    parallels: stringList(a.system.parallels)
      .map((uuid) => uuid.split(".").pop() ?? "")
      .filter((id) => id !== ""),
    strengths: a.items
      .filter((i) => i.type === STRENGTH_TYPE)
      .map((i) => ({
        name: i.name,
        unique: (i.system.options as Record<string, unknown> | undefined)?.unique === true,
      })),
  }));
}

/** Warn and return the holder's name if `actor` may not hold a strength called `name`; null if it may. */
export function uniqueRefusal(actor: Actor, name: string, unique: boolean): string | null {
  const holder = uniqueHolder(name, unique, actor.id ?? "", holders());
  if (holder) ui.notifications.warn(game.i18n.format(`${L}.Validation.uniqueHeld`, { name, holder }));
  return holder;
}
