/**
 * Giving a critical to another identity (SRD "Critical Success": criticals
 * "can be given to other PCs … or CCs"), in Foundry: the giver's owner picks
 * the identity among those their directory lists, and the GM — through the
 * one queue — takes one from the giver and banks it with the receiver (up to
 * a character's threshold; refused when that bank is full, or when the
 * receiver is hidden from the asking user). The receiver is usually not the
 * giver's owner's, so the GM writes both. The same query hands a critical
 * from the chorus pool (time/chorus-pool.ts).
 */
import { personae } from "../../../rules";
import { askGMReporting, askingUser, type LocalQueryOptions } from "../../../core/gm-query";
import { notifyKeys } from "../../../core/notify";
import { IDENTITY_TYPE } from "../data/common";
import { thresholdOf, type PersonaeIdentitySystem } from "../data/identity";
import { CHORUS_POOL_SOURCE, givePoolCritical } from "../time/chorus-pool";

export const GIVE_CRITICAL_QUERY = "personae.giveCritical";
const P = "STORY_ENGINES.Personae.Give";

function identity(uuid: unknown): Actor | null {
  const doc = typeof uuid === "string" && uuid ? fromUuidSync(uuid) : null;
  return doc && doc.documentName === "Actor" && (doc as Actor).type === IDENTITY_TYPE ? (doc as Actor) : null;
}

/** What refuses giving one critical from `from` to `to` (lang keys; empty: allowed). */
export function giveProblems(from: Record<string, unknown>, to: Record<string, unknown>, same: boolean): string[] {
  if (same) return [`${P}.self`];
  // An inoperative or negated identity does not act (digest, round 3): it gives nothing.
  if (from.inoperative === true || from.negated === true) return [`${P}.cannotAct`];
  if (Number(from.criticals) < 1) return [`${P}.none`];
  const cap = thresholdOf(to);
  if (cap !== null && Number(to.criticals) >= cap) return [`${P}.full`];
  return [];
}

/** GM side of "personae.giveCritical" (queued by registerGame): re-read both identities, check, write both. */
export async function giveCriticalQuery(
  data: Record<string, unknown>,
  options: LocalQueryOptions,
): Promise<{ problems: string[] }> {
  if (data.from === CHORUS_POOL_SOURCE) return givePoolCritical(data, options);
  const user = askingUser(data, options);
  const from = identity(data.from);
  const to = identity(data.to);
  // Its owner gives one of its criticals: the declared rule (../ask-rules.ts).
  if (!user || !from || !to) return { problems: [`${P}.notAllowed`] };
  const giver = from.system as unknown as PersonaeIdentitySystem;
  const receiver = to.system as unknown as PersonaeIdentitySystem;
  // The dialog offers only the identities the giver's owner sees; one hidden from them is refused the same way.
  if (!to.testUserPermission(user, "LIMITED")) return { problems: [`${P}.hidden`] };
  const problems = giveProblems(from.system, to.system, from.uuid === to.uuid);
  if (problems.length) return { problems };
  await from.update({ "system.criticals": personae.spendCriticals(giver.criticals, 1) });
  await to.update({ "system.criticals": receiver.criticals + 1 });
  return { problems: [] };
}

/**
 * Ask which identity gets a critical, then have the GM give it. Offered: the
 * identities this user's Actors directory lists (LIMITED or better), never
 * one hidden from them (a chorus adversary at NONE), whose name would leak.
 */
export async function giveCritical(actor: Actor): Promise<void> {
  const others = game.actors.filter(
    (a) => a.type === IDENTITY_TYPE && a.uuid !== actor.uuid && a.testUserPermission(game.user, "LIMITED"),
  );
  if (!others.length) return ui.notifications.warn(`${P}.nobody`, { localize: true });
  const select = document.createElement("select");
  select.name = "to";
  select.setAttribute("aria-label", game.i18n.localize(`${P}.to`));
  for (const a of others) select.append(new Option(a.name, a.uuid));
  const to = await foundry.applications.api.DialogV2.prompt({
    window: { title: game.i18n.format(`${P}.title`, { name: actor.name }) },
    content: `<p>${game.i18n.localize(`${P}.hint`)}</p>${select.outerHTML}`,
    ok: {
      label: game.i18n.localize(`${P}.confirm`),
      callback: (_event, button) => {
        const field = button.form?.elements.namedItem("to");
        return field instanceof HTMLSelectElement ? field.value : "";
      },
    },
    rejectClose: false,
  });
  if (typeof to !== "string" || !to) return;
  const answer = (await askGMReporting(GIVE_CRITICAL_QUERY, { from: actor.uuid, to })) as
    { problems?: string[] } | undefined;
  if (answer) notifyKeys(answer.problems ?? []);
}
