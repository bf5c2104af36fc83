import type { FieldSpec, ModelSpec } from "../schema";
import { validateSystem } from "../schema";

/**
 * Turn a pure field spec (src/schema/spec.ts) into Foundry data fields.
 * Numbers are never nullable unless the spec says so (a nullable NumberField
 * is Foundry's default and a classic source of `null` scores).
 */
export function toField(spec: FieldSpec): foundry.data.fields.DataField {
  const f = foundry.data.fields;
  switch (spec.kind) {
    case "number":
      return new f.NumberField({
        required: true,
        nullable: spec.nullable ?? false,
        initial: spec.initial,
        integer: spec.integer ?? false,
        ...(spec.min !== undefined ? { min: spec.min } : {}),
        ...(spec.max !== undefined ? { max: spec.max } : {}),
        ...(spec.choices ? { choices: spec.choices } : {}),
      });
    case "string":
      return new f.StringField({
        required: true,
        nullable: false,
        initial: spec.initial,
        blank: spec.blank ?? spec.choices === undefined,
        ...(spec.choices ? { choices: spec.choices } : {}),
        // StringField has no length option: a custom validator refuses longer text.
        ...(spec.maxLength !== undefined ? maxLengthRule(spec.maxLength, "characters") : {}),
      });
    case "html":
      return new f.HTMLField({ required: true, nullable: false, initial: spec.initial ?? "", blank: true });
    case "boolean":
      return new f.BooleanField({ required: true, nullable: false, initial: spec.initial });
    case "uuid":
      return new f.DocumentUUIDField({
        required: true,
        nullable: false,
        initial: "",
        blank: true,
        ...(spec.documentName ? { type: spec.documentName } : {}),
      });
    case "array":
      return new f.ArrayField(toField(spec.element), {
        required: true,
        nullable: false,
        initial: [],
        ...(spec.maxLength !== undefined ? maxLengthRule(spec.maxLength, "entries") : {}),
      });
    case "schema":
      return new f.SchemaField(toFields(spec.fields), { required: true, nullable: false });
  }
}

/** A custom validator (DataField's `validate`/`validationError` options) capping a string's or list's length. */
function maxLengthRule(
  max: number,
  unit: string,
): Pick<foundry.data.fields.DataFieldOptions, "validate" | "validationError"> {
  return {
    validate: (v: unknown) => (typeof v === "string" || Array.isArray(v)) && v.length <= max,
    validationError: `may hold at most ${max} ${unit}`,
  };
}

export function toFields(fields: Record<string, FieldSpec>): Record<string, foundry.data.fields.DataField> {
  const out: Record<string, foundry.data.fields.DataField> = {};
  for (const [key, spec] of Object.entries(fields)) out[key] = toField(spec);
  return out;
}

/** Error thrown by validateJoint; carries the problems for a readable message. */
export class SystemDataError extends Error {
  constructor(readonly problems: ReturnType<typeof validateSystem>) {
    super(problems.map((p) => `${p.path ? `${p.path}: ` : ""}${p.code}`).join("; "));
    this.name = "SystemDataError";
  }
}

/**
 * Base class for a sub-type's TypeDataModel, built from its spec. A game
 * subclasses it to add prepareDerivedData; the schema, labels, joint rules
 * and migrations all come from the one spec.
 *
 *     export class OmegaModel extends SystemModel(omegaSpec) { ... }
 */
export function SystemModel(spec: ModelSpec) {
  // Named, so CONFIG shows which sub-types got the plain model (tests/build/bundle.test.ts).
  return class SpecModel extends foundry.abstract.TypeDataModel {
    static readonly spec: ModelSpec = spec;
    static override LOCALIZATION_PREFIXES = [spec.localizationPrefix];

    static override defineSchema() {
      return toFields(spec.fields);
    }

    static override validateJoint(data: Record<string, unknown>): void {
      const problems = spec.joint?.(data) ?? [];
      if (problems.length) throw new SystemDataError(problems);
    }

    static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
      spec.migrate?.(source);
      return super.migrateData(source);
    }
  };
}
