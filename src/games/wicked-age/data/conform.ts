/**
 * Reading stored data into a spec's shape (pure): each field as stored when
 * the spec accepts it, otherwise its initial value — nested schemas and the
 * rows of lists field by field, list entries the spec refuses dropped. The
 * conflict, the campaign setting and the story sheets read their documents
 * through it, so a document edited by hand or by an older version still
 * reads as something sensible.
 */
import { initialValue, validateField, type FieldSpec } from "../../../schema";
import { isRecord } from "./common";

function conformField(spec: FieldSpec, value: unknown): unknown {
  if (spec.kind === "schema") return conform(spec.fields, value);
  if (spec.kind === "array") {
    if (!Array.isArray(value)) return [];
    const element = spec.element;
    const rows =
      element.kind === "schema"
        ? value.filter(isRecord).map((row) => conform(element.fields, row))
        : value.filter((v) => validateField(element, v, "").length === 0);
    return spec.maxLength === undefined ? rows : rows.slice(0, spec.maxLength);
  }
  return validateField(spec, value, "").length === 0 ? value : initialValue(spec);
}

export function conform(fields: Record<string, FieldSpec>, value: unknown): Record<string, unknown> {
  const source = isRecord(value) ? value : {};
  return Object.fromEntries(Object.entries(fields).map(([key, spec]) => [key, conformField(spec, source[key])]));
}
