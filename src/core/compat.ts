/**
 * The few places where Foundry v13 and v14 differ for us, in one module.
 *
 * - Message visibility: v13 has roll modes (`core.rollMode`: publicroll,
 *   gmroll, blindroll, selfroll; `ChatMessage.applyRollMode`); v14 renamed them
 *   message modes (`core.messageMode`: public, gm, blind, self;
 *   `ChatMessage.applyMode`). Reading `core.messageMode` on v13 throws, so we
 *   ask whether the setting is registered first.
 * - Deleting a key in an update: v13 `{"-=key": null}`; v14
 *   `new foundry.data.operators.ForcedDeletion()` (the old spelling warns
 *   until v16).
 */

const LEGACY_TO_MODE: Record<string, string> = {
  publicroll: "public",
  gmroll: "gm",
  blindroll: "blind",
  selfroll: "self",
};

export function isV14OrLater(): boolean {
  return (game.release?.generation ?? 13) >= 14;
}

/** The user's chosen visibility, as the mode name of the running version. */
export function currentMessageMode(): string {
  if (game.settings.settings.has("core.messageMode")) return String(game.settings.get("core", "messageMode"));
  return String(game.settings.get("core", "rollMode"));
}

/** Apply the user's visibility to message data, on either version. */
export function applyMessageMode(data: Record<string, unknown>, mode = currentMessageMode()): Record<string, unknown> {
  if (typeof ChatMessage.applyMode === "function") return ChatMessage.applyMode(data, LEGACY_TO_MODE[mode] ?? mode);
  if (typeof ChatMessage.applyRollMode === "function") return ChatMessage.applyRollMode(data, mode);
  return data;
}

/** Update data that deletes `path` (e.g. "flags.story-engines.pending"). */
export function deletionUpdate(path: string): Record<string, unknown> {
  const operators = foundry.data.operators as { ForcedDeletion?: new () => unknown } | undefined;
  if (operators?.ForcedDeletion) return { [path]: new operators.ForcedDeletion() };
  const cut = path.lastIndexOf(".");
  const key = cut < 0 ? `-=${path}` : `${path.slice(0, cut)}.-=${path.slice(cut + 1)}`;
  return { [key]: null };
}
