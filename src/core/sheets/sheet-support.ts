/**
 * What every Story Engines sheet does the same way, whatever the game:
 * choose the LIMITED part for users who may only see a document's public
 * face, enrich HTML for display, hand the pure context builders an
 * actor's items as plain data, and save a submit only after the spec
 * accepts it (a bad value gets a readable warning; the stored value stays
 * and the sheet shows it again).
 */
import type { ModelSpec } from "../../schema";
import { prepareSystemSubmit, type ExtraRules, type SystemNormalizer } from "../../schema";
import { notifyProblems } from "../notify";

/** The parts to render: the public "limited" part alone for a LIMITED viewer, else the full parts. */
export function sheetParts(document: { limited: boolean }, full: string[], limited = "limited"): string[] {
  return document.limited ? [limited] : full;
}

/** An HTML field enriched for display (links; secrets only for owners). */
export async function enrichField(html: unknown, document: FoundryDocument): Promise<string> {
  const text = typeof html === "string" ? html : "";
  if (!text) return "";
  return foundry.applications.ux.TextEditor.implementation.enrichHTML(text, {
    secrets: document.isOwner,
    relativeTo: document,
  });
}

/** An actor's items as the pure context builders take them (each game's PlainItem). */
export function plainItems(
  actor: Actor,
): { id: string; name: string; type: string; img: string; system: Record<string, unknown> }[] {
  return actor.items.map((i) => ({ id: i.id ?? "", name: i.name, type: i.type, img: i.img, system: i.system }));
}

/** The document's stored `system` data as plain data (never derived values). */
export function systemSource(document: Actor | Item): Record<string, unknown> {
  const system = document.toObject(true).system;
  return typeof system === "object" && system !== null && !Array.isArray(system)
    ? (system as Record<string, unknown>)
    : {};
}

/**
 * Save a sheet's submit (expanded form data) to `document` if the spec
 * accepts it. On problems: one readable warning each, a re-render of
 * `sheet` (so the form shows the stored values again) and `false`.
 * `operation` travels with the update (a game's pre-update hooks read it).
 */
export async function saveSubmit(
  sheet: foundry.applications.api.ApplicationV2 | null,
  document: Actor | Item,
  spec: ModelSpec,
  submit: Record<string, unknown>,
  options: { normalize?: SystemNormalizer; extra?: ExtraRules; operation?: Record<string, unknown> } = {},
): Promise<boolean> {
  const { data, problems } = prepareSystemSubmit(spec, systemSource(document), submit, options);
  if (problems.length) {
    notifyProblems(problems, spec);
    if (sheet) void sheet.render();
    return false;
  }
  await (options.operation ? document.update(data, options.operation) : document.update(data));
  return true;
}
