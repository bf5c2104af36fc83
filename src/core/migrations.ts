import { SYSTEM_ID } from "../games/game-definition";
import { MIGRATIONS, pendingMigrations } from "./migration-list";

/**
 * At `ready`, the active GM brings world actors and items up to the current
 * data version. Field-level changes belong in each spec's `migrate` (it runs
 * on every load); this is for changes that must be written back once, such
 * as moving data between documents. The last version applied is kept in the
 * hidden world setting `migrationVersion`.
 */
export async function runMigrations(): Promise<void> {
  if (!game.user.isGM || game.users.activeGM?.id !== game.user.id) return;
  const from = String(game.settings.get(SYSTEM_ID, "migrationVersion") ?? "");
  const pending = pendingMigrations(MIGRATIONS, from);
  if (!pending.length) return;
  for (const migration of pending) {
    for (const actor of game.actors) await migration.migrateActor?.(actor);
  }
  const last = pending[pending.length - 1];
  if (last) await game.settings.set(SYSTEM_ID, "migrationVersion", last.version);
}
