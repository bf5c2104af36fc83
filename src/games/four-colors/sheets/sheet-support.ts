/**
 * Foundry-side helpers the Four Colors sheets share: gathering plain data
 * for the pure context builders, guarding a submit with the spec (a bad
 * value gets a readable message and nothing saved is lost), and the
 * descriptor list actions.
 */
import type { ExtraRules, ModelSpec } from "../../../schema";
import { saveSubmit } from "../../../core/sheets/sheet-support";
import { SYSTEM_ID } from "../../../core/game-definition";
import { LANG, isDescriptorKind } from "../data/common";
import { ALLOW_D16_SETTING, TRAIT_CHART_SETTING, readTraitChart, type TraitChart } from "../data/trait-chart";
import { acceptsDescriptor } from "../data/descriptor";
import { isRecord } from "../data/omega";
import type { ItemInput } from "./shared-context";

export function allowD16(): boolean {
  return game.settings.get(SYSTEM_ID, ALLOW_D16_SETTING) === true;
}

export function traitChart(): TraitChart {
  return readTraitChart(game.settings.get(SYSTEM_ID, TRAIT_CHART_SETTING));
}

/** An actor's embedded items as plain data. */
export function itemInputs(actor: Actor): ItemInput[] {
  return actor.items.map((item) => ({
    id: item.id ?? "",
    name: item.name,
    img: item.img,
    type: item.type,
    system: item.system,
  }));
}

export { enrichField as enrich, sheetParts, systemSource } from "../../../core/sheets/sheet-support";

/**
 * Arrays edited row by row in a form arrive as objects keyed "0", "1"…:
 * rebuild them as arrays over the stored array, so the rows not in the form
 * keep their values.
 */
export function formArrays(
  spec: ModelSpec,
  current: Record<string, unknown>,
  changes: Record<string, unknown>,
): Record<string, unknown> {
  const out = { ...changes };
  for (const [key, field] of Object.entries(spec.fields)) {
    const value = out[key];
    if (field.kind !== "array" || !isRecord(value)) continue;
    const base = Array.isArray(current[key]) ? [...(current[key] as unknown[])] : [];
    for (const [index, row] of Object.entries(value)) {
      const i = Number(index);
      if (!Number.isInteger(i) || i < 0 || i >= base.length) continue;
      base[i] = isRecord(base[i]) && isRecord(row) ? { ...base[i], ...row } : row;
    }
    out[key] = base;
  }
  return out;
}

/**
 * Save a Four Colors sheet's submit if the spec accepts it (src/core: a bad
 * value gets a readable warning, the sheet re-renders with the stored
 * values, nothing is saved). Rows of arrays are merged over the stored
 * arrays (formArrays); `extra` problems (e.g. the Planet rules with the
 * world's d16 setting) are checked first.
 */
export function saveGuarded(
  sheet: foundry.applications.api.ApplicationV2,
  document: Actor | Item,
  spec: ModelSpec,
  submit: Record<string, unknown>,
  extra?: ExtraRules,
): Promise<boolean> {
  return saveSubmit(sheet, document, spec, submit, {
    normalize: (system, current) => formArrays(spec, current, system),
    ...(extra ? { extra } : {}),
  });
}

/** Flat form data → nested object. */
export function expandForm(formData: FormDataExtended): Record<string, unknown> {
  return foundry.utils.expandObject(formData.object);
}

/** The embedded item a list button belongs to. */
export function itemFromTarget(actor: Actor, target: HTMLElement): Item | undefined {
  const id = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId;
  return id ? actor.items.get(id) : undefined;
}

/** Create a new descriptor of the kind on the button, and open it. */
export async function createDescriptor(actor: Actor, target: HTMLElement): Promise<void> {
  const kind = target.dataset.kind;
  if (!isDescriptorKind(kind) || !acceptsDescriptor(actor.type, kind)) return;
  const name = game.i18n.format(`${LANG}.Sheet.newDescriptor`, {
    kind: game.i18n.localize(`${LANG}.Descriptor.kind.${kind}`),
  });
  const [item] = await actor.createEmbeddedDocuments("Item", [
    { name, type: "fourColorsDescriptor", system: { kind } },
  ]);
  await item?.sheet?.render({ force: true });
}

export async function deleteDescriptor(actor: Actor, target: HTMLElement): Promise<void> {
  const item = itemFromTarget(actor, target);
  if (item) await item.delete();
}

export async function editDescriptor(actor: Actor, target: HTMLElement): Promise<void> {
  await itemFromTarget(actor, target)?.sheet?.render({ force: true });
}

type SheetAction = (
  this: foundry.applications.api.ApplicationV2,
  event: PointerEvent,
  target: HTMLElement,
) => Promise<void>;
const actorOf = (app: foundry.applications.api.ApplicationV2): Actor =>
  (app as foundry.applications.sheets.ActorSheetV2).actor;

/** The descriptor list's buttons, for the DEFAULT_OPTIONS.actions of the Omega and Diceless sheets. */
export const descriptorActions: Record<"createDescriptor" | "editItem" | "deleteItem", SheetAction> = {
  async createDescriptor(_event, target) {
    await createDescriptor(actorOf(this), target);
  },
  async editItem(_event, target) {
    await editDescriptor(actorOf(this), target);
  },
  async deleteItem(_event, target) {
    await deleteDescriptor(actorOf(this), target);
  },
};

/** May this dropped item go on the actor? Warns (readably) when not. */
export function acceptDrop(actor: Actor, item: Item): boolean {
  if (item.type !== "fourColorsDescriptor") {
    ui.notifications.warn(`${LANG}.Descriptor.notDescriptor`, { localize: true });
    return false;
  }
  const kind = item.system.kind;
  if (!acceptsDescriptor(actor.type, kind)) {
    ui.notifications.warn(
      game.i18n.format(`${LANG}.Descriptor.notAccepted`, {
        name: item.name,
        kind: game.i18n.localize(`${LANG}.Descriptor.kind.${String(kind)}`),
        actor: actor.name,
      }),
    );
    return false;
  }
  return true;
}
