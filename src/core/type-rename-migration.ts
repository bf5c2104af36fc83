/**
 * The 0.2.0 world migration: documents created under 0.1.0 carry sub-type
 * names that no longer exist (see type-renames.ts). Foundry loads such a
 * document as *invalid* (kept, but hidden from the sidebar), so the GM's
 * client finds them through `invalidDocumentIds`/`getInvalid` as well as
 * among the valid ones, and writes the new type with the system data
 * unchanged. Only structural interfaces are used, so tests drive it with
 * plain objects.
 */
import { replacementUpdate } from "./compat";
import { planActorTypeRenames, planTypeRename, type TypeRenameUpdate } from "./type-renames";

/** A document as this migration touches it (a Foundry Actor or Item, valid or invalid). */
export interface RenameTarget {
  readonly id: string | null;
  toObject(source?: boolean): Record<string, unknown>;
  update(data: Record<string, unknown>, operation?: Record<string, unknown>): Promise<unknown>;
}

/** A world collection, with Foundry's access to the documents that failed validation. */
export interface RenameCollection<T extends RenameTarget> extends Iterable<T> {
  readonly invalidDocumentIds?: Iterable<string>;
  getInvalid?(id: string): T | undefined;
}

export interface RenameActor extends RenameTarget {
  readonly items: RenameCollection<RenameTarget> & { get(id: string): RenameTarget | undefined };
  updateEmbeddedDocuments(
    name: "Item",
    updates: Record<string, unknown>[],
    operation?: Record<string, unknown>,
  ): Promise<unknown>;
}

export interface RenameReport {
  renamed: number;
  failed: { id: string | null; error: string }[];
}

/** Valid documents first, then the invalid ones Foundry set aside. */
export function everyDocument<T extends RenameTarget>(collection: RenameCollection<T>): T[] {
  const all = [...collection];
  for (const id of collection.invalidDocumentIds ?? []) {
    const doc = collection.getInvalid?.(id);
    if (doc && !all.includes(doc)) all.push(doc);
  }
  return all;
}

/** `diff: false` sends the update as planned; nothing re-renders mid-migration. */
const OPERATION = { diff: false, render: false } as const;

async function attempt(report: RenameReport, id: string | null, write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
    report.renamed += 1;
  } catch (error) {
    report.failed.push({ id, error: error instanceof Error ? error.message : String(error) });
  }
}

function embeddedItem(actor: RenameActor, id: string): RenameTarget | undefined {
  return actor.items.get(id) ?? actor.items.getInvalid?.(id);
}

/** The update data of a rename: the new type, and the system data replacing the old whole. */
function renameData({ type, system }: TypeRenameUpdate): Record<string, unknown> {
  return { type, ...replacementUpdate("system", system) };
}

/** Rename an actor and its embedded Items; failures are reported, never thrown. */
export async function renameActorTypes(actor: RenameActor, report: RenameReport): Promise<void> {
  const plan = planActorTypeRenames(actor.toObject());
  if (plan.actor) {
    const data = renameData(plan.actor);
    await attempt(report, actor.id, () => actor.update(data, OPERATION));
  }
  for (const { _id, ...rename } of plan.items) {
    const item = embeddedItem(actor, _id);
    const data = renameData(rename);
    await attempt(report, _id, () =>
      item ? item.update(data, OPERATION) : actor.updateEmbeddedDocuments("Item", [{ _id, ...data }], OPERATION),
    );
  }
}

/** Rename a world Item. */
export async function renameItemType(item: RenameTarget, report: RenameReport): Promise<void> {
  const rename = planTypeRename("Item", item.toObject());
  if (rename) await attempt(report, item.id, () => item.update(renameData(rename), OPERATION));
}

/** Rename every legacy sub-type among the world's actors (with their items) and items. */
export async function renameWorldTypes(
  actors: RenameCollection<RenameActor>,
  items: RenameCollection<RenameTarget>,
): Promise<RenameReport> {
  const report: RenameReport = { renamed: 0, failed: [] };
  for (const actor of everyDocument(actors)) await renameActorTypes(actor, report);
  for (const item of everyDocument(items)) await renameItemType(item, report);
  return report;
}
