import type { GameDefinition } from "./game-definition";
import type { GMHandler } from "./gm-socket";

/** A sheet class and the sub-types it is the default sheet for. */
export interface SheetRegistration {
  documentName: "Actor" | "Item";
  sheetClass: unknown;
  types: string[];
  /** Localisation key of the sheet's name in the sheet configuration menu. */
  label: string;
}

/**
 * The Foundry side of a game: its definition plus the classes Foundry needs.
 * `src/core/register.ts` does the registering, the same way for every game.
 */
export interface GameModule {
  definition: GameDefinition;
  /** TypeDataModel subclass per sub-type; a type without one gets SystemModel(spec). */
  modelClasses?: Record<string, unknown>;
  sheets: SheetRegistration[];
  rollClasses: (typeof foundry.dice.Roll)[];
  /** GM-side request handlers (askGM, over the system socket), keyed without the system prefix. */
  queries?: Record<string, GMHandler>;
  /**
   * For a role the game reads from its own state (RoleSpec.fromGame): the
   * ids of its holders now, or null when the state names nobody.
   */
  roleHolders?: Record<string, () => string[] | null>;
  /** Anything else to hook at init (chat card listeners, Dice So Nice, …). */
  init?: () => void;
  /** Runs at `ready` (e.g. world data a GM must create once). */
  ready?: () => void | Promise<void>;
  // The game's in-Foundry self-tests are not here: they live in its self-tests.ts,
  // in the chunk loaded only when Quench is active (src/games/all-self-tests.ts).
}

/** A slice of a game's Foundry module contributed by one of its folders (sheets/, dice/…). */
export type ModulePart = Partial<Omit<GameModule, "definition">>;

/** Put a game's Foundry module together from its definition and its folders' parts. */
export function composeModule(definition: GameDefinition, parts: readonly ModulePart[]): GameModule {
  return {
    definition,
    modelClasses: Object.assign({}, ...parts.map((p) => p.modelClasses ?? {})) as Record<string, unknown>,
    sheets: parts.flatMap((p) => p.sheets ?? []),
    rollClasses: parts.flatMap((p) => p.rollClasses ?? []),
    queries: Object.assign({}, ...parts.map((p) => p.queries ?? {})) as Record<string, GMHandler>,
    roleHolders: Object.assign({}, ...parts.map((p) => p.roleHolders ?? {})) as Record<string, () => string[] | null>,
    init: () => parts.forEach((p) => p.init?.()),
    ready: async () => {
      for (const p of parts) await p.ready?.();
    },
  };
}
