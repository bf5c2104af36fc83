import type { FieldSpec, ModelSpec, Problem } from "./spec";

/**
 * Pure validation of data against a spec, with Foundry's semantics for the
 * cases we rely on: integers and bounds, choices, non-blank strings, array
 * length, nested schemas, and no unknown keys.
 *
 * `partial` validates an update diff: absent keys are fine.
 */
export function validateField(spec: FieldSpec, value: unknown, path: string, partial = false): Problem[] {
  switch (spec.kind) {
    case "number": {
      if (value === null || value === undefined) {
        return spec.nullable || (partial && value === undefined) ? [] : [{ path, code: "required" }];
      }
      if (typeof value !== "number" || Number.isNaN(value))
        return [{ path, code: "type", params: { expected: "number" } }];
      if (spec.integer && !Number.isInteger(value)) return [{ path, code: "integer" }];
      if (spec.min !== undefined && value < spec.min) return [{ path, code: "min", params: { min: spec.min, value } }];
      if (spec.max !== undefined && value > spec.max) return [{ path, code: "max", params: { max: spec.max, value } }];
      if (spec.choices && !spec.choices.includes(value)) {
        return [{ path, code: "choice", params: { value, choices: spec.choices.join(", ") } }];
      }
      return [];
    }
    case "string": {
      if (value === undefined && partial) return [];
      if (typeof value !== "string") return [{ path, code: "type", params: { expected: "text" } }];
      if (value === "")
        return spec.blank || (spec.choices === undefined && spec.blank !== false) ? [] : [{ path, code: "blank" }];
      if (spec.choices && !spec.choices.includes(value)) {
        return [{ path, code: "choice", params: { value, choices: spec.choices.join(", ") } }];
      }
      if (spec.maxLength !== undefined && value.length > spec.maxLength) {
        return [{ path, code: "maxLength", params: { max: spec.maxLength } }];
      }
      return [];
    }
    case "html":
      if (value === undefined && partial) return [];
      return typeof value === "string" ? [] : [{ path, code: "type", params: { expected: "text" } }];
    case "boolean":
      if (value === undefined && partial) return [];
      return typeof value === "boolean" ? [] : [{ path, code: "type", params: { expected: "true/false" } }];
    case "uuid":
      if (value === undefined && partial) return [];
      if (typeof value !== "string") return [{ path, code: "type", params: { expected: "text" } }];
      // A Foundry UUID: dot-separated segments such as "Actor.abc" or
      // "Compendium.story-engines.pack.Actor.abc"; empty means "not linked".
      if (value === "") return [];
      if (!/^[A-Za-z][\w-]*(\.[\w-]+)+$/.test(value)) return [{ path, code: "uuid", params: { value } }];
      // Like Foundry's DocumentUUIDField `type` option: the link must name that document type.
      if (spec.documentName && uuidDocumentName(value) !== spec.documentName) {
        return [{ path, code: "uuidType", params: { value, expected: spec.documentName } }];
      }
      return [];
    case "array": {
      if (value === undefined && partial) return [];
      if (!Array.isArray(value)) return [{ path, code: "type", params: { expected: "list" } }];
      if (spec.maxLength !== undefined && value.length > spec.maxLength) {
        return [{ path, code: "maxLength", params: { max: spec.maxLength } }];
      }
      return value.flatMap((element, i) => validateField(spec.element, element, `${path}.${i}`, false));
    }
    case "schema": {
      if (value === undefined && partial) return [];
      if (typeof value !== "object" || value === null || Array.isArray(value)) {
        return [{ path, code: "type", params: { expected: "object" } }];
      }
      return validateFields(spec.fields, value as Record<string, unknown>, path, partial);
    }
  }
}

export function validateFields(
  fields: Record<string, FieldSpec>,
  data: Record<string, unknown>,
  prefix: string,
  partial = false,
): Problem[] {
  const problems: Problem[] = [];
  for (const [key, spec] of Object.entries(fields)) {
    problems.push(...validateField(spec, data[key], join(prefix, key), partial));
  }
  for (const key of Object.keys(data)) {
    // Own keys only: `key in fields` would let "constructor" or "toString" through.
    if (!Object.hasOwn(fields, key)) problems.push({ path: join(prefix, key), code: "unknown" });
  }
  return problems;
}

/**
 * The document type a UUID names: the type before the last id, so
 * "Actor.abc" and "Compendium.story-engines.pack.Actor.abc" name an Actor and
 * "Cards.abc.Card.def" a Card. Undefined when it names none (a pre-v11
 * "Compendium.package.pack.id").
 */
export function uuidDocumentName(uuid: string): string | undefined {
  const parts = uuid.split(".");
  const path = parts[0] === "Compendium" ? parts.slice(3) : parts;
  return path.length >= 2 && path.length % 2 === 0 ? path[path.length - 2] : undefined;
}

/** `system` itself must be a plain object: anything else is one problem at path "system". */
export function systemShapeProblems(system: unknown): Problem[] {
  return isRecord(system) ? [] : [{ path: "system", code: "type", params: { expected: "object" } }];
}

/** Validate a complete `system` object (e.g. a compendium source) against its model spec. */
export function validateSystem(spec: ModelSpec, system: Record<string, unknown>): Problem[] {
  const shape = systemShapeProblems(system);
  if (shape.length) return shape;
  const problems = validateFields(spec.fields, system, "");
  return problems.length ? problems : (spec.joint?.(system) ?? []);
}

/**
 * Validate an update: `changes` is an expanded partial `system` object. The
 * joint rules see the result of applying the changes to `current`.
 */
export function validateSystemUpdate(
  spec: ModelSpec,
  current: Record<string, unknown>,
  changes: Record<string, unknown>,
): Problem[] {
  const shape = systemShapeProblems(changes);
  if (shape.length) return shape;
  const problems = validateFields(spec.fields, changes, "", true).filter((p) => p.code !== "unknown");
  if (problems.length) return problems;
  return spec.joint?.(mergeDeep(current, changes)) ?? [];
}

/** The initial `system` data a spec describes. */
export function initialSystem(fields: Record<string, FieldSpec>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(fields)) out[key] = initialValue(spec);
  return out;
}

export function initialValue(spec: FieldSpec): unknown {
  switch (spec.kind) {
    case "number":
    case "string":
    case "boolean":
      return spec.initial;
    case "html":
      return spec.initial ?? "";
    case "uuid":
      return "";
    case "array":
      return [];
    case "schema":
      return initialSystem(spec.fields);
  }
}

/** Every field path a spec defines (e.g. "planets.known"), for label checks. */
export function fieldPaths(fields: Record<string, FieldSpec>, prefix = ""): string[] {
  return Object.entries(fields).flatMap(([key, spec]) => {
    const path = join(prefix, key);
    return spec.kind === "schema" ? [path, ...fieldPaths(spec.fields, path)] : [path];
  });
}

function join(prefix: string, key: string): string {
  return prefix ? `${prefix}.${key}` : key;
}

function mergeDeep(base: Record<string, unknown>, changes: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(changes)) {
    const prior = out[key];
    out[key] = isRecord(prior) && isRecord(value) ? mergeDeep(prior, value) : value;
  }
  return out;
}

/** A plain object (not null, not an array): what `system` data and its nested groups must be. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
