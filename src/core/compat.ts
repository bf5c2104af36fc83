/**
 * The few places where Foundry v13 and v14 differ for us, in one module.
 *
 * - Message visibility: v13 has roll modes (`core.rollMode`: publicroll,
 *   gmroll, blindroll, selfroll); v14 renamed them
 *   message modes (`core.messageMode`: public, gm, blind, self), and
 *   `Roll#toMessage` takes `messageMode` instead of `rollMode`. Reading `core.messageMode` on v13 throws, so we
 *   ask whether the setting is registered first.
 * - Deleting a key in an update: v13 `{"-=key": null}`; v14
 *   `new foundry.data.operators.ForcedDeletion()` (the old spelling warns
 *   until v16).
 * - Replacing a key whole in an update (not merging into it): v13
 *   `{"==key": value}`; v14 `{key: new foundry.data.operators.ForcedReplacement(value)}`
 *   (the old spelling warns until v16).
 */

const LEGACY_TO_MODE: Record<string, string> = {
  publicroll: "public",
  gmroll: "gm",
  blindroll: "blind",
  selfroll: "self",
};

/** Whether this Foundry names visibility with message modes (v14: the `core.messageMode` setting exists). */
function hasMessageModes(): boolean {
  return game.settings.settings.has("core.messageMode");
}

/**
 * The user's chosen visibility, as the mode name of the running version.
 * v14's in-character mode ("ic") is not a visibility for rolls: it posts them
 * publicly (as dnd5e does).
 */
export function currentMessageMode(): string {
  if (hasMessageModes()) {
    const mode = String(game.settings.get("core", "messageMode"));
    return mode === "ic" ? "public" : mode;
  }
  return String(game.settings.get("core", "rollMode"));
}

/** Options for `Roll#toMessage` carrying the visibility: `rollMode` on v13, `messageMode` on v14. */
export function messageModeOptions(mode = currentMessageMode()): { rollMode?: string; messageMode?: string } {
  return hasMessageModes() ? { messageMode: LEGACY_TO_MODE[mode] ?? mode } : { rollMode: mode };
}

/**
 * Whether a roll may ask for physical dice (`evaluate({allowInteractive})`):
 * not when it is blind, where the roller must not see the faces.
 */
export function allowInteractiveRoll(mode = currentMessageMode()): boolean {
  return mode !== "blind" && mode !== "blindroll";
}

/** The key of `path`'s last segment carrying a v13 operator prefix ("-=", "=="). */
function prefixedKey(path: string, prefix: string): string {
  const cut = path.lastIndexOf(".");
  return cut < 0 ? `${prefix}${path}` : `${path.slice(0, cut)}.${prefix}${path.slice(cut + 1)}`;
}

/**
 * v14's update operators (`foundry.data.operators`), absent on v13. Each is
 * built with its `create` factory where it has one (v14 builds; Draw Steel
 * and Fabula Ultima build them so), else with `new`.
 */
interface OperatorClass {
  new (value?: unknown): unknown;
  create?: (value?: unknown) => unknown;
}

function operator(name: "ForcedReplacement" | "ForcedDeletion"): ((value?: unknown) => unknown) | null {
  const operators = foundry.data.operators as Partial<Record<string, OperatorClass>> | undefined;
  const found = operators?.[name];
  if (!found) return null;
  return found.create ? (value) => found.create?.(value) : (value) => new found(value);
}

/**
 * Update data that replaces `path` whole with `value` instead of merging into
 * it (e.g. "system", with a `type` change in the same update).
 */
export function replacementUpdate(path: string, value: Record<string, unknown>): Record<string, unknown> {
  const replace = operator("ForcedReplacement");
  return replace ? { [path]: replace(value) } : { [prefixedKey(path, "==")]: value };
}

/** Update data that deletes `path` (e.g. "flags.story-engines.pending", "ownership.<user id>"). */
export function deletionUpdate(path: string): Record<string, unknown> {
  const remove = operator("ForcedDeletion");
  return remove ? { [path]: remove() } : { [prefixedKey(path, "-=")]: null };
}
