/**
 * The chorus's award of a development point (SRD "Development Points": the
 * chorus may award them), in Foundry: the GM picks a character and, through
 * the one GM queue, it gains one point (counted as earned). The increment is
 * made on the identity as it is when the request's turn comes, so a tally
 * point earned on a card at the same moment is never lost.
 */
import { askGMReporting, askingUser, type LocalQueryOptions } from "../../../core/gm-query";
import { notifyKeys } from "../../../core/notify";
import { IDENTITY_TYPE } from "../data/common";
import type { PersonaeIdentitySystem } from "../data/identity";

const P = "STORY_ENGINES.Personae.Chorus";

/** What refuses awarding a point to an identity (lang keys; empty: allowed). */
export function awardProblems(system: Record<string, unknown>): string[] {
  if (system.kind !== "character") return [`${P}.awardNotCharacter`];
  if (system.negated === true) return [`${P}.awardNegated`];
  return [];
}

function identity(uuid: unknown): Actor | null {
  const doc = typeof uuid === "string" && uuid ? fromUuidSync(uuid) : null;
  return doc && doc.documentName === "Actor" && (doc as Actor).type === IDENTITY_TYPE ? (doc as Actor) : null;
}

/** GM side of an award (through "personae.chorus", queued): the chorus only; +1 point and +1 earned. */
export async function awardQuery(
  data: Record<string, unknown>,
  options: LocalQueryOptions,
): Promise<{ problems: string[] }> {
  // The chorus awards: the declared rule (../ask-rules.ts).
  if (!askingUser(data, options)) return { problems: [`${P}.gmOnly`] };
  const to = identity(data.to);
  if (!to) return { problems: ["STORY_ENGINES.Personae.Notify.linkMissing"] };
  const problems = awardProblems(to.system);
  if (problems.length) return { problems };
  const { development } = to.system as unknown as PersonaeIdentitySystem;
  await to.update({
    "system.development.points": development.points + 1,
    "system.development.earned": development.earned + 1,
  });
  return { problems: [] };
}

/** The GM's button: pick a character, then award it a point through the queue. */
export async function awardPoint(candidates: readonly Actor[], query: string): Promise<void> {
  const characters = candidates.filter((a) => awardProblems(a.system).length === 0);
  if (!characters.length) return ui.notifications.warn(`${P}.awardNobody`, { localize: true });
  const select = document.createElement("select");
  select.name = "to";
  select.setAttribute("aria-label", game.i18n.localize(`${P}.poolTo`));
  for (const a of characters) select.append(new Option(a.name, a.uuid));
  const to = await foundry.applications.api.DialogV2.prompt({
    window: { title: game.i18n.localize(`${P}.award`) },
    content: select.outerHTML,
    ok: {
      label: game.i18n.localize(`${P}.awardConfirm`),
      callback: (_event, button) => {
        const field = button.form?.elements.namedItem("to");
        return field instanceof HTMLSelectElement ? field.value : "";
      },
    },
    rejectClose: false,
  });
  if (typeof to !== "string" || !to) return;
  const answer = (await askGMReporting(query, { action: "award", to })) as { problems?: string[] } | undefined;
  if (!answer) return;
  if (answer.problems?.length) return notifyKeys(answer.problems);
  ui.notifications.info(game.i18n.format(`${P}.awarded`, { name: identity(to)?.name ?? "" }));
}
