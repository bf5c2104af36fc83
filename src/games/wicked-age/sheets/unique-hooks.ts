/**
 * The hooks that keep a unique particular strength on one sheet (plus its
 * parallel sheets) however it is written there: created on an actor, or an
 * actor's strength made unique or renamed. Returning false from a pre-hook
 * stops the write on the client that asked for it; a warning names the
 * sheet that holds the strength.
 */
import { STRENGTH_TYPE } from "../data/common";
import { uniqueRefusal } from "./unique-check";

function isUnique(system: unknown): boolean {
  const options = (system as { options?: { unique?: unknown } } | undefined)?.options;
  return options?.unique === true;
}

export function registerUniqueHooks(): void {
  Hooks.on("preCreateItem", (item: Item, data: Record<string, unknown>) => {
    const actor = item.parent;
    if (item.type !== STRENGTH_TYPE || !actor) return true;
    const name = typeof data.name === "string" ? data.name : item.name;
    return uniqueRefusal(actor, name, isUnique(item.system)) === null;
  });
  Hooks.on("preUpdateItem", (item: Item, changes: Record<string, unknown>) => {
    const actor = item.parent;
    if (item.type !== STRENGTH_TYPE || !actor) return true;
    const system = changes.system as Record<string, unknown> | undefined;
    const renamed = typeof changes.name === "string" && changes.name !== item.name;
    const nowUnique = isUnique(system) || (isUnique(item.system) && renamed);
    if (!nowUnique) return true;
    const name = typeof changes.name === "string" ? changes.name : item.name;
    return uniqueRefusal(actor, name, true) === null;
  });
}
