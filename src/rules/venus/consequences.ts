/**
 * Spending successes on consequences (the book's tasks). The primary
 * consequence costs the threshold; each secondary and tertiary costs 1; a
 * tertiary must hang on a bought consequence or, if the primary was not
 * bought, on the failure as a silver lining.
 */

import { MAX_THRESHOLD, MIN_THRESHOLD } from "./limits";
import { isIntegerIn, problem, type Problem } from "./problems";
import { requireBoolean, requireFinite, requireList, requireOneOf, requireRecord } from "../args";
import { requireCount } from "./args";

/** The purchases' shape: primary a boolean, the lists of known consequences. */
function requirePurchases(fn: string, value: unknown): void {
  const purchases = requireRecord(fn, "purchases", value);
  requireBoolean(fn, "purchases.primary", purchases.primary);
  const secondaryIds = SECONDARY_CONSEQUENCES.map((c) => c.id);
  const anchors: readonly string[] = ["primary", "failure", ...secondaryIds];
  if (purchases.secondary !== undefined) {
    requireList(fn, "purchases.secondary", purchases.secondary, (id, path) => requireOneOf(fn, path, id, secondaryIds));
  }
  if (purchases.tertiary !== undefined) {
    requireList(fn, "purchases.tertiary", purchases.tertiary, (entry, path) => {
      const t = requireRecord(fn, path, entry);
      requireOneOf(
        fn,
        `${path}.id`,
        t.id,
        TERTIARY_CONSEQUENCES.map((c) => c.id),
      );
      requireOneOf(fn, `${path}.on`, t.on, anchors);
    });
  }
}

export type SecondaryId = "unharmed" | "graceful" | "no-one-compromised" | "nothing-lost";
export type TertiaryId = "prize" | "learned" | "intentions" | "unexpected";

export interface ConsequenceInfo<Id extends string> {
  readonly id: Id;
  /** The seed's exact wording (rules summary 0.2, Tasks step 5). */
  readonly text: string;
  readonly cost: 1;
}

export interface TertiaryInfo extends ConsequenceInfo<TertiaryId> {
  /** The seed's parenthetical note on what the consequence grants. */
  readonly reward: string;
}

/** Each protects against the FC invoking its opposite. */
export const SECONDARY_CONSEQUENCES: readonly ConsequenceInfo<SecondaryId>[] = [
  { id: "unharmed", text: "I am not abashed or injured...", cost: 1 },
  {
    id: "graceful",
    text: "My actions were performed with grace or efficiency...",
    cost: 1,
  },
  {
    id: "no-one-compromised",
    text: "No one I care for is compromised, disturbed, or jeopardized...",
    cost: 1,
  },
  {
    id: "nothing-lost",
    text: "Nothing else is unintentionally lost or destroyed...",
    cost: 1,
  },
];

export const TERTIARY_CONSEQUENCES: readonly TertiaryInfo[] = [
  {
    id: "prize",
    text: "...and / but I seek an additional prize...",
    reward: "a material asset",
    cost: 1,
  },
  {
    id: "learned",
    text: "...and / but I learned something new or interesting...",
    reward: "a bonus exp",
    cost: 1,
  },
  {
    id: "intentions",
    text: "...and / but my true intentions are now revealed...",
    reward: "earn a Lot back",
    cost: 1,
  },
  {
    id: "unexpected",
    text: "...and / but something unexpected but not unwelcome happens...",
    reward: "decided by your Peers",
    cost: 1,
  },
];

/** What a tertiary consequence is appended to. */
export type TertiaryAnchor = "primary" | "failure" | SecondaryId;

export interface Purchases {
  /** Buy the primary consequence (costs the threshold). */
  primary: boolean;
  secondary?: readonly SecondaryId[];
  tertiary?: readonly { id: TertiaryId; on: TertiaryAnchor }[];
}

export interface SpendResult {
  ok: boolean;
  problems: Problem[];
  /** "failed" when the primary was not bought: the task fails. */
  primary: "bought" | "failed";
  spent: number;
  /** Successes left unspent (negative only when over budget, i.e. !ok). */
  remaining: number;
  /** Secondary consequences not bought: the FC may subvert one of them. */
  subvertible: SecondaryId[];
}

/**
 * Validate and price a set of purchases. Each consequence is bought at most
 * once per task (the seed lists them as four distinct items). When `ok` is
 * false the other fields describe the request as made, for display only.
 */
export function spendSuccesses(total: number, threshold: number, purchases: Purchases): SpendResult {
  const fn = "venus.spendSuccesses";
  requireCount(fn, "total", total);
  // Any finite number: a threshold outside 1–5 is a problem, not an error.
  requireFinite(fn, "threshold", threshold);
  requirePurchases(fn, purchases);
  const problems: Problem[] = [];
  if (!isIntegerIn(threshold, MIN_THRESHOLD, MAX_THRESHOLD)) {
    problems.push(
      problem(
        "threshold-out-of-range",
        `A task threshold runs ${MIN_THRESHOLD}–${MAX_THRESHOLD}, got ${threshold}.`,
        "threshold",
      ),
    );
  }

  const secondary = purchases.secondary ?? [];
  const tertiary = purchases.tertiary ?? [];
  const secondaryIds = new Set<SecondaryId>();
  secondary.forEach((id, i) => {
    if (secondaryIds.has(id))
      problems.push(problem("spend-duplicate", `"${id}" is already bought.`, `secondary[${i}]`));
    secondaryIds.add(id);
  });
  const tertiaryIds = new Set<TertiaryId>();
  tertiary.forEach((t, i) => {
    if (tertiaryIds.has(t.id))
      problems.push(problem("spend-duplicate", `"${t.id}" is already bought.`, `tertiary[${i}]`));
    tertiaryIds.add(t.id);
    const anchored =
      t.on === "primary" ? purchases.primary : t.on === "failure" ? !purchases.primary : secondaryIds.has(t.on);
    if (!anchored) {
      problems.push(
        problem(
          "tertiary-unanchored",
          t.on === "failure"
            ? `"${t.id}" can hang on the failure only when the primary consequence is not bought.`
            : `"${t.id}" must hang on a consequence that is bought ("${t.on}" is not).`,
          `tertiary[${i}]`,
        ),
      );
    }
  });

  const spent = (purchases.primary ? threshold : 0) + secondary.length + tertiary.length;
  if (spent > total) {
    problems.push(
      problem("spend-over-budget", `These consequences cost ${spent} successes but only ${total} were struck.`),
    );
  }
  return {
    ok: problems.length === 0,
    problems,
    primary: purchases.primary ? "bought" : "failed",
    spent,
    remaining: total - spent,
    subvertible: SECONDARY_CONSEQUENCES.map((c) => c.id).filter((id) => !secondaryIds.has(id)),
  };
}
