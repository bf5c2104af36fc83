/**
 * Version 0.2.0 gave every sub-type its game's prefix (`omega` →
 * `fourColorsOmega`, `job` → `venusJob`, …) so five games can share one
 * system without colliding. This pure module knows the old names and plans
 * the writes that bring a 0.1.0 document up to date; src/core/migrations.ts
 * carries them out in Foundry.
 */
import { isRecord } from "../schema";

export type RenamedDocument = "Actor" | "Item";

/** The 0.1.0 sub-type names and what they are called now. */
export const LEGACY_TYPE_NAMES: Readonly<Record<RenamedDocument, Readonly<Record<string, string>>>> = {
  Actor: {
    omega: "fourColorsOmega",
    diceless: "fourColorsDiceless",
    title: "fourColorsTitle",
  },
  Item: {
    descriptor: "fourColorsDescriptor",
    job: "venusJob",
    lifepath: "venusLifepath",
    attribute: "venusAttribute",
    asset: "venusAsset",
  },
};

/** The current name of a 0.1.0 sub-type, or null when `type` is not a legacy name. */
export function renamedType(documentName: RenamedDocument, type: unknown): string | null {
  if (typeof type !== "string") return null;
  const names = LEGACY_TYPE_NAMES[documentName];
  return Object.hasOwn(names, type) ? (names[type] ?? null) : null;
}

/**
 * The rename of one document: its new type and its own system data. Foundry
 * only lets an update change `type` when `system` is replaced whole in the
 * same update, so the migration writes this data back as a replacement
 * (`replacementUpdate` in compat.ts: v14's ForcedReplacement, v13's
 * `==system`): nothing is lost.
 */
export interface TypeRenameUpdate {
  type: string;
  system: Record<string, unknown>;
}

/** An embedded Item's rename, addressed by its id. */
export interface EmbeddedTypeRename extends TypeRenameUpdate {
  _id: string;
}

export interface ActorTypeRenamePlan {
  /** The actor's own rename, or null when its type is current. */
  actor: TypeRenameUpdate | null;
  /** Renames of the embedded Items that still carry a legacy type. */
  items: EmbeddedTypeRename[];
}

function systemOf(source: Record<string, unknown>): Record<string, unknown> {
  return isRecord(source.system) ? structuredClone(source.system) : {};
}

/** The rename of one world or embedded document's source, or null when it is current. */
export function planTypeRename(documentName: RenamedDocument, source: unknown): TypeRenameUpdate | null {
  if (!isRecord(source)) return null;
  const type = renamedType(documentName, source.type);
  return type ? { type, system: systemOf(source) } : null;
}

/** The renames an actor's source needs: its own and its embedded Items'. */
export function planActorTypeRenames(source: unknown): ActorTypeRenamePlan {
  if (!isRecord(source)) return { actor: null, items: [] };
  const items: EmbeddedTypeRename[] = [];
  for (const item of Array.isArray(source.items) ? source.items : []) {
    if (!isRecord(item) || typeof item._id !== "string") continue;
    const rename = planTypeRename("Item", item);
    if (rename) items.push({ _id: item._id, ...rename });
  }
  return { actor: planTypeRename("Actor", source), items };
}
