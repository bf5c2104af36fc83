// The table rollers end to end in a fake Foundry: real dice evaluated with
// allowInteractive, the result written to the owning document (read when the
// dice land), the card posted; a non-owner is refused with a notification and
// nothing is rolled or written. Plus the cards and the worth calculator
// rendered strictly from the gallery's contexts (the calculator's own
// context: worth-context.test.ts).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import Handlebars from "handlebars";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installFakeFoundry, uninstallFakeFoundry, type FoundryRecord } from "../../../harness/fake-foundry";
import { compileStrict, registerStrictPartial } from "../../../../tools/gallery/strict-handlebars.mjs";
import { tablesGalleryEntries } from "../../../../src/games/venus/tables/gallery-part";
import { tablesDefinition } from "../../../../src/games/venus/tables/definition-part";
import type { TableRollData } from "../../../../src/games/venus/tables/table-data";

const root = join(__dirname, "../../../..");

interface FakeRollInstance {
  terms: { results: { result: number; active: boolean }[] }[];
  evaluated: { allowInteractive?: boolean } | null;
}

/** Faces the next evaluate() lands on, and what toMessage posted. */
const next: { faces: number[] } = { faces: [] };
const posted: { speaker: unknown; options: unknown; roll: unknown }[] = [];

function extendFakeRoll(): void {
  const g = globalThis as unknown as {
    foundry: { dice: { Roll: { prototype: Record<string, unknown> }; terms: { Die: new () => object } } };
    ChatMessage: Record<string, unknown>;
  };
  const { Roll, terms } = g.foundry.dice;
  Roll.prototype.evaluate = async function (this: FakeRollInstance, options: { allowInteractive?: boolean }) {
    const die = Object.assign(new terms.Die(), { results: next.faces.map((result) => ({ result, active: true })) });
    this.terms = [die as FakeRollInstance["terms"][number]];
    this.evaluated = options;
    return this;
  };
  Roll.prototype.toMessage = async function (this: unknown, data: { speaker: unknown }, options: unknown) {
    posted.push({ speaker: data.speaker, options, roll: this });
    return undefined;
  };
  g.ChatMessage.getSpeaker = ({ actor }: { actor: { name?: string } | null }) => ({ alias: actor?.name ?? null });
}

class FakeTarget {
  updates: Record<string, unknown>[] = [];
  constructor(
    readonly isOwner: boolean,
    public system: Record<string, unknown>,
  ) {}
  async update(data: Record<string, unknown>): Promise<unknown> {
    this.updates.push(data);
    return this;
  }
}

const data = (procedure: TableRollData["procedure"], extra: Partial<TableRollData> = {}): TableRollData => ({
  procedure,
  actorName: "Reidh",
  img: "",
  subject: "",
  index: -1,
  previous: 0,
  listed: [],
  taken: [],
  ...extra,
});

