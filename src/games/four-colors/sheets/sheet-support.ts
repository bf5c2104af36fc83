/**
 * Foundry-side helpers the Four Colors sheets share: gathering plain data
 * for the pure context builders, guarding a submit with the spec (a bad
 * value gets a readable message and nothing saved is lost), and the
 * descriptor list actions.
 */
import type { ModelSpec, Problem } from "../../../schema";
import { validateSystemUpdate } from "../../../schema";
import { notifyProblems } from "../../../core/notify";
import { SYSTEM_ID } from "../../game-definition";
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

export async function enrich(html: unknown, document: FoundryDocument): Promise<string> {
  const text = typeof html === "string" ? html : "";
  if (!text) return "";
  return foundry.applications.ux.TextEditor.implementation.enrichHTML(text, {
    secrets: document.isOwner,
    relativeTo: document,
  });
}

/** The document's stored `system` data, as plain data. */
export function systemSource(document: Actor | Item): Record<string, unknown> {
  const source = document.toObject(true);
  return isRecord(source.system) ? source.system : {};
}

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
 * Check the `system` part of a submit before anything is saved. `extra`
 * problems (e.g. the Planet rules with the world's d16 setting) come first;
 * then the spec. On problems: a readable warning per problem, a re-render
 * (the form shows the saved values again) and `null` — the caller saves
 * nothing. Otherwise the submit data with arrays rebuilt.
 */
export function guardSubmit(
  sheet: foundry.applications.api.ApplicationV2,
  spec: ModelSpec,
  current: Record<string, unknown>,
  submit: Record<string, unknown>,
  extra: (system: Record<string, unknown>) => Problem[] = () => [],
): Record<string, unknown> | null {
  if (!isRecord(submit.system)) return submit;
  const system = formArrays(spec, current, submit.system);
  const first = extra(system);
  const problems = first.length ? first : validateSystemUpdate(spec, current, system);
  if (problems.length) {
    notifyProblems(problems, spec);
    void sheet.render();
    return null;
  }
  return { ...submit, system };
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
  const [item] = await actor.createEmbeddedDocuments("Item", [{ name, type: "descriptor", system: { kind } }]);
  await item?.sheet?.render({ force: true });
}

export async function deleteDescriptor(actor: Actor, target: HTMLElement): Promise<void> {
  const item = itemFromTarget(actor, target);
  if (item) await item.delete();
}

export async function editDescriptor(actor: Actor, target: HTMLElement): Promise<void> {
  await itemFromTarget(actor, target)?.sheet?.render({ force: true });
}

/** May this dropped item go on the actor? Warns (readably) when not. */
export function acceptDrop(actor: Actor, item: Item): boolean {
  if (item.type !== "descriptor") {
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
