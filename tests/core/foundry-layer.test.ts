import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { installFakeFoundry, uninstallFakeFoundry } from "../harness/fake-foundry";
import { allowInteractiveRoll, currentMessageMode, messageModeOptions } from "../../src/core/compat";
import { askGM, askGMAnswering, askingUser } from "../../src/core/gm-query";
import { registerGMHandler } from "../../src/core/gm-socket";
import { STALE_KEY } from "../../src/core/versioned-state";
import { toField } from "../../src/core/data-model";
import { fieldLabelKeys } from "../../src/core/notify";
import { updateLeaves, valueAt } from "../../src/core/self-test/updates";
import { initialSystem, validateFields, validateSystemUpdate } from "../../src/schema";
import type { GameModule } from "../../src/core/game-module";
import type { GameSelfTests } from "../../src/core/self-test/quench-context";

type Globals = {
  game: {
    settings: { settings: Map<string, unknown>; get: (ns: string, key: string) => unknown };
    user: { id: string; isGM: boolean };
    users: { get: (id: string) => unknown; activeGM: unknown };
  };
  CONFIG: { queries: Record<string, (data: unknown, options: unknown) => unknown> };
};
const g = globalThis as unknown as Globals;

/** Point the fake's settings at one version's visibility setting. */
function useSetting(key: "rollMode" | "messageMode", value: string): void {
  g.game.settings.settings = new Map([[`core.${key}`, {}]]);
  g.game.settings.get = (ns, k) => (ns === "core" && k === key ? value : undefined);
}

describe("v13/v14 message visibility (compat)", () => {
  afterEach(() => uninstallFakeFoundry());

  it("passes v13's roll mode as rollMode", () => {
    installFakeFoundry();
    useSetting("rollMode", "gmroll");
    expect(currentMessageMode()).toBe("gmroll");
    expect(messageModeOptions()).toEqual({ rollMode: "gmroll" });
  });

  it("passes v14's message mode as messageMode, posting in-character rolls publicly", () => {
    installFakeFoundry();
    useSetting("messageMode", "ic");
    expect(currentMessageMode()).toBe("public");
    expect(messageModeOptions()).toEqual({ messageMode: "public" });
    useSetting("messageMode", "blind");
    expect(messageModeOptions()).toEqual({ messageMode: "blind" });
  });

  it("lets players enter physical dice except on blind rolls", () => {
    installFakeFoundry();
    expect(allowInteractiveRoll("publicroll")).toBe(true);
    expect(allowInteractiveRoll("blindroll")).toBe(false);
    expect(allowInteractiveRoll("blind")).toBe(false);
  });
});

describe("GM requests: who is asking", () => {
  afterEach(() => uninstallFakeFoundry());
  const gm = { id: "gm", isGM: true, active: true };
  const player = { id: "p1", isGM: false, active: true };
  const away = { id: "p2", isGM: false, active: false };

  function users(): void {
    g.game.user = gm;
    const all = new Map<string, unknown>([gm, player, away].map((u) => [u.id, u]));
    g.game.users = { get: (id) => all.get(id), activeGM: gm };
  }

  it("takes the sender Foundry vouched for, when the data claims that same user or none", () => {
    installFakeFoundry();
    users();
    expect(askingUser({ userId: "p1" }, { user: player as unknown as User })).toBe(player);
    expect(askingUser({}, { user: player as unknown as User })).toBe(player);
    expect(askingUser({ userId: "gm" }, { user: gm as unknown as User })).toBe(gm);
  });

  it("refuses a request whose data claims another user than its sender, an offline sender, or none", () => {
    installFakeFoundry();
    users();
    // The sender is p1 (the server says so); the data claims the GM or another player: a forgery.
    expect(askingUser({ userId: "gm" }, { user: player as unknown as User })).toBeNull();
    expect(askingUser({ userId: "p2" }, { user: player as unknown as User })).toBeNull();
    expect(askingUser({ userId: "p2" }, { user: away as unknown as User })).toBeNull();
    expect(askingUser({ userId: "p1" }, undefined)).toBeNull();
  });

  it("runs the handler locally with the real user when this client is the active GM", async () => {
    installFakeFoundry();
    users();
    let seen: unknown = null;
    registerGMHandler("story-engines.test.echo", (data, options) => {
      seen = askingUser(data, options);
      return "done";
    });
    await expect(askGM("test.echo", {})).resolves.toBe("done");
    expect(seen).toBe(gm);
  });

  describe("askGMAnswering: what a window's button does with the GM's answer", () => {
    function answering(answer: unknown) {
      const record = installFakeFoundry();
      users();
      registerGMHandler("story-engines.test.answer", () => answer);
      const app = { renders: 0, render: () => void app.renders++ };
      const ask = () =>
        askGMAnswering(app as unknown as foundry.applications.api.ApplicationV2, "test.answer", { version: 3 });
      return { record, app, ask };
    }

    it("passes an accepted answer through, silently", async () => {
      const { record, app, ask } = answering({ ok: true, uuid: "JournalEntry.x" });
      await expect(ask()).resolves.toEqual({ ok: true, uuid: "JournalEntry.x" });
      expect(record.warnings).toEqual([]);
      expect(app.renders).toBe(0);
    });

    it("shows a refusal's reason and leaves the window as it is", async () => {
      const { record, app, ask } = answering({ ok: false, reason: "STORY_ENGINES.Wicked.Conflict.Problems.notYours" });
      await ask();
      expect(record.warnings).toEqual(["STORY_ENGINES.Wicked.Conflict.Problems.notYours"]);
      expect(app.renders).toBe(0);
    });

    it("says a stale request was refused and redraws the window with the state that won", async () => {
      const { record, app, ask } = answering({ ok: false, reason: STALE_KEY });
      await ask();
      expect(record.warnings).toEqual([STALE_KEY]);
      expect(app.renders).toBe(1);
    });
  });
});

