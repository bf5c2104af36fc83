import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { registerStoryguideRole } from "../storyguide-role";
import { installFakeFoundry, uninstallFakeFoundry } from "../../../harness/fake-foundry";
import { parseRollData } from "../../../../src/games/four-colors/dice/roll-data";
import { diceDefinition } from "../../../../src/games/four-colors/dice/definition-part";
import {
  sampleRollData,
  CARDINAL_PLANETS,
  RENAISSANCE_MAN_PLANETS,
} from "../../../../src/games/four-colors/dice/samples";

type Globals = Record<string, Record<string, unknown>>;

// The Foundry classes load against the fake Foundry (class definitions run at bundle load).
describe("Rolling the Planets: the Foundry layer loads", () => {
  beforeAll(() => {
    installFakeFoundry();
    registerStoryguideRole({ setting: true });
    // The dialog reads the several-Hindrance-dice setting (registered by registerGame in Foundry).
    const { settings } = (globalThis as unknown as { game: { settings: { register: (...a: unknown[]) => void } } })
      .game;
    for (const setting of diceDefinition.settings ?? []) settings.register("story-engines", setting.key, setting);
  });
  afterAll(() => {
    uninstallFakeFoundry();
  });

  it("registers HierarchyRoll under its listed name and builds the self-test sample", async () => {
    const { dicePart } = await import("../../../../src/games/four-colors/dice/module-part");
    const classes = dicePart.rollClasses ?? [];
    expect(classes.map((c) => c.name)).toEqual(diceDefinition.rollClassNames);
    const { fourColorsSelfTests } = await import("../../../../src/games/four-colors/self-tests");
    const [roll] = fourColorsSelfTests.sampleRolls();
    expect(roll?.constructor.name).toBe("HierarchyRoll");
    expect(roll?.formula).toBe("1d8[known] + 1d6[dynamic] + 1d6[static] + 1d20[lost] + 1d6[benefit] + 1d8[hindrance]");
    expect(parseRollData(roll?.options)?.stakes).toEqual({ favored: ["known"], opposed: ["lost"] });
  });

  it("defines the dialog class with its three parts", async () => {
    const { HierarchyDialog } = await import("../../../../src/games/four-colors/dice/hierarchy-dialog");
    expect(Object.keys(HierarchyDialog.PARTS)).toEqual(["form", "odds", "footer"]);
    for (const part of Object.values(HierarchyDialog.PARTS)) {
      expect((diceDefinition.templates ?? []).map((t) => `systems/story-engines/templates/${t}`)).toContain(
        part.template,
      );
    }
  });

  it("renders the card from the roll's own data, hidden for a private viewer; Foundry's card when the data is lost", async () => {
    const { HierarchyRoll, CARD_TEMPLATE } = await import("../../../../src/games/four-colors/dice/hierarchy-roll");
    const g = globalThis as unknown as Globals;
    const rendered: { template: string; context: Record<string, unknown> }[] = [];
    const handlebars = (g.foundry?.applications as Globals).handlebars as Record<string, unknown>;
    handlebars.renderTemplate = async (template: string, context: Record<string, unknown>) => {
      rendered.push({ template, context });
      return template;
    };
    const { DiceTerm } = ((g.foundry?.dice as Globals).terms ?? {}) as unknown as {
      DiceTerm: new () => foundry.dice.terms.DiceTerm;
    };
    const term = (flavor: string, faces: number, result: number) =>
      Object.assign(new DiceTerm(), { faces, options: { flavor }, results: [{ result, active: true }] });

    const roll = HierarchyRoll.fromPlan(sampleRollData());
    roll.terms = [term("known", 8, 1), term("dynamic", 6, 3), term("static", 6, 4), term("lost", 20, 5)];
    Object.assign(roll, { _evaluated: true });
    expect(await roll.render()).toBe(CARD_TEMPLATE);
    expect(rendered[0]?.context).toMatchObject({ hidden: false, title: "The Cardinal" });
    await roll.render({ isPrivate: true });
    expect(rendered[1]?.context).toMatchObject({ hidden: true, readings: [] });

    // A roll whose options lost our data falls back to Foundry's own template, never our card with an empty context.
    const RollBase = (g.foundry?.dice as Globals)?.Roll as unknown as {
      prototype: Record<string, unknown>;
      CHAT_TEMPLATE: string;
    };
    RollBase.prototype.render = async (options: { template?: string }) => options.template;
    const bare = new HierarchyRoll("1d6", {}, {});
    expect(await bare.render()).toBe(RollBase.CHAT_TEMPLATE);
  });

  it("offers as partners the other Omegas the user can see, never the token's own world actor", async () => {
    const g = globalThis as unknown as Globals;
    const omega = (id: string, uuid: string, name: string, planets: object) => ({
      id,
      uuid,
      name,
      type: "fourColorsOmega",
      system: { planets },
      testUserPermission: () => true,
    });
    const world = [
      omega("cardinal", "Actor.cardinal", "The Cardinal", CARDINAL_PLANETS),
      omega("rm", "Actor.rm", "Renaissance Man", RENAISSANCE_MAN_PLANETS),
    ];
    (g.game as Record<string, unknown>).actors = { filter: (fn: (a: unknown) => boolean) => world.filter(fn) };
    const users = [
      { id: "gm", name: "GM", isGM: true },
      { id: "ann", name: "Ann", isGM: false },
    ];
    (g.game as Record<string, unknown>).users = {
      filter: (fn: (u: unknown) => boolean) => users.filter(fn),
      map: <U>(fn: (u: unknown) => U) => users.map(fn),
    };
    // The dialog opened from an unlinked token's sheet: a synthetic actor sharing the world actor's id.
    const tokenActor = omega("cardinal", "Scene.s1.Token.t1.Actor.cardinal", "The Cardinal", CARDINAL_PLANETS);
    const { HierarchyDialog } = await import("../../../../src/games/four-colors/dice/hierarchy-dialog");
    const dialog = new HierarchyDialog(tokenActor as unknown as Actor);
    const context = await (
      dialog as unknown as { _prepareContext(): Promise<Record<string, unknown>> }
    )._prepareContext();
    expect(context.partners).toEqual([{ uuid: "Actor.rm", name: "Renaissance Man", selected: false }]);
    // The Storyguide (the GM here) may send the stakes to the Omega's player, who rolls.
    expect(context.sendTo).toBe("Ann");
  });

  it("offers as sources the world's Diceless characters the user can see, Traits only with the full sheet", async () => {
    const g = globalThis as unknown as Globals;
    const items = (list: { id: string; name: string; type: string; kind: string }[]) => ({
      map: <U>(fn: (item: unknown) => U) => list.map((i) => fn({ ...i, system: { kind: i.kind } })),
    });
    const diceless = (id: string, name: string, level: "NONE" | "LIMITED" | "OBSERVER", traits: string[]) => ({
      id,
      uuid: `Actor.${id}`,
      name,
      type: "fourColorsDiceless",
      system: { rank: "walkOn" },
      items: items(traits.map((t, i) => ({ id: `${id}${i}`, name: t, type: "fourColorsDescriptor", kind: "trait" }))),
      testUserPermission: (_user: unknown, wanted: string) =>
        ["NONE", "LIMITED", "OBSERVER"].indexOf(level) >= ["NONE", "LIMITED", "OBSERVER"].indexOf(wanted),
    });
    const world = [
      diceless("beppe", "Beppe", "OBSERVER", ["Strong as an ox"]),
      diceless("bruno", "Messer Bruno", "LIMITED", ["Feared on Murano"]),
      diceless("hidden", "The Masked One", "NONE", ["Secret"]),
    ];
    (g.game as Record<string, unknown>).actors = { filter: (fn: (a: unknown) => boolean) => world.filter(fn) };
    (g.game as Record<string, unknown>).users = { filter: () => [], map: () => [] };
    const omega = {
      id: "c",
      uuid: "Actor.c",
      name: "The Cardinal",
      type: "fourColorsOmega",
      system: { planets: CARDINAL_PLANETS },
    };
    const { HierarchyDialog } = await import("../../../../src/games/four-colors/dice/hierarchy-dialog");
    const dialog = new HierarchyDialog(omega as unknown as Actor);
    const context = await (
      dialog as unknown as { _prepareContext(): Promise<Record<string, unknown>> }
    )._prepareContext();
    expect(context.hasSources).toBe(true);
    const [benefit] = context.circumstance as { sources: { name: string }[] }[];
    expect(benefit?.sources.map((s) => s.name)).toEqual(["Beppe", "Messer Bruno"]);
  });
});
