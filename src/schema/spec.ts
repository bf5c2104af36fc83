/**
 * A framework-free description of a document's `system` data.
 *
 * Each sub-type describes its data once, as a spec. Two interpreters read it:
 * `validate.ts` (pure: used by the pack builder, the tests and the sheets'
 * friendly pre-submit check) and `src/core/data-model.ts` (Foundry: turns the
 * spec into `foundry.data.fields` for a TypeDataModel). One description keeps
 * the compendium sources, the sheets and Foundry's own validation in step.
 */

export interface NumberSpec {
  kind: "number";
  /** null only together with `nullable: true` (e.g. a Planet that starts Wed). */
  initial: number | null;
  integer?: boolean;
  min?: number;
  max?: number;
  /** Allowed values, when the number is one of a list (e.g. die faces). */
  choices?: readonly number[];
  /** True only where "no value" means something (e.g. a Wed Planet). */
  nullable?: boolean;
}

export interface StringSpec {
  kind: "string";
  initial: string;
  /** Allowed values; the empty string is allowed only when `blank` is true. */
  choices?: readonly string[];
  blank?: boolean;
  maxLength?: number;
}

export interface HtmlSpec {
  kind: "html";
  initial?: string;
}

export interface BooleanSpec {
  kind: "boolean";
  initial: boolean;
}

/**
 * A link to another document by UUID ("" when unset). `documentName` is the
 * document type the link must name (Foundry's DocumentUUIDField `type`):
 * both the pure validator and the Foundry field refuse any other type.
 */
export interface UuidSpec {
  kind: "uuid";
  documentName?: "Actor" | "Item" | "Cards" | "Card" | "JournalEntry" | "JournalEntryPage" | "RollTable";
}

export interface ArraySpec {
  kind: "array";
  element: FieldSpec;
  maxLength?: number;
}

export interface SchemaSpec {
  kind: "schema";
  fields: Record<string, FieldSpec>;
}

export type FieldSpec = NumberSpec | StringSpec | HtmlSpec | BooleanSpec | UuidSpec | ArraySpec | SchemaSpec;

/** A problem found in data: where, what (a stable code), and the numbers a message needs. */
export interface Problem {
  path: string;
  code: ProblemCode;
  params?: Record<string, string | number>;
}

export type ProblemCode =
  | "type"
  | "integer"
  | "min"
  | "max"
  | "choice"
  | "blank"
  | "maxLength"
  | "required"
  | "unknown"
  | "uuid"
  | "uuidType"
  | (string & { readonly __game?: never });

/** The spec of one document sub-type's `system` data; `T` is the sub-type's name, as a literal where the game declares it. */
export interface ModelSpec<T extends string = string> {
  /** "Actor" | "Item" | "ChatMessage", or "Combat" | "Combatant" for an encounter's sub-types (In a Wicked Age's conflicts) */
  documentName: "Actor" | "Item" | "ChatMessage" | "Combat" | "Combatant";
  /** The sub-type, as declared in template.json and the manifest (e.g. "fourColorsOmega"). */
  type: T;
  /** Prefix for field labels: `<prefix>.FIELDS.<path>.label` in lang/en.json. */
  localizationPrefix: string;
  fields: Record<string, FieldSpec>;
  /** Cross-field rules (e.g. "at least one Wed Planet"); each problem rejects the data. */
  joint?: (system: Record<string, unknown>) => Problem[];
  /**
   * Bring older source data up to date. Runs on load AND on partial update
   * diffs, so it must tolerate any key being absent. Mutates and returns.
   */
  migrate?: (source: Record<string, unknown>) => Record<string, unknown>;
}
