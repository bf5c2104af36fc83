/**
 * Spending from the chorus pool (the criticals chorus identities earn into
 * one world-wide pool when the world allows), in Foundry: the GM hands one
 * to a chorus identity — one no player owns — which then spends it at its
 * roll like any banked critical (an automatic success, +1 die or +1 hit).
 * The chorus (the role's holder) asks; the pool is a world setting only the GM writes, inside the one GM queue;
 * a request carries the pool's count as the GM saw it (its version: every
 * write changes it) and is refused as stale when the count moved meanwhile.
 */
import { askGMReporting, askingUser, type LocalQueryOptions } from "../../../core/gm-query";
import { SYSTEM_ID } from "../../../core/game-definition";
import { notifyKeys } from "../../../core/notify";
import { applyIfCurrent, STALE_KEY } from "../../../core/versioned-state";
import { IDENTITY_TYPE } from "../data/common";
import { thresholdOf } from "../data/identity";
import { CHORUS_POOL_SETTING } from "../challenge/settings";
import { holdsChorus, isChorusIdentity } from "../challenge/chorus-role";

/** The `from` a "personae.giveCritical" request names to give from the chorus pool. */
export const CHORUS_POOL_SOURCE = "chorusPool";
const P = "STORY_ENGINES.Personae.Chorus";

/** What refuses handing one critical of a pool of `pool` to an identity (lang keys; empty: allowed). */
export function poolGiveProblems(pool: number, to: Record<string, unknown>, playerOwned: boolean): string[] {
  if (pool < 1) return [`${P}.poolEmpty`];
  if (playerOwned) return [`${P}.poolNotChorus`];
  if (to.negated === true) return [`${P}.poolNegated`];
  const cap = thresholdOf(to);
  if (cap !== null && Number(to.criticals) >= cap) return ["STORY_ENGINES.Personae.Give.full"];
  return [];
}

/** The pool's count now (0 when the setting holds anything else). */
export function readPool(): number {
  const value = game.settings.get(SYSTEM_ID, CHORUS_POOL_SETTING);
  return typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : 0;
}

function identity(uuid: unknown): Actor | null {
  const doc = typeof uuid === "string" && uuid ? fromUuidSync(uuid) : null;
  return doc && doc.documentName === "Actor" && (doc as Actor).type === IDENTITY_TYPE ? (doc as Actor) : null;
}

/** GM side of a give from the pool (through "personae.giveCritical", queued): the chorus only, versioned by the count. */
export async function givePoolCritical(
  data: Record<string, unknown>,
  options: LocalQueryOptions,
): Promise<{ problems: string[] }> {
  // The chorus gives from the pool: the declared rule (../ask-rules.ts).
  if (!askingUser(data, options)) return { problems: [`${P}.gmOnly`] };
  const to = identity(data.to);
  if (!to) return { problems: ["STORY_ENGINES.Personae.Notify.linkMissing"] };
  const outcome = await applyIfCurrent({
    read: readPool,
    version: (pool) => pool,
    seen: data.version,
    apply: async (pool) => {
      const problems = poolGiveProblems(pool, to.system, !isChorusIdentity(to));
      if (problems.length) return problems;
      await game.settings.set(SYSTEM_ID, CHORUS_POOL_SETTING, pool - 1);
      await to.update({ "system.criticals": Number(to.system.criticals) + 1 });
      return [];
    },
  });
  return { problems: outcome.ok ? outcome.result : [STALE_KEY] };
}

/** The GM's button: pick a chorus identity (those on the viewed scene first), then hand it one critical. */
export async function spendFromPool(candidates: readonly Actor[]): Promise<void> {
  if (!holdsChorus(game.user)) return ui.notifications.warn(`${P}.gmOnly`, { localize: true });
  const seen = readPool();
  if (seen < 1) return ui.notifications.warn(`${P}.poolEmpty`, { localize: true });
  const chorus = candidates.filter((a) => isChorusIdentity(a) && a.system.negated !== true);
  if (!chorus.length) return ui.notifications.warn(`${P}.poolNobody`, { localize: true });
  const select = document.createElement("select");
  select.name = "to";
  select.setAttribute("aria-label", game.i18n.localize(`${P}.poolTo`));
  for (const a of chorus) select.append(new Option(a.name, a.uuid));
  const hint = document.createElement("p");
  hint.textContent = game.i18n.format(`${P}.poolHint`, { count: seen });
  const to = await foundry.applications.api.DialogV2.prompt({
    window: { title: game.i18n.localize(`${P}.poolTitle`) },
    content: `${hint.outerHTML}${select.outerHTML}`,
    ok: {
      label: game.i18n.localize(`${P}.poolConfirm`),
      callback: (_event, button) => {
        const field = button.form?.elements.namedItem("to");
        return field instanceof HTMLSelectElement ? field.value : "";
      },
    },
    rejectClose: false,
  });
  if (typeof to !== "string" || !to) return;
  const answer = (await askGMReporting("personae.giveCritical", { from: CHORUS_POOL_SOURCE, to, version: seen })) as
    { problems?: string[] } | undefined;
  if (!answer) return;
  if (answer.problems?.length) return notifyKeys(answer.problems);
  const name = identity(to)?.name ?? "";
  ui.notifications.info(game.i18n.format(`${P}.poolGiven`, { name }));
}
