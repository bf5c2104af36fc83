/**
 * The builders of declared request rules (src/core/request-rules.ts), on the
 * async table's documents and roles: the owner of a named document, the
 * holder of a role, one rule per sub-action (an unknown one refused), any
 * of, all of; and core's own checks before any rule (a sender who is not
 * connected, data claiming another user), which answer a refusal without
 * running the handler.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AsyncTable, installAsyncTable, uninstallAsyncTable, useTable } from "../harness/async-table";
import { TableActor } from "../harness/table-documents";

type Rules = typeof import("../../src/core/request-rules");
let rules: Rules;
let table: AsyncTable;

beforeAll(async () => {
  installAsyncTable();
  rules = await import("../../src/core/request-rules");
});
afterAll(() => uninstallAsyncTable());

beforeEach(() => {
  table = useTable(
    new AsyncTable([
      { id: "gm", name: "Gamemaster", isGM: true },
      { id: "amy", name: "Amy" },
      { id: "tom", name: "Tom" },
    ]),
  );
  table.actors.push(new TableActor("hero", { name: "The hero", type: "x" }, ["amy"]));
});

const user = (id: string) => table.mustUser(id) as unknown as User;

describe("declared request rules", () => {
  it("ownerOf: the owner (and a GM) may ask; another is refused; a missing document is said so", () => {
    const rule = rules.ownerOf("target.uuid", "custom.notYours");
    const data = { target: { uuid: "Actor.hero" } };
    expect(rule(data, user("amy"))).toBeNull();
    expect(rule(data, user("gm"))).toBeNull();
    expect(rule(data, user("tom"))).toBe("custom.notYours");
    expect(rule({ target: { uuid: "Actor.nobody" } }, user("amy"))).toBe(rules.REFUSALS.noDocument);
    expect(rule({}, user("amy"))).toBe(rules.REFUSALS.noDocument);
  });

  it("byAction: each sub-action's rule; an unknown or missing one refused", () => {
    const rule = rules.byAction("action.type", { look: rules.anyone, take: rules.ownerOf("uuid") });
    const take = { action: { type: "take" }, uuid: "Actor.hero" };
    expect(rule({ action: { type: "look" } }, user("tom"))).toBeNull();
    expect(rule(take, user("amy"))).toBeNull();
    expect(rule(take, user("tom"))).toBe(rules.REFUSALS.notOwner);
    expect(rule({ action: { type: "toString" } }, user("amy"))).toBe(rules.REFUSALS.unknownAction);
    expect(rule({}, user("amy"))).toBe(rules.REFUSALS.unknownAction);
    expect(Object.keys(rules.subActionsOf(rule)?.rules ?? {})).toEqual(["look", "take"]);
  });

  it("anyOf allows when one allows, else gives the first reason; allOf needs all, giving the first refusal", () => {
    const no = (reason: string) => () => reason;
    expect(rules.anyOf(no("a"), rules.anyone)({}, user("tom"))).toBeNull();
    expect(rules.anyOf(no("a"), no("b"))({}, user("tom"))).toBe("a");
    expect(rules.allOf(rules.anyone, no("b"), no("c"))({}, user("tom"))).toBe("b");
    expect(rules.allOf(rules.anyone)({}, user("tom"))).toBeNull();
  });

  it("core refuses before the rule and the handler: a sender not connected, data claiming another user, a rule that throws", async () => {
    const ran: string[] = [];
    const spec = {
      mayAsk: rules.anyone,
      handle: () => {
        ran.push("handled");
        return { ok: true };
      },
    };
    const guarded = rules.guardedHandler(spec, (h) => h);
    table.disconnect("tom");
    expect(await guarded({}, { user: user("tom") })).toEqual(rules.ruleRefusal(rules.REFUSALS.notConnected));
    expect(await guarded({ userId: "gm" }, { user: user("amy") })).toEqual(rules.ruleRefusal(rules.REFUSALS.notSender));
    const throwing = rules.guardedHandler(
      {
        mayAsk: () => {
          throw new Error("malformed");
        },
        handle: spec.handle,
      },
      (h) => h,
    );
    expect(await throwing({}, { user: user("amy") })).toEqual(rules.ruleRefusal(rules.REFUSALS.badRequest));
    expect(ran).toEqual([]);
    expect(await guarded({ userId: "amy" }, { user: user("amy") })).toEqual({ ok: true });
    expect(ran).toEqual(["handled"]);
  });
});