describe("specs become Foundry fields (data-model)", () => {
  afterEach(() => uninstallFakeFoundry());
  type Options = {
    validate?: (v: unknown) => boolean;
    nullable?: boolean;
    integer?: boolean;
    validationError?: string;
  };

  it("caps a string's length with a validator (StringField has no length option)", () => {
    installFakeFoundry();
    const field = toField({ kind: "string", initial: "", maxLength: 3 }) as unknown as { options: Options };
    expect(field.options.validate?.("abc")).toBe(true);
    expect(field.options.validate?.("abcd")).toBe(false);
    expect(field.options.validationError).toContain("3");
  });

  it("caps a list's length and keeps numbers non-nullable integers", () => {
    installFakeFoundry();
    const list = toField({ kind: "array", element: { kind: "string", initial: "" }, maxLength: 2 }) as unknown as {
      options: Options;
    };
    expect(list.options.validate?.(["a", "b"])).toBe(true);
    expect(list.options.validate?.(["a", "b", "c"])).toBe(false);
    const score = toField({ kind: "number", initial: 0, integer: true, min: 0, max: 9 }) as unknown as {
      options: Options;
    };
    expect(score.options.nullable).toBe(false);
    expect(score.options.integer).toBe(true);
  });

  it("gives a link field its document type (DocumentUUIDField `type`)", () => {
    installFakeFoundry();
    const link = toField({ kind: "uuid", documentName: "Actor" }) as unknown as { options: { type?: string } };
    expect(link.options.type).toBe("Actor");
    const any = toField({ kind: "uuid" }) as unknown as { options: { type?: string } };
    expect(any.options.type).toBeUndefined();
  });
});

describe("readable field names in warnings (notify)", () => {
  it("names a list row's field by the element label, then by the list", () => {
    expect(fieldLabelKeys("P", "kismet.lots")).toEqual(["P.FIELDS.kismet.lots.label"]);
    expect(fieldLabelKeys("P", "capabilities.0.level")).toEqual([
      "P.FIELDS.capabilities.element.level.label",
      "P.FIELDS.capabilities.label",
    ]);
    expect(fieldLabelKeys("P", "")).toEqual([]);
  });
});

describe("self-test updates", () => {
  it("reads an update's leaves and finds them again in the data", () => {
    const update = { abilities: { wit: { score: 3 } }, vinpcs: [{ name: "A" }], lots: 4 };
    expect(updateLeaves(update)).toEqual([
      ["abilities.wit.score", 3],
      ["vinpcs", [{ name: "A" }]],
      ["lots", 4],
    ]);
    const data = { abilities: { wit: { score: 3, caliber: "bronze" } }, vinpcs: [{ name: "A" }], lots: 4 };
    for (const [path, value] of updateLeaves(update)) expect(valueAt(data, path)).toEqual(value);
    expect(valueAt(data, "abilities.res.score")).toBeUndefined();
  });

  describe("every game's self-test updates are shaped as updateSource({ system }) takes them", () => {
    let games: readonly GameModule[] = [];
    let selfTests: Readonly<Record<string, GameSelfTests>> = {};
    beforeAll(async () => {
      installFakeFoundry();
      games = (await import("../../src/games/all-games")).GAMES;
      selfTests = (await import("../../src/games/all-self-tests")).SELF_TESTS;
    });
    afterAll(() => uninstallFakeFoundry());

    const cases = () =>
      games.flatMap((game) =>
        game.definition.models.map((spec) => ({
          game: game.definition.id,
          spec,
          tests: selfTests[game.definition.id],
        })),
      );

    it("sets only fields the spec has (a dropped unknown key would prove nothing)", () => {
      for (const { game, spec, tests } of cases()) {
        const updates = [...(tests?.invalidUpdates[spec.type] ?? []), tests?.validUpdates[spec.type] ?? {}];
        for (const update of updates) {
          const unknown = validateFields(spec.fields, update, "", true).filter((p) => p.code === "unknown");
          expect(unknown, `${game} ${spec.type} ${JSON.stringify(update)}`).toEqual([]);
        }
      }
    });

    it("refuses each invalid update and keeps each valid one, by the spec", () => {
      for (const { game, spec, tests } of cases()) {
        const initial = initialSystem(spec.fields);
        for (const bad of tests?.invalidUpdates[spec.type] ?? []) {
          expect(validateSystemUpdate(spec, initial, bad).length, `${game} ${JSON.stringify(bad)}`).toBeGreaterThan(0);
        }
        const valid = tests?.validUpdates[spec.type];
        if (valid) expect(validateSystemUpdate(spec, initial, valid), `${game} ${spec.type}`).toEqual([]);
      }
    });
  });
});
