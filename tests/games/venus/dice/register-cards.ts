/**
 * What the Venus card tests on the async table register: the card queries
 * alone, under Venus's id with its table roles (the FC: the GM unless the
 * world says otherwise; the Peers, resolved from each card's roller). Call after installAsyncTable, which our classes need.
 * The game's lazy chunk (gm-handlers.ts, on-demand.ts) is loaded here too, as
 * a GM's client loads it at ready: the card writer a player's client runs with
 * no GM connected is then imported at once, not while the table settles.
 * Also: a card request forged straight to the GM's side (forgeCardRequest).
 */
import type { AsyncTable } from "../../../harness/async-table";

export async function registerVenusCards(): Promise<void> {
  const { registerGame } = await import("../../../../src/core/register");
  const { diceHandlers } = await import("../../../../src/games/venus/dice/gm-handlers");
  const { dicePart } = await import("../../../../src/games/venus/dice/module-part");
  await import("../../../../src/games/venus/gm-handlers");
  await import("../../../../src/games/venus/on-demand");
  const { rolesDefinition } = await import("../../../../src/games/venus/roles");
  registerGame({
    definition: {
      id: "venus",
      langKey: "Venus",
      models: [],
      rollClassNames: [],
      templates: [],
      settings: [],
      roles: rolesDefinition.roles ?? [],
    },
    sheets: [],
    rollClasses: [],
    queries: async () => diceHandlers,
    roleHolders: dicePart.roleHolders ?? {},
  });
}

/**
 * The problem codes of a card request's answer: the card's problems, or —
 * refused by the request's declared rule of who may ask before the card was
 * read — the code of the rule's reason ("not-allowed").
 */
export function answerCodes(value: unknown): string[] {
  const refusal = value as { refused?: boolean; reason?: string };
  if (refusal.refused === true && typeof refusal.reason === "string")
    return [refusal.reason.replace("STORY_ENGINES.Venus.Card.Problems.", "")];
  return (value as { problems: { code: string }[] }).problems.map((p) => p.code);
}

/**
 * A card request sent straight to the GM's side as `user`, skipping the
 * sender's client checks (a forged or early click): the problem codes it gets.
 */
export async function forgeCardRequest(
  table: AsyncTable,
  user: string,
  query: "venus.taskCard" | "venus.checkCard",
  data: Record<string, unknown>,
): Promise<string[]> {
  const { askGM } = await import("../../../../src/core/gm-query");
  const [answer] = await table.race([() => table.as(user, () => askGM(query, data))]);
  if (answer?.status !== "fulfilled") throw new Error("the GM side failed");
  return answerCodes(answer.value);
}
