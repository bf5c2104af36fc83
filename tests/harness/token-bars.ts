/**
 * A token bar edit as Foundry makes it, for the play-through table: the
 * Token HUD's bar field calls `Actor#modifyTokenAttribute` on the editing
 * user's client, which works out the bar's new value (a delta is added to
 * what the bar shows; a bar is clamped to 0…max), calls the
 * `modifyTokenAttribute` hook there (a system may rewrite the update or
 * refuse it by returning false), then sends the actor update as that user —
 * which the table's server refuses when they are below OWNER.
 *
 * Opt-in: a play-through calls `editTokenBar` for its step, inside
 * `play.table.as(user, …)`; nothing else in the harness does. The actor's
 * `system` must show the bar ({ value, max }) as the game's data model
 * derives it.
 */
type Data = Record<string, unknown>;

/** The actor as far as a bar edit reads and writes it. */
export interface BarActor {
  readonly system: Data;
  update(changes: Data): Promise<unknown>;
}

function readPath(source: unknown, path: string): unknown {
  let node = source;
  for (const part of path.split("."))
    node = typeof node === "object" && node !== null ? (node as Data)[part] : undefined;
  return node;
}

/** The edit's arguments, as Foundry passes them: the attribute, the typed number, a delta or not, a bar or a value. */
export async function editTokenBar(
  actor: BarActor,
  attribute: string,
  value: number,
  isDelta = false,
  isBar = true,
): Promise<unknown> {
  const attr = readPath(actor.system, attribute);
  const bar = (attr ?? {}) as { value?: unknown; max?: unknown };
  const current = Number(isBar ? bar.value : attr);
  const next = isDelta ? current + value : value;
  if (next === current) return actor;
  const updates: Data = isBar
    ? { [`system.${attribute}.value`]: Math.min(Math.max(next, 0), Number(bar.max)) }
    : { [`system.${attribute}`]: next };
  const hooks = (globalThis as unknown as { Hooks: { call?: (name: string, ...args: unknown[]) => boolean } }).Hooks;
  const allowed = hooks.call
    ? hooks.call("modifyTokenAttribute", { attribute, value, isDelta, isBar }, updates, actor)
    : true;
  return allowed !== false ? actor.update(updates) : actor;
}
