import type { GameDefinition } from "./game-definition";
import type { SelfTestFlow } from "./self-test/quench-context";

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
  /** GM-side handlers for User#query, keyed without the system prefix. */
  queries?: Record<string, QueryHandler>;
  /** Anything else to hook at init (chat card listeners, Dice So Nice, …). */
  init?: () => void;
  /** Runs at `ready` (e.g. world data a GM must create once). */
  ready?: () => void | Promise<void>;
  /** In-Foundry self-test batches (see src/core/self-test). */
  selfTests?: SelfTestSpec;
}

/**
 * What the generic Quench batches need to exercise a game's documents and
 * rolls. Updates are `system`-relative nested objects, as
 * `doc.updateSource({ system: update })` takes them: `{ kismet: { lots: 11 } }`,
 * never `{ "system.kismet.lots": 11 }` (Foundry would drop that unknown key
 * silently and the test would prove nothing).
 */
export interface SelfTestSpec {
  /** Per sub-type: an update that must be refused (out of range, broken rule). */
  invalidUpdates: Record<string, Record<string, unknown>[]>;
  /** Per sub-type: a valid update that must be kept. */
  validUpdates: Record<string, Record<string, unknown>>;
  /** Build a roll of each class, ready to evaluate. */
  sampleRolls: () => foundry.dice.Roll[];
  /**
   * Per sub-type: a button of its sheet the interaction batch clicks on a new
   * document, and when its effect shows on that document.
   */
  sheetActions?: Record<string, { action: string; done: (document: Actor | Item) => boolean }>;
  /** Batches walking the game's own flows (src/core/self-test/quench-context.ts). */
  flows?: SelfTestFlow[];
}

/** A slice of a game's Foundry module contributed by one of its folders (sheets/, dice/…). */
export type ModulePart = Partial<Omit<GameModule, "definition">>;

/** Put a game's Foundry module together from its definition and its folders' parts. */
export function composeModule(definition: GameDefinition, parts: readonly ModulePart[]): GameModule {
  const selfTests: SelfTestSpec = {
    invalidUpdates: {},
    validUpdates: {},
    sampleRolls: () => [],
    sheetActions: {},
    flows: parts.flatMap((p) => p.selfTests?.flows ?? []),
  };
  const samplers = parts.flatMap((p) => (p.selfTests ? [p.selfTests.sampleRolls] : []));
  for (const part of parts) {
    Object.assign(selfTests.invalidUpdates, part.selfTests?.invalidUpdates ?? {});
    Object.assign(selfTests.validUpdates, part.selfTests?.validUpdates ?? {});
    Object.assign(selfTests.sheetActions ?? {}, part.selfTests?.sheetActions ?? {});
  }
  selfTests.sampleRolls = () => samplers.flatMap((sample) => sample());
  return {
    definition,
    modelClasses: Object.assign({}, ...parts.map((p) => p.modelClasses ?? {})) as Record<string, unknown>,
    sheets: parts.flatMap((p) => p.sheets ?? []),
    rollClasses: parts.flatMap((p) => p.rollClasses ?? []),
    queries: Object.assign({}, ...parts.map((p) => p.queries ?? {})) as Record<string, QueryHandler>,
    init: () => parts.forEach((p) => p.init?.()),
    ready: async () => {
      for (const p of parts) await p.ready?.();
    },
    selfTests,
  };
}
