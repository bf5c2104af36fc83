import { SYSTEM_ID } from "./game-definition";
import { pluralKey } from "./plural";
import { MIGRATIONS, pendingMigrations, type MigrationWorld } from "./migration-list";

/**
 * At `ready`, the active GM brings the world's actors and items up to the
 * current data version. Field-level changes belong in each spec's `migrate`
 * (it runs on every load); this is for changes that must be written back
 * once, such as renamed sub-types. The last version applied is kept in the
 * hidden world setting `migrationVersion`; a migration with failures is not
 * recorded, so it runs again at the next start and nothing is skipped.
 */
export async function runMigrations(): Promise<void> {
  if (!game.user.isGM || game.users.activeGM?.id !== game.user.id) return;
  const from = String(game.settings.get(SYSTEM_ID, "migrationVersion") ?? "");
  const pending = pendingMigrations(MIGRATIONS, from);
  if (!pending.length) return;
  const world: MigrationWorld = { actors: game.actors, items: game.items };
  let renamed = 0;
  for (const migration of pending) {
    const report = await migration.migrateWorld(world);
    renamed += report.renamed;
    if (report.failed.length) {
      console.error(`${SYSTEM_ID} | migration ${migration.version} failed for`, report.failed);
      ui.notifications.error(pluralKey("STORY_ENGINES.Migration.failed", report.failed.length), {
        localize: true,
        format: { version: migration.version, count: report.failed.length },
      });
      return;
    }
    await game.settings.set(SYSTEM_ID, "migrationVersion", migration.version);
  }
  if (renamed > 0)
    ui.notifications.info(pluralKey("STORY_ENGINES.Migration.done", renamed), {
      localize: true,
      format: { count: renamed },
    });
}
