/**
 * The request sweep: every GM-side request type of every game, and every
 * sub-action of a multiplexed one, is sent over the socket by every seat of
 * a table (the GM, an Assistant, a trusted player, the players — one owning
 * the character, one holding the game's role, one owning nothing — and a
 * disconnected user), with well-formed data from the game's sweep entry
 * (tests/core/request-sweep/<game>.ts). Where the entry says the seat may not
 * ask, the request is refused by its declared rule (src/core/request-rules.ts)
 * with a reason that is a lang key, before its handler runs, and no document
 * changes; where it may, the request reaches its handler. A registered
 * request without an entry fails the sweep, and so does each declared rule
 * replaced in turn by `anyone` (the mutation check at the end).
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installPlayTable, startPlay, uninstallPlayTable } from "../harness/play";
import { currentTable, type AsyncTable } from "../harness/async-table";
import { installTableCombats, type TableCombat } from "../harness/table-combat";
import { installTableJournals } from "../harness/table-journals";
import { installActorCreate } from "../harness/table-actor-create";
import type { GMHandlerTable } from "../../src/core/game-module";
import type { AskRule } from "../../src/core/request-rules";
import { SEATS, SEAT_IDS, type SweepCase, type SweepGame } from "./request-sweep/seats";
import { fourColorsSweep } from "./request-sweep/four-colors";
import { wickedAgeSweep } from "./request-sweep/wicked-age";
import { capesSweep } from "./request-sweep/capes";
import { venusSweep } from "./request-sweep/venus";
import { personaeSweep } from "./request-sweep/personae";

type RequestRules = typeof import("../../src/core/request-rules");

const GAMES: SweepGame[] = [fourColorsSweep, venusSweep, wickedAgeSweep, personaeSweep, capesSweep];
const tables: Record<string, GMHandlerTable> = {};
let rules: RequestRules;
let askGM: typeof import("../../src/core/gm-query").askGM;
let combats: TableCombat[] = [];
/** The requests whose handler ran, in order. */
const reached: string[] = [];
/**
 * A seat the case allows only needs to reach the handler (what the handler
 * then does is the game's tests' business): it answers at once. A seat the
 * case refuses meets the real handler, should its rule let it through.
 */
let stubHandlers = false;
const STUB_ANSWER = { ok: true, swept: true };
/** Every seat, those most often refused first (the rule-removal check stops at the first mismatch). */
const SWEEP_ORDER = ["p3", "trusted", "p1", "p2", "asst", "gm", "gone"];

const lang = JSON.parse(readFileSync(new URL("../../lang/en.json", import.meta.url), "utf8")) as Record<
  string,
  unknown
>;

/** Whether `key` is a string of lang/en.json. */
function isLangKey(key: string): boolean {
  let node: unknown = lang;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string";
}

beforeAll(async () => {
  installPlayTable();
  installTableCombats(
    () => combats,
    (combat) => combats.push(combat),
  );
  installTableJournals();
  installActorCreate();
  (globalThis as unknown as { game: Record<string, unknown> }).game.scenes = { viewed: null, get: () => undefined };
  const { registerGame } = await import("../../src/core/register");
  const { coreModule } = await import("../../src/core/module");
  registerGame(coreModule);
  const modules = {
    "four-colors": (await import("../../src/games/four-colors/module")).fourColorsModule,
    venus: (await import("../../src/games/venus/module")).venusModule,
    "wicked-age": (await import("../../src/games/wicked-age/module")).wickedAgeModule,
    personae: (await import("../../src/games/personae/module")).personaeModule,
    capes: (await import("../../src/games/capes/module")).capesModule,
  };
  for (const module of Object.values(modules)) registerGame(module);
  for (const [id, module] of Object.entries(modules)) {
    const table = await module.queries?.();
    if (!table) throw new Error(`${id} has no GM-side requests`);
    tables[id] = table;
    // Note each handler that runs: a request its rule refuses must never reach it.
    for (const [name, spec] of Object.entries(table)) {
      const handle = spec.handle;
      spec.handle = (data, options) => {
        reached.push(name);
        return stubHandlers ? STUB_ANSWER : handle(data, options);
      };
    }
  }
  rules = await import("../../src/core/request-rules");
  ({ askGM } = await import("../../src/core/gm-query"));
});
afterAll(() => uninstallPlayTable());

/** Everything a request could change on the table, as text. */
function snapshot(table: AsyncTable): string {
  const docs = (list: readonly { id: string; data: unknown; ownership: unknown }[]) =>
    list.map((d) => [d.id, d.data, d.ownership]);
  return JSON.stringify({
    actors: table.actors.map((a) => [a.id, a.data, a.ownership, [...a.items.values()].map((i) => i.data)]),
    stacks: table.stacks.map((s) => [s.id, s.data, s.ownership, [...s.cards.values()].map((c) => c.id)]),
    messages: docs(table.messages),
    journals: docs(table.journals),
    combats: combats.map((c) => [c.id, c.data, [...c.combatants.values()].map((x) => [x.id, x.data])]),
    settings: [...table.settingValues],
  });
}

