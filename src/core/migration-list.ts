import {
  renameWorldTypes,
  type RenameActor,
  type RenameCollection,
  type RenameReport,
  type RenameTarget,
} from "./type-rename-migration";

/**
 * The numbered world migrations, oldest first (no Foundry globals: tested
 * with plain objects). Version strings compare numerically part by part
 * ("0.10.0" is after "0.9.0").
 */
export interface MigrationWorld {
  actors: RenameCollection<RenameActor>;
  items: RenameCollection<RenameTarget>;
}

export interface Migration {
  version: string;
  description: string;
  /** Bring the world's documents (valid and invalid) up to this version. */
  migrateWorld: (world: MigrationWorld) => Promise<RenameReport>;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: "0.2.0",
    description: "Every sub-type carries its game's prefix (omega → fourColorsOmega, job → venusJob, …).",
    migrateWorld: ({ actors, items }) => renameWorldTypes(actors, items),
  },
];

export function compareVersions(a: string, b: string): number {
  const pa = a.split(".").map((n) => Number.parseInt(n, 10) || 0);
  const pb = b.split(".").map((n) => Number.parseInt(n, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

/** The migrations newer than `from` ("" = a world that never ran one), in order. */
export function pendingMigrations<T extends { version: string }>(list: readonly T[], from: string): T[] {
  return [...list]
    .filter((m) => from === "" || compareVersions(m.version, from) > 0)
    .sort((a, b) => compareVersions(a.version, b.version));
}
