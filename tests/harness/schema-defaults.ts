/**
 * A created document's `system` as Foundry's data model fills it: every
 * field the type's schema declares and the creation data leaves out takes
 * its initial value (`initial`, a function's answer, else the field kind's
 * own: "" for a string, false for a boolean, [] for an array, null for a
 * number without one, a nested schema's own defaults). The schema is the
 * game's, read from `CONFIG[documentName].dataModels[type].defineSchema()`
 * as registerGame put it there.
 */
type Data = Record<string, unknown>;

interface FieldLike {
  options?: Data;
  fields?: Record<string, FieldLike>;
  element?: FieldLike;
}

function isRecord(value: unknown): value is Data {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function initialOf(field: FieldLike): unknown {
  const initial = field.options?.initial;
  if (initial !== undefined)
    return typeof initial === "function" ? (initial as () => unknown)() : structuredClone(initial);
  if (field.fields) return defaultsOf(field.fields);
  const kind = (field as { constructor: { name: string } }).constructor.name;
  if (kind === "ArrayField" || kind === "SetField") return [];
  if (kind === "BooleanField") return false;
  if (kind === "NumberField") return null;
  if (field.options?.nullable === true) return null;
  return kind === "ObjectField" ? {} : "";
}

function defaultsOf(fields: Record<string, FieldLike>): Data {
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, initialOf(field)]));
}

/** Fill in what `given` leaves out of `defaults` (nested objects merged, given values kept). */
function fill(defaults: Data, given: Data): Data {
  const out: Data = { ...defaults };
  for (const [key, value] of Object.entries(given))
    out[key] = isRecord(value) && isRecord(defaults[key]) ? fill(defaults[key], value) : value;
  return out;
}

/** The `system` a new document of this type gets: the given data over the schema's initial values. */
export function withSchemaDefaults(documentName: string, type: string, system: unknown): Data {
  const given = isRecord(system) ? system : {};
  const config = (globalThis as { CONFIG?: Record<string, { dataModels?: Record<string, unknown> }> }).CONFIG;
  const model = config?.[documentName]?.dataModels?.[type] as
    { defineSchema?: () => Record<string, FieldLike> } | undefined;
  if (!model?.defineSchema) return given;
  try {
    return fill(defaultsOf(model.defineSchema()), given);
  } catch {
    return given;
  }
}