/** What one seat's request came to: the answer it got (or the GM's reply to a seat that is gone), and what ran. */
interface Outcome {
  answer: unknown;
  reached: boolean;
  changed: boolean;
}

async function send(game: SweepGame, c: SweepCase, seat: string): Promise<Outcome> {
  startPlay(SEATS);
  const table = currentTable();
  combats = [];
  table.disconnect("gone");
  await game.setUp(table, combats);
  const before = snapshot(table);
  reached.length = 0;
  stubHandlers = c.allowed.includes(seat);
  let answer: unknown = undefined;
  let settled = false;
  void table
    .as(seat, () => askGM(c.request, structuredClone(c.data)))
    .then(
      (value) => ((answer = value), (settled = true)),
      (error: unknown) => ((answer = error), (settled = true)),
    );
  await table.settle();
  // A disconnected seat never receives the reply: read what the GM answered it.
  if (!settled) {
    const reply = table.socketMessages.find((m) => m.message.type === "reply" && m.message.userId === seat);
    answer = reply?.message.result;
  }
  return { answer, reached: reached.includes(c.request), changed: snapshot(table) !== before };
}

/** Why an outcome is not what the case expects of the seat, or null. */
function mismatch(c: SweepCase, seat: string, outcome: Outcome): string | null {
  const where = `${c.request}${c.action ? `/${c.action}` : ""}${c.label ? ` (${c.label})` : ""} by ${seat}`;
  if (c.allowed.includes(seat)) {
    if (rules.isRuleRefusal(outcome.answer))
      return `${where}: refused (${outcome.answer.reason}) but the book allows it`;
    const swept = (outcome.answer as { swept?: boolean } | undefined)?.swept === true;
    if (!outcome.reached || !swept) return `${where}: allowed but never reached its handler`;
    return null;
  }
  if (!rules.isRuleRefusal(outcome.answer)) return `${where}: not refused by its declared rule`;
  if (!isLangKey(outcome.answer.reason)) return `${where}: refused with ${outcome.answer.reason}, no lang key`;
  if (outcome.reached) return `${where}: refused, yet its handler ran`;
  if (outcome.changed) return `${where}: refused, yet a document changed`;
  return null;
}

/** The cases' mismatches, every seat of every case; or, with `first`, stopping at the first. */
async function sweep(game: SweepGame, cases: readonly SweepCase[], first = false): Promise<string[]> {
  const problems: string[] = [];
  for (const c of cases)
    for (const seat of SWEEP_ORDER) {
      const problem = mismatch(c, seat, await send(game, c, seat));
      if (problem) problems.push(problem);
      if (first && problems.length) return problems;
    }
  return problems;
}

/** Each declared rule of a game: a request's, or one sub-action's (with how to swap it). */
interface DeclaredRule {
  request: string;
  action: string;
  rule: AskRule;
  swap: (rule: AskRule) => void;
}

function declaredRules(gameId: string): DeclaredRule[] {
  return Object.entries(tables[gameId] ?? {}).flatMap(([request, spec]): DeclaredRule[] => {
    const sub = rules.subActionsOf(spec.mayAsk);
    if (!sub) return [{ request, action: "", rule: spec.mayAsk, swap: (rule) => (spec.mayAsk = rule) }];
    return Object.entries(sub.rules).map(([action, rule]) => ({
      request,
      action,
      rule,
      swap: (next: AskRule) => (sub.rules[action] = next),
    }));
  });
}

it("sweeps every seat", () => expect([...SWEEP_ORDER].sort()).toEqual([...SEAT_IDS].sort()));

describe.each(GAMES.map((game) => [game.id, game] as const))("the request sweep: %s", (gameId, game) => {
  it("has an entry for every request type and sub-action the game registers, and none for any other", () => {
    const declared = declaredRules(gameId).map((r) => `${r.request}/${r.action}`);
    const covered = new Set(game.cases.map((c) => `${c.request}/${c.action}`));
    expect(declared.filter((d) => !covered.has(d))).toEqual([]);
    expect([...covered].filter((c) => !declared.includes(c))).toEqual([]);
  });

  it("refuses, by the declared rule and changing nothing, every seat the book does not let ask; lets the others", async () => {
    expect(await sweep(game, game.cases)).toEqual([]);
  }, 120_000);

  it("notices each declared rule replaced by `anyone` in turn", async () => {
    const unnoticed: string[] = [];
    for (const declared of declaredRules(gameId)) {
      if (declared.rule === rules.anyone) continue;
      declared.swap(rules.anyone);
      try {
        const cases = game.cases.filter((c) => c.request === declared.request && c.action === declared.action);
        if ((await sweep(game, cases, true)).length === 0) unnoticed.push(`${declared.request}/${declared.action}`);
      } finally {
        declared.swap(declared.rule);
      }
    }
    expect(unnoticed).toEqual([]);
  }, 120_000);
});