describe("the table rollers in a fake Foundry", () => {
  let record: FoundryRecord;
  let roll: typeof import("../../../../src/games/venus/tables/roller").rollTableProcedure;

  beforeAll(async () => {
    record = installFakeFoundry();
    extendFakeRoll();
    roll = (await import("../../../../src/games/venus/tables/roller")).rollTableProcedure;
  });
  afterAll(() => uninstallFakeFoundry());

  it("rolls starting Lots as real dice, writes them to the character and posts the card", async () => {
    const actor = new FakeTarget(true, { kismet: { lots: 0, ego: false, fidelity: 0 } });
    next.faces = [5];
    posted.length = 0;
    const result = await roll(actor, { name: "Reidh" } as unknown as Actor, data("lots"));
    expect((result as unknown as FakeRollInstance).evaluated).toEqual({ allowInteractive: true });
    expect(result?.formula).toBe("1d6");
    expect(actor.updates).toEqual([{ "system.kismet.lots": 5, "flags.story-engines.venusStarting.lots": true }]);
    expect(posted).toHaveLength(1);
    expect(posted[0]?.speaker).toEqual({ alias: "Reidh" });
    expect(posted[0]?.options).toEqual({ rollMode: "publicroll" });
  });

  it("writes a VINPC's favour into the rows as they stand when the dice land", async () => {
    const actor = new FakeTarget(true, {
      vinpcs: [
        { name: "Arian", favor: false },
        { name: "Dormadh", favor: false },
      ],
    });
    next.faces = [4];
    await roll(actor, null, data("favor", { index: 1, subject: "Dormadh", previous: false }));
    expect(actor.updates).toEqual([
      {
        "system.vinpcs": [
          { name: "Arian", favor: false },
          { name: "Dormadh", favor: true },
        ],
      },
    ]);
  });

  it("writes 2d6 uses, and a broken tool only on the d20's 1", async () => {
    const asset = new FakeTarget(true, { finite: false, uses: 0, fragile: true, broken: false });
    next.faces = [6, 6];
    await roll(asset, null, data("uses"));
    next.faces = [2];
    await roll(asset, null, data("break"));
    next.faces = [1];
    await roll(asset, null, data("break"));
    expect(asset.updates).toEqual([{ "system.finite": true, "system.uses": 12 }, { "system.broken": true }]);
  });

  it("refuses a user who does not own the document: a notification, no dice, nothing written or posted", async () => {
    const actor = new FakeTarget(false, { kismet: { lots: 2, ego: false, fidelity: 0 } });
    posted.length = 0;
    record.warnings.length = 0;
    expect(await roll(actor, null, data("lots"))).toBeNull();
    expect(actor.updates).toEqual([]);
    expect(posted).toEqual([]);
    expect(record.warnings).toEqual(["STORY_ENGINES.Venus.Tables.notOwner"]);
  });

  it("the sheet's starting rollers: at once while the character is being made, afterwards only when confirmed", async () => {
    const { CHARACTER_TABLE_ACTIONS } = await import("../../../../src/games/venus/tables/sheet-actions");
    const g = globalThis as unknown as {
      foundry: { applications: { api: { DialogV2: { confirm: (config: unknown) => Promise<boolean | null> } } } };
    };
    const asked: { window: { title: string }; content: string }[] = [];
    let answer: boolean | null = false;
    g.foundry.applications.api.DialogV2.confirm = async (config: unknown) => {
      asked.push(config as (typeof asked)[number]);
      return answer;
    };
    class Character extends FakeTarget {
      name = "Reidh";
      img = "";
      flags: Record<string, unknown> = {};
      getFlag(_scope: string, key: string): unknown {
        return this.flags[key];
      }
    }
    const reidh = new Character(true, { kismet: { lots: 0, ego: false, fidelity: 0 } });
    const click = async (action: "rollStartingLots" | "rollStartingEgo"): Promise<void> =>
      CHARACTER_TABLE_ACTIONS[action].call(
        { document: reidh } as unknown as foundry.applications.api.ApplicationV2,
        new Event("click") as PointerEvent,
        {} as HTMLElement,
      );
    next.faces = [3];
    await click("rollStartingLots");
    expect(asked).toEqual([]);
    expect(reidh.updates).toEqual([{ "system.kismet.lots": 3, "flags.story-engines.venusStarting.lots": true }]);

    // Mid-play: Lots spent down to 1 and the roll made before. The user is told what goes; refusing rolls nothing.
    reidh.system = { kismet: { lots: 1, ego: false, fidelity: 0 } };
    reidh.flags = { venusStarting: { lots: true } };
    await click("rollStartingLots");
    expect(asked).toHaveLength(1);
    expect(asked[0]?.content).toContain("STORY_ENGINES.Venus.Tables.Replace.lots");
    expect(reidh.updates).toHaveLength(1);
    answer = true;
    next.faces = [6];
    await click("rollStartingLots");
    expect(reidh.updates[1]).toEqual({ "system.kismet.lots": 6, "flags.story-engines.venusStarting.lots": true });

    // Ego never flipped and not yet had: at once; Ego held (typed in by hand): asks.
    asked.length = 0;
    next.faces = [2];
    await click("rollStartingEgo");
    expect(asked).toEqual([]);
    reidh.system = { kismet: { lots: 6, ego: true, fidelity: 0 } };
    reidh.flags = {};
    answer = null;
    await click("rollStartingEgo");
    expect(asked[0]?.content).toContain("STORY_ENGINES.Venus.Tables.Replace.ego");
    expect(reidh.updates).toHaveLength(3);
  });

  it("rebuilds the card from the roll's own data (a reload keeps it)", async () => {
    const { VenusTableRoll } = await import("../../../../src/games/venus/tables/venus-table-roll");
    const built = VenusTableRoll.build(data("ego", { previous: true }));
    expect(built.tableData).toEqual(data("ego", { previous: true }));
    expect(VenusTableRoll.CHAT_TEMPLATE).toBe("templates/dice/roll.html");
  });
});

describe("the table cards and the calculator render strictly, every string translated", () => {
  const lang = JSON.parse(readFileSync(join(root, "lang/en.json"), "utf8")) as Record<string, unknown>;
  const lookup = (key: string): string | undefined => {
    let node: unknown = lang;
    for (const part of key.split("."))
      node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
    return typeof node === "string" ? node : undefined;
  };
  const hb = Handlebars.create();
  hb.registerHelper("localize", (key: string, options: { hash: Record<string, unknown> }) =>
    (lookup(key) ?? key).replace(/\{(\w+)\}/g, (m, name: string) =>
      name in options.hash ? String(options.hash[name]) : m,
    ),
  );
  hb.registerHelper("object", (options: { hash: Record<string, unknown> }) => options.hash);
  for (const rel of [...(tablesDefinition.templates ?? []), "core/card-header.hbs", "core/card-outcome.hbs"])
    registerStrictPartial(
      hb,
      `systems/story-engines/templates/${rel}`,
      readFileSync(join(root, "templates", rel), "utf8"),
    );

  for (const entry of tablesGalleryEntries()) {
    it(entry.id, () => {
      for (const part of entry.parts) {
        const html = compileStrict(hb, readFileSync(join(root, "templates", part.template), "utf8"))(part.context);
        expect(html).not.toMatch(/STORY_ENGINES\./);
        expect(html).not.toMatch(/\{\{|\{[a-z]+\}/);
      }
    });
  }

  it("words the cards readably", () => {
    const render = (id: string): string => {
      const entry = tablesGalleryEntries().find((e) => e.id === id);
      const part = entry?.parts[0];
      return part ? compileStrict(hb, readFileSync(join(root, "templates", part.template), "utf8"))(part.context) : "";
    };
    expect(render("venus-table-card-lots")).toContain("4 Lots");
    expect(render("venus-table-card-favor")).toContain("Arian owes you no favour");
    expect(render("venus-table-card-free-attribute")).toContain("Free: Fealty to the Crown (#2)");
    expect(render("venus-table-card-free-attribute-unlisted")).toContain("re-roll or choose");
    expect(render("venus-table-card-uses")).toContain("8 uses");
    expect(render("venus-table-card-break")).toContain("It breaks");
    expect(render("venus-worth-card")).toContain("Now worth 10Si");
  });
});
